import type { Kysely } from 'kysely';
import type {
  OsgorCreateContractRequest,
  OsgorCreateContractResponse,
  OsgorRefusal,
} from '@polis/api-contract';
import { OSGOR_COVER_MONTHS, OSGOR_MAX_START_AHEAD_DAYS, osgorPremium, osgorRateOf } from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { addMonthsInclusive, formatUzs, tashkentDate, addDays } from '../../contracts/format';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { priceMismatchBody } from '../kit/price-mismatch';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { normaliseDate } from '../../registries/dates';
import { findOrganization } from '../../registries/company-lookup';
import { Issues } from '../../http/issues';

export interface OsgorSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type OsgorOutcome =
  | { readonly status: 200; readonly body: OsgorCreateContractResponse }
  | { readonly status: 422; readonly body: OsgorRefusal };

const refused = (code: string, message: string): OsgorOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/** Payroll as a whole number of UZS, whether sent as a number or as its digits. */
export const fotOf = (fot: number | string): number => (typeof fot === 'number' ? fot : Number(fot));

const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ');

/**
 * The cross-field 400s: a real start day within the window, non-blank names, a payroll above zero. The names
 * are only checked for shape: the registry's are the ones kept (see `createOsgorContract`).
 */
function checkedBody(body: OsgorCreateContractRequest, now: Date) {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  const real = normaliseDate(body.start_date) !== null;
  if (real && startDate < today) issues.add('/start_date', 'must not be in the past');
  else if (real && startDate > addDays(today, OSGOR_MAX_START_AHEAD_DAYS))
    issues.add('/start_date', `must be within ${OSGOR_MAX_START_AHEAD_DAYS} days`);
  const fot = fotOf(body.fot);
  if (!Number.isSafeInteger(fot) || fot < 1) issues.add('/fot', 'must be a whole number of UZS above zero');
  const lines = { name: oneLine(body.name), direktor: oneLine(body.direktor), manzil: oneLine(body.manzil) };
  for (const [key, value] of Object.entries(lines)) if (!value) issues.add(`/${key}`, 'must not be blank');
  issues.throwIfAny();
  return { startDate, fot, ...lines };
}

/**
 * One employer liability application: the company in the tax registry, the rate of its activity, the
 * server's premium (422 when the client's differs), then the contract and its lead in one transaction.
 */
export async function createOsgorContract(
  ctx: OsgorSaveContext,
  body: OsgorCreateContractRequest,
): Promise<OsgorOutcome> {
  const { startDate, fot } = checkedBody(body, ctx.now ?? new Date());
  const company = await findOrganization(ctx.db, body.inn);
  if (!company) return refused('company_not_found', 'No company with this INN in the tax registry');
  // Registry-backed data wins (README "Registry-backed data"): the names and address sent are ignored, the
  // activity and its rate must be the registry's, since they decide the price the customer was shown.
  const name = oneLine(company.short_name ?? company.name);
  const direktor = oneLine(company.direktor);
  const manzil = oneLine(company.manzil);
  const oked = company.oked;
  const region = await ctx.db
    .selectFrom('regions')
    .select('id')
    .where('id', '=', body.regionId)
    .executeTakeFirst();
  if (!region) return refused('unknown_region', `No region ${body.regionId}`);
  const rate = osgorRateOf(oked);
  if (body.oked !== oked || body.rate !== rate) {
    return refused(
      'rate_mismatch',
      `The company's registered activity is ${oked} at rate ${rate}, not ${body.oked} at ${body.rate}`,
    );
  }
  const premium = osgorPremium(fot, rate);
  if (premium < 1) {
    const issues = new Issues();
    issues.add('/fot', 'the payroll is too small to insure');
    issues.throwIfAny();
  }
  if (body.premium !== premium) {
    const refusal = priceMismatchBody(premium);
    return {
      status: 422,
      body: {
        ...refusal,
        error: { ...refusal.error, details: [{ part: 'body', path: '/premium', message: String(premium) }] },
      },
    };
  }
  // The policy's facts (apps/api/src/policies/policy-facts.ts "employer liability"); the phone stays off it.
  const details = {
    company: name,
    inn: body.inn,
    director: direktor,
    legal_address: manzil,
    oked,
    risk_rate: rate,
    payroll: fot,
    region_id: body.regionId,
    bank: oneLine(body.bankName),
    mfo: body.mfo,
    account: body.xisob_raqam,
  };
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product: 'osgor',
      amountUzs: premium,
      channel: ctx.channel,
      phone: body.phone,
      holderName: name,
      details,
      startDate,
      endDate: addMonthsInclusive(startDate, OSGOR_COVER_MONTHS),
    });
    // The contact: the registry's director, named in the lead with the phone in full.
    await sendLead(trx, leadText(saved, name, fot), { phone: body.phone, name: direktor });
    return saved;
  });
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      error: 0,
      result: true,
      message: 'success',
      id: contract.id,
      url_click: links.click,
      url_payme: links.payme,
      contract_id: contract.id,
      order_id: contract.order_id,
      premium: contract.amount_uzs,
      amount_uzs: contract.amount_uzs,
    },
  };
}

/** The lead: the product, the company, the contact's name and phone (in full, `sendLead`), the payroll. */
function leadText(contract: Contract, company: string, fot: number) {
  return [
    '<b>New employer liability (OSGOR) application</b>',
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    `Company: ${escapeHtml(company)}`,
    ...LEAD_CONTACT_LINES,
    `Payroll: ${formatUzs(fot)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}
