import type { Kysely } from 'kysely';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { createContract, type Contract, type NewContract } from '../contracts/contract-service';
import { formatUzs, tashkentDate, addDays } from '../contracts/format';
import { productInfo } from '../contracts/products';
import type { ContractLinks } from '../contracts/saved-answer';
import type { Database } from '../db/schema';
import { sendLead } from '../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../outbox/lead';
import { escapeHtml } from '../outbox/mask';
import { normaliseDate } from '../registries/dates';
import { findPerson, type PersonRecord } from '../registries/person-lookup';
import { recordFiles, withStoredFiles } from './contract-files';
import type { UploadStorage } from './storage';
import type { CheckedFile } from './upload-form';
import { Issues } from '../http/issues';

/** What a product that saves an application with files (pets, job loss) needs to save it. */
export interface UploadSaveContext {
  readonly db: Kysely<Database>;
  readonly storage: UploadStorage;
  readonly channel: string;
  readonly links: (contract: Contract) => ContractLinks;
  readonly now?: Date;
}

/**
 * The cross-field 400s every upload application shares: real days, a start from tomorrow to 90 days ahead
 * and the applicant's birthday; `more` adds the product's own field checks to the same 400.
 */
export function applicationDates(
  body: { readonly start_date: string; readonly birthday: string },
  now: Date,
  more: (issues: Issues) => void = () => undefined,
): { startDate: string; birthday: string } {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  if (normaliseDate(body.start_date) !== null) {
    if (startDate <= today) issues.add('/start_date', 'must be from tomorrow');
    else if (startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  }
  const birthday = issues.date('/birthday', body.birthday);
  more(issues);
  issues.throwIfAny();
  return { startDate, birthday };
}

/** The applicant in the person registry, by passport and birthday (null: the product answers 422). */
export const applicantOf = (
  db: Kysely<Database>,
  body: { readonly passport_seria: string; readonly passport_number: string },
  birthday: string,
): Promise<PersonRecord | null> =>
  findPerson(db, { birthday, passport: { series: body.passport_seria, number: body.passport_number } });

/**
 * Writes the checked files, then saves the contract, its file rows and its lead in one transaction. A
 * failure after the files were written removes them: nothing is half-saved. `detail` is the lead's one line
 * of product facts (never a passport, an employer or a file).
 */
export function saveWithFiles(
  ctx: UploadSaveContext,
  files: readonly CheckedFile[],
  contract: Omit<NewContract, 'channel'> & { readonly phone: string },
  detail: string,
): Promise<Contract> {
  return withStoredFiles(ctx.storage, files, (stored) =>
    ctx.db.transaction().execute(async (trx) => {
      const saved = await createContract(trx, { ...contract, channel: ctx.channel });
      await recordFiles(trx, saved.id, stored, ctx.now);
      await sendLead(trx, leadText(saved, detail), { phone: contract.phone, name: saved.holder_name });
      return saved;
    }),
  );
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`) and the product's detail line. */
function leadText(contract: Contract, detail: string) {
  const name = productInfo(contract.product)?.name.en ?? contract.product;
  return [
    `<b>New ${escapeHtml(name)} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${detail}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
