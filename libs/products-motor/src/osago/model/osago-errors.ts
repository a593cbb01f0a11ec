import type { OsagoSaveError } from '@polis/api-contract';
import { item, page, type ErrorTable } from '@polis/product-kit';

/**
 * Spec 000 section 8: save-policy error codes. A driver at fault (the server's `key` = index + 1) gets the
 * message beside that driver; without a key, or on the policy step, it goes on the page. Code 10 and any
 * unknown code open the global error modal (the kit's default).
 */
export type OsagoSaveCode = Exclude<OsagoSaveError, 10>;

const licence = item('osago.error.driving_license_inf_not_found', 'relatives');

export const OSAGO_ERRORS: ErrorTable<OsagoSaveCode> = {
  1: page('osago.error.car_owner_data_not_found'),
  2: page('osago.error.car_owner_stir_not_found'),
  3: item('osago.error.driver_data_not_found', 'relatives'),
  4: licence,
  5: licence,
  6: item('osago.error.fault_on_driver_data', 'relatives'),
  7: licence,
  8: licence,
  9: licence,
  // Ours: the car already has a paid policy for some of these days (the registry keeps one per vehicle). The
  // server names until when and the first free day; the policy step offers that day as the start.
  11: page('osago.error.vehicle_already_insured'),
};
