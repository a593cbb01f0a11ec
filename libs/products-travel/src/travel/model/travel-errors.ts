import type { TravelErrorCode } from '@polis/api-contract';
import { modal, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of save-polis (apps/api/src/products/travel/README.md); `price_mismatch` is the kit's. Spec 000
 * section 8: a save failure sets `maybe-data-is-incorrect` and opens the error modal, so every refusal opens
 * the modal with that text (server faults open it with the kit's general apology).
 */
export const TRAVEL_ERRORS: ErrorTable<TravelErrorCode> = {
  validation: modal('travel.error.maybeDataIsIncorrect'),
  program_not_allowed: modal('travel.error.maybeDataIsIncorrect'),
  minimal_not_cheapest: modal('travel.error.maybeDataIsIncorrect'),
};
