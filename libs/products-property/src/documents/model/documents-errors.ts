import type { DocumentsErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

/**
 * Every refusal of the save, once (apps/api/src/products/documents/README.md); `price_mismatch` is the kit's.
 * Spec 001 section 8: a failed person look-up is `datas_not_found`.
 */
export const DOCUMENTS_ERRORS: ErrorTable<DocumentsErrorCode> = {
  person_not_found: field('documents.error.datasNotFound', 'applicant', 'passportNumber'),
  gov_number_required: field('documents.error.govNumber', 'types', 'govNumber'),
  unknown_type: page('documents.error.unknownType'),
  validation: page('documents.error.maybeDataIsIncorrect'),
};
