import type { ApiError } from '@polis/api-client';
import { field, item, modal, page, resolveError, type ErrorTable } from './error-table';

type Code = 1 | 5 | 'person_not_found';
const table: ErrorTable<Code> = {
  1: page('osago.error.car_owner_data_not_found'),
  5: item('osago.error.driving_license_inf_not_found', 'relatives'),
  person_not_found: field('kit.error.personNotFound', 'applicant', 'passportNumber'),
};
const err = (e: ApiError) => e;

describe('resolveError', () => {
  it("maps the product's codes to their message and target", () => {
    expect(resolveError(table, err({ status: 200, code: 1 }))).toEqual(table[1]);
    expect(resolveError(table, err({ status: 422, code: 'person_not_found' }))).toEqual({
      message: 'kit.error.personNotFound',
      target: { to: 'field', step: 'applicant', field: 'passportNumber' },
    });
  });

  it("puts an item's error beside the item the server's key names", () => {
    const error = err({ status: 200, code: 5, data: { error: 5, response: { key: 2 } } });
    expect(resolveError(table, error)).toEqual({ ...table[5], index: 1 });
  });

  it('carries the facts of a refusal as message values, days as DD.MM.YYYY', () => {
    const error = err({
      status: 200,
      code: 1,
      data: {
        error: 1,
        response: { key: null, insured_until: '2027-05-01', next_start_date: '2027-05-02', n: 2 },
      },
    });
    expect(resolveError(table, error)).toEqual({
      ...table[1],
      values: { insured_until: '01.05.2027', next_start_date: '02.05.2027', n: 2 },
    });
  });

  it("reports the server's new price", () => {
    const error = err({
      status: 422,
      code: 'price_mismatch',
      data: { error: { code: 'price_mismatch', message: 'x' }, amount_uzs: 150_000 },
    });
    expect(resolveError(table, error)).toEqual({
      priceChanged: 150_000,
      message: 'kit.error.priceChanged',
      target: { to: 'page' },
    });
  });

  it('says "no connection" for a network failure, and opens the modal for a server fault', () => {
    expect(resolveError(table, err({ status: 'NETWORK' }))).toEqual(page('api.error.network'));
    expect(resolveError(table, err({ status: 'TIMEOUT' }))).toEqual(page('api.error.timeout'));
    expect(resolveError(table, err({ status: 500, code: 'internal' }))).toEqual(modal());
    expect(resolveError(table, err({ status: 200, code: 99 }))).toEqual(modal());
    expect(resolveError(table, new Error('x'))).toEqual(modal());
  });

  it("opens the modal with the product's fault text, and with a modal entry's own text", () => {
    const fault = 'kit.error.alertModalText';
    expect(resolveError(table, err({ status: 500, code: 'internal' }), fault)).toEqual({
      message: fault,
      target: { to: 'modal' },
    });
    expect(resolveError(table, new Error('x'), fault)).toEqual(modal(fault));
    const refusals: ErrorTable<'validation'> = { validation: modal('travel.error.maybeDataIsIncorrect') };
    expect(resolveError(refusals, err({ status: 400, code: 'validation' }), fault)).toEqual({
      message: 'travel.error.maybeDataIsIncorrect',
      target: { to: 'modal' },
    });
    // The transport's own messages stay on the page.
    expect(resolveError(table, err({ status: 'NETWORK' }), fault)).toEqual(page('api.error.network'));
  });
});
