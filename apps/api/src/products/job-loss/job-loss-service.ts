import type { Kysely } from 'kysely';
import type {
  JobLossCreateContractRequest,
  JobLossCreateContractResponse,
  JobLossRefusal,
} from '@polis/api-contract';
import {
  JOB_LOSS_COVERED_MONTHS,
  JOB_LOSS_COVER_MONTHS,
  OSAGO_MAX_START_AHEAD_DAYS,
  jobLossQuote,
  type JobLossQuote,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, tashkentDate } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { addDays, Issues } from '../osago/normalise';
import { fullNameOf } from '../osago/owner-rules';
import { priceMismatchBody } from '../osago/pricing';
import { sendChat } from '../../outbox/chat-outbox';
import { escapeHtml, maskPhone } from '../../outbox/mask';
import { findOrganization } from '../../registries/company-lookup';
import { normaliseDate } from '../../registries/dates';
import { findPerson } from '../../registries/person-lookup';
import { recordFiles, withStoredFiles } from '../../uploads/contract-files';
import type { UploadStorage } from '../../uploads/storage';
import type { CheckedFile } from '../../uploads/upload-form';

export interface JobLossSaveContext {
  readonly db: Kysely<Database>;
  readonly storage: UploadStorage;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type JobLossOutcome =
  | { readonly status: 200; readonly body: JobLossCreateContractResponse }
  | { readonly status: 422; readonly body: JobLossRefusal };

const refused = (code: string, message: string): JobLossOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The cross-field 400s: real days, a start from tomorrow to 90 days ahead, a job title that is not blank. */
function checkedBody(body: JobLossCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  if (normaliseDate(body.start_date) !== null) {
    if (startDate <= today) issues.add('/start_date', 'must be from tomorrow');
    else if (startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  }
  const birthday = issues.date('/birthday', body.birthday);
  const jobTitle = body.job_title.trim().replace(/\s+/g, ' ');
  if (jobTitle.length < 2) issues.add('/job_title', 'must have at least 2 characters');
  issues.throwIfAny();
  return { startDate, birthday, jobTitle };
}

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
  const { startDate, birthday, jobTitle } = checkedBody(body, ctx.now ?? new Date());
  const quote = jobLossQuote(body.salary);
  if (!quote) return refused('salary_out_of_range', 'The salary is outside the insured range');
  const company = await findOrganization(ctx.db, body.inn);
  if (!company) return refused('company_not_found', `No company with INN ${body.inn}`);
  if (!company.short_name) return refused('wrong_inn', 'This employer cannot be insured online');
  const person = await findPerson(ctx.db, {
    birthday,
    passport: { series: body.passport_seria, number: body.passport_number },
  });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== quote.totalPayable) {
    return { status: 422, body: priceMismatchBody(quote.totalPayable) };
  }

  const contract = await withStoredFiles(ctx.storage, files, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const saved = await createContract(trx, {
        product: 'job-loss',
        amountUzs: quote.totalPayable,
        channel: ctx.channel,
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
      });
      await recordFiles(trx, saved.id, stored, ctx.now);
      await sendChat(trx, leadText(saved, quote, body.phone));
      return saved;
    }),
  );
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      error: 0,
      result: true,
      message: 'success',
      contract_id: contract.id,
      order_id: contract.order_id,
      payme_url: links.payme,
      click_url: links.click,
      coverage: quote.coverage,
      total_payable: quote.totalPayable,
      amount_uzs: contract.amount_uzs,
    },
  };
}

/** The chat relay gets the product, a masked phone and the coverage: never the passport, employer or documents. */
function leadText(contract: Contract, quote: JobLossQuote, phone: string) {
  return [
    `<b>New ${escapeHtml(productInfo('job-loss')?.name.en ?? 'job loss insurance')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    `Phone: ${maskPhone(phone)}`,
    `Detail: coverage ${formatUzs(quote.coverage)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
