import { apiErrorFromBody, apiErrorMessageId, isApiError, isEnvelopeFailure, toApiError } from './api-error';
import en from './messages/en.json';
import ru from './messages/ru.json';
import uz from './messages/uz.json';

describe('ApiError normalisation', () => {
  it("reads our server's { error: { code, message } }", () => {
    expect(apiErrorFromBody(401, { error: { code: 'unauthorized', message: 'No credential' } })).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'No credential',
      data: { error: { code: 'unauthorized', message: 'No credential' } },
    });
  });

  it("reads the insurer's envelope { error, result, message, response }", () => {
    const body = { error: 3, result: false, message: 'driver_data_not_found', response: { key: 2 } };
    expect(apiErrorFromBody(200, body)).toEqual({
      status: 200,
      code: 3,
      message: 'driver_data_not_found',
      data: body,
    });
  });

  it('takes error_message when the lookup answers that way', () => {
    expect(apiErrorFromBody(200, { error: 1, error_message: 'datas_not_found' }).message).toBe(
      'datas_not_found',
    );
  });

  it('keeps bodies that are not objects as data only', () => {
    expect(apiErrorFromBody(502, 'Bad gateway')).toEqual({ status: 502, data: 'Bad gateway' });
  });

  it('maps transport failures to NETWORK, TIMEOUT and PARSE', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }).status).toBe('NETWORK');
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timed out' }).status).toBe('TIMEOUT');
    expect(
      toApiError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' }),
    ).toMatchObject({
      status: 'PARSE',
      data: '<html>',
    });
  });

  it.each([
    [{ error: 1 }, true],
    [{ error: '2' }, true],
    [{ error: true }, true],
    [{ error: { code: 'x' } }, true],
    [{ error: 0, result: true, response: {} }, false],
    [{ error: false, check: true }, false],
    [{ error: null }, false],
    [{ products: [] }, false],
    [[1, 2], false],
  ])('treats the 2xx body %j as a failure: %s', (body, failed) => {
    expect(isEnvelopeFailure(body)).toBe(failed);
  });
});

describe('isApiError', () => {
  it('accepts the ApiError shapes and rejects others', () => {
    expect(isApiError({ status: 404 })).toBe(true);
    expect(isApiError({ status: 'TIMEOUT' })).toBe(true);
    expect(isApiError({ status: 'FETCH_ERROR' })).toBe(false);
    expect(isApiError({ name: 'SerializedError', message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('apiErrorMessageId', () => {
  it.each([
    [{ status: 'NETWORK' }, 'api.error.network'],
    [{ status: 'TIMEOUT' }, 'api.error.timeout'],
    [{ status: 'PARSE' }, 'api.error.server'],
    [{ status: 500 }, 'api.error.server'],
    [{ status: 503 }, 'api.error.server'],
    [{ status: 400 }, 'api.error.unknown'],
    [{ message: 'thrown' }, 'api.error.unknown'],
    // A 429 names its limit in error.details.limit: the look-ups, a passport's wrong birthdays, or another.
    [
      {
        status: 429,
        code: 'rate_limited',
        data: { error: { code: 'rate_limited', details: { limit: 'lookup' } } },
      },
      'api.error.lookupLimited',
    ],
    [
      {
        status: 429,
        code: 'rate_limited',
        data: { error: { code: 'rate_limited', details: { limit: 'birthday' } } },
      },
      'api.error.passportLocked',
    ],
    [
      { status: 429, code: 'rate_limited', data: { error: { code: 'rate_limited' } } },
      'api.error.rateLimited',
    ],
  ])('%j -> %s', (error, id) => {
    expect(apiErrorMessageId(error)).toBe(id);
  });

  it('has a text for every generic id in uz, en and ru', () => {
    const ids = [
      'api.error.network',
      'api.error.timeout',
      'api.error.server',
      'api.error.rateLimited',
      'api.error.lookupLimited',
      'api.error.passportLocked',
      'api.error.unknown',
    ];
    for (const catalogue of [uz, en, ru]) {
      expect(Object.keys(catalogue).sort()).toEqual([...ids].sort());
      for (const id of ids) expect((catalogue as Record<string, string>)[id]).toMatch(/\S/);
    }
  });
});
