import type { Kysely } from 'kysely';
import type {
  KaskoCreateContractRequest,
  KaskoCreateContractResponse,
  KaskoRefusal,
} from '@polis/api-contract';
import {
  isRestrictedModel,
  KASKO_CARS,
  KASKO_COVER_MONTHS,
  KASKO_LIABILITY_RISK_IDS,
  KASKO_PROGRAMS,
  KASKO_RISKS,
  kaskoPosition,
  kaskoPremium,
  kaskoYearPrice,
  type KaskoChoice,
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
import { carFacts, splitPassport } from '../kit/car-facts';
import { Issues } from '../../http/issues';

/** The contract's product: the route's key, as the cabinet and the policy series (ENK) know it. */
export const KASKO_PRODUCT = 'kasko';

export interface KaskoSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type KaskoOutcome =
  | { readonly status: 200; readonly body: KaskoCreateContractResponse }
  | { readonly status: 422; readonly body: KaskoRefusal };

const refused = (code: string, message: string): KaskoOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * The cross-field 400s: a real birthday; a year not in the future; program type 0 with a program and no
 * risks, type 1 with distinct risks and no program; liability limits only for chosen liability risks, once.
 */
function checkedBody(body: KaskoCreateContractRequest, year: number) {
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  if (body.year > year) issues.add('/year', 'is in the future');
  let choice: KaskoChoice = { type: 0, programId: 0 };
  if (body.program_type === 0) {
    if (body.program_id === undefined) issues.add('/program_id', 'is required for program_type 0');
    if (body.risks !== undefined) issues.add('/risks', 'is only for program_type 1');
    if (body.liabilities !== undefined) issues.add('/liabilities', 'is only for program_type 1');
    choice = { type: 0, programId: body.program_id ?? 0 };
  } else {
    const risks = body.risks ?? [];
    if (risks.length === 0) issues.add('/risks', 'is required for program_type 1');
    if (new Set(risks).size !== risks.length) issues.add('/risks', 'must not repeat a risk');
    if (body.program_id !== undefined) issues.add('/program_id', 'is only for program_type 0');
    const limits = body.liabilities ?? [];
    if (new Set(limits.map((x) => x.risk_id)).size !== limits.length)
      issues.add('/liabilities', 'must not repeat a risk');
    limits.forEach((x, i) => {
      if (!KASKO_LIABILITY_RISK_IDS.includes(x.risk_id) || !risks.includes(x.risk_id))
        issues.add(`/liabilities/${i}/risk_id`, 'is not a chosen liability risk');
    });
    choice = { type: 1, riskIds: risks };
  }
  issues.throwIfAny();
  return { birthday, choice };
}

/** Each chosen liability risk's limit: the one sent, else 1,000,000 UZS. */
function liabilityLimits(body: KaskoCreateContractRequest, defaultLimit: number) {
  if (body.program_type !== 1) return [];
  return (body.risks ?? [])
    .filter((id) => KASKO_LIABILITY_RISK_IDS.includes(id))
    .map((id) => ({
      riskId: id,
      amount: body.liabilities?.find((x) => x.risk_id === id)?.amount ?? defaultLimit,
    }));
}

/** `Chevrolet Cobalt GS-STYLE MT` of a catalogue position. */
function catalogueName(positionId: number): string {
  for (const brand of KASKO_CARS)
    for (const model of brand.models)
      for (const position of model.positions)
        if (position.id === positionId) return `${brand.name} ${model.name} ${position.name}`;
  return String(positionId);
}

/**
 * One kasko application (spec 001 "Kasko"): the catalogue car and its year give the sum insured (5 % less per
 * year of age), the program or the constructor's risks the premium (never below 400,000); the car is found
 * in the vehicle registry by plate and tech passport (not special-purpose), the policyholder in the person
 * registry. 422 when the client's premium differs; then the contract and its lead in one transaction. 12
 * months from the next day (Tashkent days).
 */
export async function createKaskoContract(
  ctx: KaskoSaveContext,
  body: KaskoCreateContractRequest,
  defaultLiabilityUzs: number,
): Promise<KaskoOutcome> {
  const now = ctx.now ?? new Date();
  const today = tashkentDate(now);
  const thisYear = Number(today.slice(0, 4));
  const { birthday, choice } = checkedBody(body, thisYear);
  const position = kaskoPosition(body.position_id);
  if (!position) return refused('unknown_car', `No car ${body.position_id} in the kasko catalogue`);
  const price = kaskoYearPrice(position.priceUzs, body.year, thisYear);
  if (price === null) return refused('car_too_old', 'Kasko insures cars up to 19 years old');
  if (choice.type === 0 && !KASKO_PROGRAMS.some((p) => p.id === choice.programId))
    return refused('unknown_program', `No kasko program ${choice.programId}`);
  if (choice.type === 1 && !choice.riskIds.every((id) => KASKO_RISKS.some((r) => r.id === id)))
    return refused('unknown_risk', 'A constructor risk is unknown');
  const premium = kaskoPremium(price, choice);
  if (premium === null) return refused('unknown_risk', 'The constructor risks are not valid');
  const vehicle = await findVehicle(ctx.db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
  if (!vehicle) return refused('vehicle_not_found', 'No vehicle with this plate and technical passport');
  if (isRestrictedModel(vehicle.model))
    return refused('restricted_model', 'Special-purpose vehicles cannot be insured online');
  const person = await findPerson(ctx.db, { birthday, passport: splitPassport(body.passport) });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== premium) {
    return { status: 422, body: priceMismatchBody(premium) };
  }

  const limits = liabilityLimits(body, defaultLiabilityUzs);
  const riskName = (id: number) => KASKO_RISKS.find((r) => r.id === id)?.name.en ?? String(id);
  const facts = carFacts(vehicle);
  const startDate = addDays(today, 1);
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: KASKO_PRODUCT,
      amountUzs: premium,
      channel: ctx.channel,
      phone: body.phone_number,
      holderName: fullNameOf(person),
      details: {
        ...facts,
        vin: vehicle.body_number || body.body_number.trim().toUpperCase(),
        engine_number: vehicle.engine_number || body.engine_number.trim().toUpperCase(),
        color: body.color.trim(),
        kasko_car: `${catalogueName(position.id)}, ${body.year}`,
        ...(choice.type === 0
          ? { program: KASKO_PROGRAMS.find((p) => p.id === choice.programId)?.name ?? '' }
          : { kasko_risks: choice.riskIds.map(riskName).join(', ') }),
        ...(limits.length
          ? {
              kasko_liabilities: limits
                .map((x) => `${riskName(x.riskId)} ${formatUzs(x.amount)} UZS`)
                .join(', '),
            }
          : {}),
        insured_sum: price,
        period_months: KASKO_COVER_MONTHS,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, KASKO_COVER_MONTHS),
    });
    await sendLead(trx, leadText(saved, choice, body), {
      phone: body.phone_number,
      name: saved.holder_name,
    });
    return saved;
  });
  return { status: 200, body: savedAnswer(contract, ctx.links(contract), { price }) };
}

/** The lead: the product, the contact's name and phone (in full, `sendLead`), the catalogue car, the cover. */
function leadText(contract: Contract, choice: KaskoChoice, body: KaskoCreateContractRequest) {
  const cover =
    choice.type === 0
      ? `program ${KASKO_PROGRAMS.find((p) => p.id === choice.programId)?.name ?? ''}`
      : `constructor, ${choice.riskIds.length} risk(s)`;
  return [
    `<b>New ${escapeHtml(productInfo(KASKO_PRODUCT)?.name.en ?? 'kasko')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Detail: ${escapeHtml(catalogueName(body.position_id))}, ${body.year}, ${escapeHtml(cover)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
