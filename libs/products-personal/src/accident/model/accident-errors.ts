import type { AccidentErrorCode } from '@polis/api-contract';
import { field, item, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of the save, once (apps/api/src/products/accident/README.md); `price_mismatch` is the kit's.
 * Spec 001 section 8: a refused person is `datas_not_found`; the rest `maybe-data-is-incorrect`.
 */
export const ACCIDENT_ERRORS: ErrorTable<AccidentErrorCode> = {
  person_not_found: item('accident.error.datasNotFound', 'insureds'),
  payer_not_found: field('accident.error.datasNotFound', 'insureds', 'payer.passportNumber'),
  vehicle_not_found: field('accident.error.vehicleNotFound', 'insureds', 'vehicleNumber'),
  validation: page('accident.error.maybeDataIsIncorrect'),
};
