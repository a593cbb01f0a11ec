import type { MiniKaskoErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `saqlash`, once (apps/api/src/products/mini-kasko/README.md); `price_mismatch` is the
 * kit's, a 500 opens the error modal with `alert-modal-text` (the product's `faultMessage`). Spec 001 section 8: a 422 shows `fault_on_driver_data`.
 */
export const MINI_KASKO_ERRORS: ErrorTable<MiniKaskoErrorCode> = {
  // The applicant step is the saving one: the message stays above its fields.
  person_not_found: page('miniKasko.error.faultOnDriverData'),
  vehicle_not_found: field('motor.car.notFound', 'car', 'techNumber'),
  restricted_model: page('motor.car.restricted'),
  unknown_program: page('miniKasko.error.faultOnDriverData'),
  validation: page('miniKasko.error.faultOnDriverData'),
};
