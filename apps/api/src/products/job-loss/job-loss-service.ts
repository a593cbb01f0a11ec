import type {
  JobLossCreateContractRequest,
  JobLossCreateContractResponse,
  JobLossRefusal,
} from '@polis/api-contract';
import { JOB_LOSS_COVERED_MONTHS, JOB_LOSS_COVER_MONTHS, jobLossQuote } from '@polis/tariffs';
import { addMonthsInclusive, formatUzs } from '../../contracts/format';
import { savedAnswer } from '../../contracts/saved-answer';
import { errorBody } from '../../errors';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import { findOrganization } from '../../registries/company-lookup';
import {
  applicantOf,
  applicationDates,
  saveWithFiles,
  type UploadSaveContext,
} from '../../uploads/upload-application';
import type { CheckedFile } from '../../uploads/upload-form';

export type JobLossSaveContext = UploadSaveContext;

export type JobLossOutcome =
  | { readonly status: 200; readonly body: JobLossCreateContractResponse }
  | { readonly status: 422; readonly body: JobLossRefusal };

const refused = (code: string, message: string): JobLossOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * One job loss application. Everything is checked first (the documents by the upload hook, then the fields,
 * the salary, the employer in the tax registry, the applicant in the person registry and the price); only then
 * are the two documents written, and the contract, its file rows and its lead saved in one transaction.
 */
export async function createJobLossContract(
  ctx: JobLossSaveContext,
  body: JobLossCreateContractRequest,
  files: readonly CheckedFile[],
): Promise<JobLossOutcome> {
  const jobTitle = body.job_title.trim().replace(/\s+/g, ' ');
  const { startDate, birthday } = applicationDates(body, ctx.now ?? new Date(), (issues) => {
    if (jobTitle.length < 2) issues.add('/job_title', 'must have at least 2 characters');
  });
  const quote = jobLossQuote(body.salary);
  if (!quote) return refused('salary_out_of_range', 'The salary is outside the insured range');
  const company = await findOrganization(ctx.db, body.inn);
  if (!company) return refused('company_not_found', `No company with INN ${body.inn}`);
  if (!company.short_name) return refused('wrong_inn', 'This employer cannot be insured online');
  const person = await applicantOf(ctx.db, body, birthday);
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== quote.totalPayable) {
    return { status: 422, body: priceMismatchBody(quote.totalPayable) };
  }

  const contract = await saveWithFiles(
    ctx,
    files,
    {
      product: 'job-loss',
      amountUzs: quote.totalPayable,
      phone: body.phone,
      holderName: fullNameOf(person),
      // Printed on the policy: the insured job and the cover.
      details: {
        job_title: jobTitle,
        employer: company.short_name,
        employer_inn: company.inn,
        salary: body.salary,
        covered_months: JOB_LOSS_COVERED_MONTHS,
        coverage: quote.coverage,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, JOB_LOSS_COVER_MONTHS),
    },
    // The lead names the coverage: never the passport, the employer or the documents.
    `coverage ${formatUzs(quote.coverage)} UZS`,
  );
  return {
    status: 200,
    body: savedAnswer(contract, ctx.links(contract), {
      coverage: quote.coverage,
      total_payable: quote.totalPayable,
    }),
  };
}
