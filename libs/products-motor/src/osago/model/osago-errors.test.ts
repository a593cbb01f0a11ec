import { resolveError } from '@polis/product-kit';
import { OSAGO_ERRORS } from './osago-errors';

const refusal = (error: number, key: number | null) => ({
  status: 200,
  code: error,
  data: { error, result: false, response: { key } },
});

describe('OSAGO save refusals (spec 000 section 8)', () => {
  it.each([3, 4, 5, 6, 7, 8, 9])('code %i with a key goes beside that driver', (code) => {
    expect(resolveError(OSAGO_ERRORS, refusal(code, 2))).toMatchObject({
      target: { to: 'item', step: 'relatives' },
      index: 1,
    });
  });

  it('codes 1 and 2 are about the owner: on the page', () => {
    expect(resolveError(OSAGO_ERRORS, refusal(1, null))).toEqual({
      message: 'osago.error.car_owner_data_not_found',
      target: { to: 'page' },
    });
    expect(resolveError(OSAGO_ERRORS, refusal(2, null)).message).toBe('osago.error.car_owner_stir_not_found');
  });

  it('a driver code without a key has no driver to stand beside', () => {
    expect(resolveError(OSAGO_ERRORS, refusal(5, null))).not.toHaveProperty('index');
  });

  it('code 10 and unknown codes open the error modal', () => {
    expect(resolveError(OSAGO_ERRORS, refusal(10, null)).target).toEqual({ to: 'modal' });
    expect(resolveError(OSAGO_ERRORS, refusal(42, 1)).target).toEqual({ to: 'modal' });
  });

  it("a 422 carries the server's price", () => {
    expect(
      resolveError(OSAGO_ERRORS, { status: 422, code: 'price_mismatch', data: { amount_uzs: 192_000 } }),
    ).toMatchObject({ priceChanged: 192_000 });
  });
});
