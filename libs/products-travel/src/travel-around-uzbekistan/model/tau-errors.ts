import type { TravelUzbErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `/sayt/travel-uzb/save` (apps/api/src/products/travel-around-uzbekistan/README.md); the
 * kit's `price_mismatch` aside. Spec 001 section 8: a non-500 failure is `maybe-data-is-incorrect`; a 500
 * opens the kit's error modal (`alert-modal-text`).
 */
export const TAU_ERRORS: ErrorTable<TravelUzbErrorCode> = {
  person_not_found: field('tau.error.maybeDataIsIncorrect', 'applicant', 'passportNumber'),
  unknown_tariff: page('tau.error.maybeDataIsIncorrect'),
  validation: page('tau.error.maybeDataIsIncorrect'),
};
