import type { KindnessErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/** Every refusal of the save, once; `price_mismatch` is the kit's. Spec 001 section 8: `datas_not_found`. */
export const KINDNESS_ERRORS: ErrorTable<KindnessErrorCode> = {
  person_not_found: field('kindness.error.datasNotFound', 'applicant', 'buyer.passportNumber'),
  insured_not_found: field('kindness.error.datasNotFound', 'applicant', 'insured.passportNumber'),
  unknown_program: page('kindness.error.unknownProgram'),
  validation: page('kindness.error.maybeDataIsIncorrect'),
};
