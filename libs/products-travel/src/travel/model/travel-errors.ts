import type { TravelErrorCode } from '@polis/api-contract';
import { page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of save-polis (apps/api/src/products/travel/README.md); `price_mismatch` is the kit's. Spec 000
 * section 8: a save failure is `maybe-data-is-incorrect` (server faults open the kit's error modal).
 */
export const TRAVEL_ERRORS: ErrorTable<TravelErrorCode> = {
  validation: page('travel.error.maybeDataIsIncorrect'),
  program_not_allowed: page('travel.error.maybeDataIsIncorrect'),
  minimal_not_cheapest: page('travel.error.maybeDataIsIncorrect'),
};
