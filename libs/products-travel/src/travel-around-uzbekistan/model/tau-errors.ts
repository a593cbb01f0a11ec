import type { TravelUzbErrorCode } from '@polis/api-contract';
import { field, modal, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `/sayt/travel-uzb/save` (apps/api/src/products/travel-around-uzbekistan/README.md); the
 * kit's `price_mismatch` aside. Spec 001 section 8: a non-500 failure is `maybe-data-is-incorrect`, a 500
 * `alert-modal-text` (the kit's `ALERT_MODAL_TEXT` as the product's `faultMessage`); both in the error modal.
 */
export const TAU_ERRORS: ErrorTable<TravelUzbErrorCode> = {
  // The applicant is checked on its own step; a refusal at the save (the registry changed) goes back there.
  person_not_found: field('kit.applicant.notFound', 'applicant', 'passportNumber'),
  unknown_tariff: modal('tau.error.maybeDataIsIncorrect'),
  validation: modal('tau.error.maybeDataIsIncorrect'),
};
