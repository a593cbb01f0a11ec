import type { Kysely } from 'kysely';
import type {
  HousingCreateContractRequest,
  HousingCreateContractResponse,
  HousingRefusal,
} from '@polis/api-contract';
import {
  HOUSING_COVER_MONTHS,
  OSAGO_MAX_START_AHEAD_DAYS,
  housingProgram,
  type HousingProgram,
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
import { normaliseDate } from '../../registries/dates';
import { findPerson } from '../../registries/person-lookup';
import { Issues } from '../../http/issues';

export const HOUSE_TYPE_KEYS = { 1: 'flat', 2: 'house' } as const;

export interface HousingSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type HousingOutcome =
  | { readonly status: 200; readonly body: HousingCreateContractResponse }
  | { readonly status: 422; readonly body: HousingRefusal };

const refused = (code: string, message: string): HousingOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The cross-field 400s: real days, the start within OSAGO's window (today .. +90 days), a real address. */
function checkedBody(body: HousingCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  const real = normaliseDate(body.start_date) !== null;
  if (real && startDate < today) issues.add('/start_date', 'must not be in the past');
  else if (real && startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
    issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  const birthday = issues.date('/applicant/birthday', body.applicant.birthday);
  // One line on the policy: inner runs of spaces collapse, the ends are trimmed.
  const address = body.home.address.trim().replace(/\s+/g, ' ');
  if (address.length < 5) issues.add('/home/address', 'must have at least 5 characters');
  issues.throwIfAny();
  return { startDate, birthday, address };
}

/**
 * One home insurance application: the program, the applicant in the person registry, the server's premium
 * (422 when the client's differs), then the contract and its lead message in one transaction.
 */
export async function createHousingContract(
  ctx: HousingSaveContext,
  body: HousingCreateContractRequest,
): Promise<HousingOutcome> {
  const { startDate, birthday, address } = checkedBody(body, ctx.now ?? new Date());
  const program = housingProgram(body.program_id);
  if (!program) return refused('unknown_program', `No home insurance program ${body.program_id}`);
  const { seria, number, phone } = body.applicant;
  const person = await findPerson(ctx.db, { birthday, passport: { series: seria, number } });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.premiumUzs) {
    return { status: 422, body: priceMismatchBody(program.premiumUzs) };
  }

  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'housing',
      amountUzs: program.premiumUzs,
      channel: ctx.channel,
      phone,
      holderName: fullNameOf(person),
      // Printed on the policy; the address is the insured object's, so it belongs there.
      details: {
        program: program.name.en,
        insured_sum: program.insuredSumUzs,
        house_type: HOUSE_TYPE_KEYS[body.home.type],
        address,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, HOUSING_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, program), { phone, name: saved.holder_name });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), {}) };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the program; no address. */
function leadText(contract: Contract, program: HousingProgram) {
  return [
    `<b>New ${escapeHtml(productInfo('housing')?.name.en ?? 'home insurance')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(program.name.en)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
