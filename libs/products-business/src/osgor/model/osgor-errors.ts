import type { OsgorErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of the save, once (apps/api/src/products/osgor/README.md); `price_mismatch` is the kit's.
 * A code added to `OsgorErrorCode` in the contract and forgotten here fails the type check.
 */
export const OSGOR_ERRORS: ErrorTable<OsgorErrorCode> = {
  validation: page('osgor.error.maybeDataIsIncorrect'),
  company_not_found: field('kit.company.maybeDataIsIncorrect', 'company_info', 'inn'),
  rate_mismatch: field('osgor.error.rateMismatch', 'company_info', 'inn'),
  unknown_region: field('osgor.error.unknownRegion', 'company_info', 'regionId'),
};
