import type { SportErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/** Every refusal of the save, once; `price_mismatch` is the kit's. Spec 001 section 8: `datas_not_found`. */
export const SPORT_ERRORS: ErrorTable<SportErrorCode> = {
  person_not_found: field('sport.error.datasNotFound', 'insurer', 'passportNumber'),
  insured_not_found: field('sport.error.datasNotFound', 'sportsman', 'passportNumber'),
  unknown_type: page('sport.error.unknownType'),
  validation: page('sport.error.maybeDataIsIncorrect'),
};
