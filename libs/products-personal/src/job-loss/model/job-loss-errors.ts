import type { JobLossErrorCode } from '@polis/api-contract';
import { field, page, type ErrorTable } from '@polis/product-kit';

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
  file_too_large: page('upload.error.tooLarge'),
  unsupported_file_type: page('upload.error.typeDocument'),
  active_pdf: page('jobLoss.error.activePdf'),
  unreadable_file: page('upload.error.unreadable'),
  empty_file: page('upload.error.empty'),
  file_required: page('upload.error.required'),
};
