import type { JobLossErrorCode } from '@polis/api-contract';
import { field, fileRefusal, page, type ErrorTable } from '@polis/product-kit';

/** The save's file fields (apps/api `details.field`) and the documents step's. */
const FILES = { work_book: 'workBook', salary_certificate: 'salaryCertificate' };

/**
 * Every refusal of the save, once (apps/api/src/products/job-loss/README.md); `price_mismatch` is the kit's.
 * A code added to `JobLossErrorCode` in the contract and forgotten here fails the type check.
 */
export const JOB_LOSS_ERRORS: ErrorTable<JobLossErrorCode> = {
  validation: page('jobLoss.error.maybeDataIsIncorrect'),
  salary_out_of_range: field('jobLoss.salary.range', 'job', 'salary'),
  wrong_inn: field('jobLoss.error.wrongInn', 'job', 'inn'),
  company_not_found: field('jobLoss.error.companyNotFound', 'job', 'inn'),
  person_not_found: field('jobLoss.error.personNotFound', 'personal', 'passportNumber'),
  file_too_large: fileRefusal('tooLarge', 'documents', FILES),
  unsupported_file_type: fileRefusal('typeDocument', 'documents', FILES),
  active_pdf: fileRefusal('activePdf', 'documents', FILES),
  unreadable_file: fileRefusal('unreadable', 'documents', FILES),
  empty_file: fileRefusal('empty', 'documents', FILES),
  file_required: page('upload.error.required'),
};
