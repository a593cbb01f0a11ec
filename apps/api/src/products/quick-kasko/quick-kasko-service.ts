import type { Kysely } from 'kysely';
import type {
  QuickKaskoCreateContractRequest,
  QuickKaskoCreateContractResponse,
  QuickKaskoRefusal,
} from '@polis/api-contract';
import {
  isRestrictedModel,
  QUICK_KASKO_COVER_MONTHS,
  quickKaskoAcceptsYear,
  quickKaskoProgram,
  type QuickKaskoProgram,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { savedAnswer } from '../../contracts/saved-answer';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { fullNameOf } from '../kit/full-name';
import { priceMismatchBody } from '../kit/price-mismatch';
import { findVehicle, vehicleDocsOf } from '../../registries/vehicle-lookup';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findPerson } from '../../registries/person-lookup';
import { carFacts } from '../kit/car-facts';
import { Issues } from '../../http/issues';

/** The contract's product: the route's key, as the cabinet and the policy series know it. */
export const QUICK_KASKO_PRODUCT = 'quick-car-insurance';

export interface QuickKaskoSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type QuickKaskoOutcome =
  | { readonly status: 200; readonly body: QuickKaskoCreateContractResponse }
  | { readonly status: 422; readonly body: QuickKaskoRefusal };

const refused = (code: string, message: string): QuickKaskoOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** The cross-field 400s: a real birthday; a resident's passport 2 letters + 7 digits; a foreigner's 3 + name. */
function checkedBody(body: QuickKaskoCreateContractRequest) {
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  if (body.applicant_type === 'resident') {
    if (!/^[A-Za-z]{2}$/.test(body.passport_seria)) issues.add('/passport_seria', 'must be 2 letters');
    if (!/^[0-9]{7}$/.test(body.passport_number)) issues.add('/passport_number', 'must be 7 digits');
  } else {
    if (body.passport_seria.length !== 3) issues.add('/passport_seria', 'must have 3 characters');
    if (!body.full_name?.trim()) issues.add('/full_name', 'is required for a foreign applicant');
  }
  issues.throwIfAny();
  return { birthday, series: body.passport_seria.toUpperCase() };
}

/**
 * One quick kasko application: the program, the car (an individual's, at most 10 years old, not
 * special-purpose), the applicant (a resident in the person registry, or a foreigner as typed), the server's
 * premium (422 when the client's differs), then the contract and its lead in one transaction. 12 months
 * from the next day.
 */
export async function createQuickKaskoContract(
  ctx: QuickKaskoSaveContext,
  body: QuickKaskoCreateContractRequest,
): Promise<QuickKaskoOutcome> {
  const { birthday, series } = checkedBody(body);
  const now = ctx.now ?? new Date();
  const program = quickKaskoProgram(body.program_id);
  if (!program) return refused('unknown_program', `No quick kasko program ${body.program_id}`);
  const vehicle = await findVehicle(ctx.db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
  if (!vehicle) return refused('vehicle_not_found', 'No vehicle with this plate and technical passport');
  if (vehicle.owner_type !== 'person')
    return refused('for_only_individuals', 'Quick kasko insures only cars owned by individuals');
  if (isRestrictedModel(vehicle.model))
    return refused('restricted_model', 'Special-purpose vehicles cannot be insured online');
  const today = tashkentDate(now);
  if (!quickKaskoAcceptsYear(vehicle.issue_year, Number(today.slice(0, 4))))
    return refused('car_too_old', 'Quick kasko insures cars up to 10 years old');
  let holderName: string;
  if (body.applicant_type === 'resident') {
    const person = await findPerson(ctx.db, {
      birthday,
      passport: { series, number: body.passport_number },
    });
    if (!person) return refused('person_not_found', 'No person with this passport and birthday');
    holderName = fullNameOf(person);
  } else {
    holderName = (body.full_name ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  }
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.premiumUzs) {
    return { status: 422, body: priceMismatchBody(program.premiumUzs) };
  }

  const startDate = addDays(today, 1);
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: QUICK_KASKO_PRODUCT,
      amountUzs: program.premiumUzs,
      channel: ctx.channel,
      phone: body.phone_number,
      holderName,
      details: {
        ...carFacts(vehicle),
        program: program.name.en,
        insured_sum: program.insuredSumUzs,
        period_months: QUICK_KASKO_COVER_MONTHS,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, QUICK_KASKO_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, program, body), {
      phone: body.phone_number,
      name: saved.holder_name,
    });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), {}) };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the program, the applicant kind. */
function leadText(contract: Contract, program: QuickKaskoProgram, body: QuickKaskoCreateContractRequest) {
  return [
    `<b>New ${escapeHtml(productInfo(QUICK_KASKO_PRODUCT)?.name.en ?? 'quick kasko')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(program.name.en)}, ${body.applicant_type} applicant`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
