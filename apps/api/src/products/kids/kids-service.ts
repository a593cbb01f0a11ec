import type { Kysely } from 'kysely';
import type { KidsCreateContractRequest, KidsCreateContractResponse, KidsRefusal } from '@polis/api-contract';
import {
  ageOn,
  KIDS_COVER_MONTHS,
  KIDS_MAX_AGE,
  KIDS_MIN_AGE,
  kidsPremium,
  kidsProgram,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { Issues } from '../../http/issues';

export interface KidsSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type KidsOutcome =
  | { readonly status: 200; readonly body: KidsCreateContractResponse }
  | { readonly status: 422; readonly body: KidsRefusal };

/** Whole years between an ISO birthday and an ISO day. */
const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The cross-field 400s: real days, the start window (1-90 days ahead), the parent an adult, children 1-17. */
function checkedBody(body: KidsCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const start = issues.date('/start_date', body.start_date);
  if (start < addDays(today, 1) || start > addDays(today, 90))
    issues.add('/start_date', 'must be 1 to 90 days ahead');
  const parentBirthday = issues.date('/applicant/birthday', body.applicant.birthday);
  if (ageOn(parentBirthday, today) < 18) issues.add('/applicant/birthday', 'the parent must be 18 or older');
  const birthdays = body.kids.map((kid, i) => {
    const iso = issues.date(`/kids/${i}/birthday`, kid.birthday);
    const age = ageOn(iso, today);
    if (iso > today || age < KIDS_MIN_AGE || age > KIDS_MAX_AGE)
      issues.add(`/kids/${i}/birthday`, `the child must be ${KIDS_MIN_AGE} to ${KIDS_MAX_AGE} years old`);
    if (!oneLine(kid.name) || !oneLine(kid.last_name) || !oneLine(kid.middle_name))
      issues.add(`/kids/${i}`, 'names must not be blank');
    return iso;
  });
  const certificates = body.kids.map((k) => `${k.seria}${k.number}`);
  if (new Set(certificates).size !== certificates.length)
    issues.add('/kids', 'must not name one child twice');
  issues.throwIfAny();
  return { start, parentBirthday, birthdays };
}

/**
 * One kids application: the program, the parent in the person registry (passport, birthday and PINFL), the
 * children, the server's total (422 when the client's differs), then the contract and its lead in one transaction.
 */
export async function createKidsContract(
  ctx: KidsSaveContext,
  body: KidsCreateContractRequest,
): Promise<KidsOutcome> {
  const { start, parentBirthday } = checkedBody(body, ctx.now ?? new Date());
  const program = kidsProgram(body.program_id);
  const { seria, number, pinfl, phone } = body.applicant;
  const parent = await findPerson(ctx.db, {
    birthday: parentBirthday,
    passport: { series: seria, number },
    pinfl,
  });
  if (!parent)
    return {
      status: 422,
      body: errorBody('person_not_found', 'No person with this passport, birthday and PINFL'),
    };
  const total = kidsPremium(body.program_id, body.kids.length);
  if (!program || (body.amount_uzs !== undefined && body.amount_uzs !== total)) {
    return { status: 422, body: priceMismatchBody(total) };
  }
  const children = body.kids.map((k) => [k.last_name, k.name, k.middle_name].map(oneLine).join(' '));
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'kids',
      amountUzs: total,
      channel: ctx.channel,
      phone,
      holderName: fullNameOf(parent),
      // Printed on the policy: the program, its covers, the children by name (their certificates stay out).
      details: {
        program: `${program.id}`,
        insured_sum: program.cover.death,
        hospital_cover: program.cover.hospital,
        insured_count: body.kids.length,
        insured_persons: children.join(', '),
        period_months: KIDS_COVER_MONTHS,
      },
      startDate: start,
      endDate: addMonthsInclusive(start, KIDS_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, program.id, body.kids.length), {
      phone,
      name: saved.holder_name,
    });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), {}) };
}

/** The lead: the product, the parent's name and phone (in full, `sendLead`), the program, how many children. */
function leadText(contract: Contract, programId: number, children: number) {
  return [
    `<b>New ${escapeHtml(productInfo('kids')?.name.en ?? 'kids')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: program ${programId}, ${children} ${children === 1 ? 'child' : 'children'}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
