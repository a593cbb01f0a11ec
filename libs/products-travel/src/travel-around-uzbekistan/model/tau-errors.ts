import type { TravelUzbErrorCode } from '@polis/api-contract';
import { modal, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of `/sayt/travel-uzb/save` (apps/api/src/products/travel-around-uzbekistan/README.md); the
 * kit's `price_mismatch` aside. Spec 001 section 8: a non-500 failure is `maybe-data-is-incorrect`, a 500
 * `alert-modal-text` (the product's `faultMessage`); both in the error modal.
 */
export const TAU_ERRORS: ErrorTable<TravelUzbErrorCode> = {
  person_not_found: modal('tau.error.maybeDataIsIncorrect'),
  unknown_tariff: modal('tau.error.maybeDataIsIncorrect'),
  validation: modal('tau.error.maybeDataIsIncorrect'),
};

/** Spec 001 `alert-modal-text`: the error modal's text when the server fails (500). */
export const TAU_FAULT_MESSAGE = 'tau.error.alertModalText';
