import { fieldOf, offerFailure, renewFailure } from './renewal-errors';

const body = (code: string, extra: Record<string, unknown> = {}) => ({
  error: { code, message: code },
  ...extra,
});

it('names the fields this page asks, and no other', () => {
  expect(fieldOf('/start_date')).toBe('start_date');
  expect(fieldOf('/email')).toBe('email');
  expect(fieldOf('/applicant/passport')).toBeNull();
  expect(fieldOf(undefined)).toBeNull();
});

it('tells a bad token, an expired one and a failure worth another try apart', () => {
  expect(offerFailure({ status: 404, code: 'renewal_not_found' })).toEqual({ kind: 'not_found' });
  expect(offerFailure({ status: 410, code: 'renewal_expired' })).toEqual({ kind: 'expired' });
  expect(offerFailure({ status: 'NETWORK' })).toEqual({ kind: 'failed', messageId: 'api.error.network' });
  expect(offerFailure({ status: 503 })).toEqual({ kind: 'failed', messageId: 'api.error.server' });
});

it("reads a refused renewal: the server's price, a changed offer, a field, or words for the page", () => {
  const priced = { status: 422, code: 'price_mismatch', data: body('price_mismatch', { amount_uzs: 9 }) };
  expect(renewFailure(priced)).toEqual({ kind: 'price', amount: 9 });
  expect(renewFailure({ status: 409, code: 'already_renewed', data: body('already_renewed') })).toEqual({
    kind: 'offer',
  });
  expect(renewFailure({ status: 410, code: 'renewal_expired' })).toEqual({ kind: 'offer' });
  expect(
    renewFailure({
      status: 422,
      code: 'trip_too_long',
      message: 'A trip lasts 90 days at most.',
      data: body('trip_too_long', { field: '/end_date' }),
    }),
  ).toEqual({ kind: 'field', field: 'end_date', said: { text: 'A trip lasts 90 days at most.' } });
  expect(
    renewFailure({
      status: 422,
      code: 'renewal_not_offered',
      message: 'no',
      data: body('renewal_not_offered'),
    }),
  ).toEqual({ kind: 'page', said: { text: 'no' }, code: 'renewal_not_offered' });
  const validation = {
    status: 400,
    code: 'validation',
    data: {
      error: { code: 'validation', message: 'x', details: [{ part: 'body', path: '/email', message: 'x' }] },
    },
  };
  expect(renewFailure(validation)).toEqual({
    kind: 'field',
    field: 'email',
    said: { id: 'account.renewal.form.invalid' },
  });
  expect(renewFailure({ status: 'TIMEOUT' })).toEqual({ kind: 'page', said: { id: 'api.error.timeout' } });
});
