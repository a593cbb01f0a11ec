import { saveErrorTarget } from './save-errors';

const refusal = (code: number, key: number | null = null) => ({
  status: 200,
  code,
  message: 'x',
  data: { error: code, result: false, message: 'x', response: { key } },
});

it.each([
  [1, 'osago.error.car_owner_data_not_found'],
  [2, 'osago.error.car_owner_stir_not_found'],
  [3, 'osago.error.driver_data_not_found'],
  [4, 'osago.error.driving_license_inf_not_found'],
  [5, 'osago.error.driving_license_inf_not_found'],
  [6, 'osago.error.fault_on_driver_data'],
  [7, 'osago.error.driving_license_inf_not_found'],
  [8, 'osago.error.driving_license_inf_not_found'],
  [9, 'osago.error.driving_license_inf_not_found'],
])('code %i without a key goes to the page as %s', (code, messageId) => {
  expect(saveErrorTarget(refusal(code), 2)).toEqual({ kind: 'page', messageId });
});

it('a key attaches the error to the driver at index key - 1', () => {
  expect(saveErrorTarget(refusal(3, 2), 3)).toEqual({
    kind: 'driver',
    index: 1,
    messageId: 'osago.error.driver_data_not_found',
  });
});

it('a key beyond the driver list falls back to the page', () => {
  expect(saveErrorTarget(refusal(4, 4), 1)).toEqual({
    kind: 'page',
    messageId: 'osago.error.driving_license_inf_not_found',
  });
});

it.each([
  ['code 10', refusal(10)],
  ['an unknown code', refusal(42)],
  ['a server failure', { status: 500, code: 'internal' }],
  ['a network failure', { status: 'NETWORK' }],
  ['something thrown', new Error('boom')],
  ['nothing', undefined],
])('%s opens the global error modal', (_name, error) => {
  expect(saveErrorTarget(error, 1)).toEqual({ kind: 'modal' });
});

it('a 422 price mismatch carries the server figure', () => {
  const error = {
    status: 422,
    code: 'price_mismatch',
    data: { error: { code: 'price_mismatch', message: 'server price 394 000' }, amount_uzs: 394_000 },
  };
  expect(saveErrorTarget(error, 1)).toEqual({ kind: 'price', amountUzs: 394_000 });
});
