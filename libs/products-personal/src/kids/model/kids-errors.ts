import type { KidsErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/** Every refusal of the save, once; `price_mismatch` is the kit's. Spec 001 section 8: `datas_not_found`. */
export const KIDS_ERRORS: ErrorTable<KidsErrorCode> = {
  person_not_found: field('kids.error.datasNotFound', 'parent', 'pinfl'),
  validation: page('kids.error.maybeDataIsIncorrect'),
};
