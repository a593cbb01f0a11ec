import type { FastifyInstance } from 'fastify';
import { OSGOR_ENDPOINTS, type OsgorCreateContractRequest } from '@polis/api-contract';
import { OSGOR_COVER_MONTHS, OSGOR_MAX_START_AHEAD_DAYS, osgorPremium, osgorRateOf } from '@polis/tariffs';
import type { Contract } from '../../contracts/contract-service';
import { addDays, addMonthsInclusive, formatUzs } from '../../contracts/format';
import { serve } from '../../http/endpoint';
import { Issues } from '../../http/issues';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { findOrganization } from '../../registries/company-lookup';
import { normaliseDate } from '../../registries/dates';
import { refuse, saleRoutes, type SaleRoutesOptions } from '../kit/sale';
import { oneLine } from '../kit/full-name';

/** Payroll as a whole number of UZS, whether sent as a number or as its digits. */
const fotOf = (fot: number | string): number => (typeof fot === 'number' ? fot : Number(fot));

/**
 * The cross-field 400s: a real start day within the window, non-blank names, a payroll above zero. The names
 * are only checked for shape: the registry's are the ones kept (README "Registry-backed data").
 */
function checkedBody(body: OsgorCreateContractRequest, today: string) {
  const issues = new Issues();
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
  return { startDate, fot };
}

/** The lead: the product, the company, the contact's name and phone (in full, `sendLead`), the payroll. */
const leadText = (company: string, fot: number) => (contract: Contract) =>
  [
    '<b>New employer liability (OSGOR) application</b>',
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    `Company: ${escapeHtml(company)}`,
    ...LEAD_CONTACT_LINES,
    `Payroll: ${formatUzs(fot)} UZS`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');

/**
 * The save and the check: the company in the tax registry, the rate of its activity, the server's premium
 * (422 `price_mismatch` at `/premium` when the client's differs); the kit writes the contract and its lead.
 * The answer names the links `url_click`, `url_payme` and repeats the id and the total as `id`, `premium`.
 */
const osgorSale = saleRoutes({
  key: 'osgor',
  // Compulsory: cancelled here only before it starts (README.md, "Cancellation").
  cancellation: 'compulsory',
  tag: 'osgor',
  title: 'employer liability',
  save: OSGOR_ENDPOINTS.save,
  check: OSGOR_ENDPOINTS.check,
  saveSummary: 'Save an employer liability application and get its payment links (url_click, url_payme, id)',
  saveDescription:
    'The server takes the rate of the OKED class and prices fot x rate. HTTP 422 price_mismatch: premium ' +
    "differs (amount_uzs carries the server's figure); rate_mismatch: the rate is not the activity's; " +
    'company_not_found: the INN is not in the tax registry; unknown_region. 400 validation: malformed fields.',
  clientTotal: (body) => body.premium,
  totalPath: '/premium',
  answerShape: ({ payme_url, click_url, ...answer }) => ({
    ...answer,
    id: answer.contract_id,
    url_click: click_url,
    url_payme: payme_url,
    premium: answer.amount_uzs,
  }),
  async sell(body, { db, today }) {
    const { startDate, fot } = checkedBody(body, today);
    const company = await findOrganization(db, body.inn);
    if (!company) return refuse('company_not_found', 'No company with this INN in the tax registry');
    // Registry-backed data wins (README "Registry-backed data"): the names and address sent are ignored, the
    // activity and its rate must be the registry's, since they decide the price the customer was shown.
    const name = oneLine(company.short_name ?? company.name);
    const direktor = oneLine(company.direktor);
    const oked = company.oked;
    const region = await db
      .selectFrom('regions')
      .select('id')
      .where('id', '=', body.regionId)
      .executeTakeFirst();
    if (!region) return refuse('unknown_region', `No region ${body.regionId}`);
    const rate = osgorRateOf(oked);
    if (body.oked !== oked || body.rate !== rate) {
      return refuse(
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
    return {
      amountUzs: premium,
      phone: body.phone,
      holderName: name,
      // The policy's facts (apps/api/src/policies/policy-facts.ts "employer liability"); the phone stays off it,
      // and so does the company's name: it is the policyholder, printed once as such. The bank, MFO and account
      // are not kept: the premium is paid online (Payme, Click), so no account is part of the policy.
      details: {
        inn: body.inn,
        director: direktor,
        legal_address: oneLine(company.manzil),
        oked,
        risk_rate: rate,
        payroll: fot,
        region_id: body.regionId,
      },
      startDate,
      endDate: addMonthsInclusive(startDate, OSGOR_COVER_MONTHS),
      lead: `${name}, payroll ${formatUzs(fot)} UZS`,
      // The contact: the registry's director, named in the lead with the phone in full.
      leadText: leadText(name, fot),
      contactName: direktor,
    };
  },
});

/** Employer liability (OSGOR) calls (under /api, channel credential): the calculator, the kit's save and check. */
export async function osgorRoutes(app: FastifyInstance, options: SaleRoutesOptions) {
  serve(
    app,
    OSGOR_ENDPOINTS.calculate,
    { tags: ['osgor'], summary: 'Employer liability premium: annual payroll x rate (libs/tariffs osgor)' },
    async (request) => ({
      error: 0,
      result: true,
      message: 'success',
      premium: osgorPremium(fotOf(request.body.fot), request.body.rate),
    }),
  );
  await osgorSale(app, options);
}
