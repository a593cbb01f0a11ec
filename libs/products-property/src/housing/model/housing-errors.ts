import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of create-contract (apps/api/src/products/housing/README.md); `price_mismatch` is the
 * kit's. Spec 001 section 8: a 422 is `maybe-data-is-incorrect`.
 */
export type HousingErrorCode = 'person_not_found' | 'unknown_program' | 'validation';

export const HOUSING_ERRORS: ErrorTable<HousingErrorCode> = {
  person_not_found: field('housing.error.maybeDataIsIncorrect', 'applicant', 'passportNumber'),
  unknown_program: page('housing.error.unknownProgram'),
  validation: page('housing.error.maybeDataIsIncorrect'),
};
