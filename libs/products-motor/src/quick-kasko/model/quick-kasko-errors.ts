import type { QuickKaskoErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `POST /sayt/tez-kasko/save`, once (apps/api/src/products/quick-kasko/README.md);
 * `price_mismatch` is the kit's; a 500 opens the error modal with `alert-modal-text` (the product's `faultMessage`). Spec 001 section 8: the
 * others read `maybe-data-is-incorrect`, a company car `for_only_individuals`.
 */
export const QUICK_KASKO_ERRORS: ErrorTable<QuickKaskoErrorCode> = {
  for_only_individuals: field('quickKasko.error.forOnlyIndividuals', 'car', 'gosNumber'),
  vehicle_not_found: field('motor.car.notFound', 'car', 'techNumber'),
  restricted_model: field('motor.car.restricted', 'car', 'gosNumber'),
  car_too_old: field('quickKasko.error.carTooOld', 'car', 'gosNumber'),
  // The applicant step is the saving one: its messages stay above its fields.
  person_not_found: page('quickKasko.error.maybeDataIsIncorrect'),
  unknown_program: page('quickKasko.error.maybeDataIsIncorrect'),
  validation: page('quickKasko.error.maybeDataIsIncorrect'),
};
