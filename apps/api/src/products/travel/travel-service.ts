import type { Kysely } from 'kysely';
import type {
  TravelCalculatorRequest,
  TravelCalculatorResponse,
  TravelRefusal,
  TravelSaveRequest,
  TravelSaveResponse,
} from '@polis/api-contract';
import {
  TRAVEL_CBU_RATE,
  TRAVEL_DURATIONS,
  TRAVEL_MAX_DAYS,
  TRAVEL_MAX_START_AHEAD_DAYS,
  TRAVEL_MULTI_ENTRY_DURATIONS,
  TRAVEL_MULTI_ENTRY_VALID_DAYS,
  TRAVEL_PROGRAMS,
  TRAVEL_PURPOSES,
  TRAVEL_RISKS,
  ageOn,
  cheapestProgram,
  familyAllowed,
  programsForCountries,
  travelQuote,
  type TravelProgramId,
  type TravelPurposeId,
  type TravelRiskKey,
} from '@polis/tariffs';
import { createContract, type Contract } from '../../contracts/contract-service';
import { formatUzs, tashkentDate, addDays } from '../../contracts/format';
import { productInfo } from '../../contracts/products';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { sendLead } from '../../outbox/chat-outbox';
import { LEAD_CONTACT_LINES } from '../../outbox/lead';
import { escapeHtml } from '../../outbox/mask';
import { countryByCode } from './travel-countries';
import { Issues } from '../../http/issues';

export interface TravelSaveContext {
  readonly db: Kysely<Database>;
  readonly channel: string;
  readonly links: (contract: Contract) => { payme: string; click: string };
  readonly now?: Date;
}

export type TravelOutcome =
  | { readonly status: 200; readonly body: TravelSaveResponse }
  | { readonly status: 422; readonly body: TravelRefusal };

type TripInput = Pick<
  TravelCalculatorRequest,
  | 'begin_date'
  | 'end_date'
  | 'days'
  | 'countries'
  | 'purpose_id'
  | 'kop_martali'
  | 'is_family'
  | 'has_covid'
  | 'risklar'
> & { readonly travelers: readonly (string | { readonly birthday: string })[] };

/** The risks as keys, whether sent as a list or as flags. */
const riskKeys = (risklar: TripInput['risklar']): TravelRiskKey[] =>
  Array.isArray(risklar)
    ? [...new Set(risklar)]
    : (Object.entries(risklar) as [TravelRiskKey, boolean | undefined][])
        .filter(([, on]) => on)
        .map(([k]) => k);

export interface CheckedTrip {
  readonly begin: string;
  readonly end: string;
  /** Days priced. */
  readonly days: number;
  readonly countries: readonly string[];
  readonly purpose: TravelPurposeId;
  readonly ages: readonly number[];
  readonly risks: readonly TravelRiskKey[];
  readonly programs: readonly TravelProgramId[];
}

const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The 400 rules shared by the calculator and the save: real dates, the start from today to 180 days ahead,
 * an end date for purposes 1 and 3 on a single trip (else a day count from the purpose's list), known
 * countries, birthdays in the past, a family the family policy allows.
 */
export function checkTrip(body: TripInput, now: Date): CheckedTrip {
  const issues = new Issues();
  const today = tashkentDate(now);
  const begin = issues.date('/begin_date', body.begin_date);
  const valid = !begin.startsWith('1900');
  if (valid && begin < today) issues.add('/begin_date', 'must not be in the past');
  if (valid && begin > addDays(today, TRAVEL_MAX_START_AHEAD_DAYS))
    issues.add('/begin_date', `must be within ${TRAVEL_MAX_START_AHEAD_DAYS} days`);
  const purpose = TRAVEL_PURPOSES.find((p) => p.id === body.purpose_id);
  let days = body.days ?? 0;
  let end = begin;
  if (!body.kop_martali && purpose?.usesEndDate) {
    if (!body.end_date) issues.add('/end_date', 'is required for this purpose on a single trip');
    else {
      end = issues.date('/end_date', body.end_date);
      days = daysBetween(begin, end);
      if (days < 1) issues.add('/end_date', 'must not be before begin_date');
      if (days > TRAVEL_MAX_DAYS)
        issues.add('/end_date', `must be within ${TRAVEL_MAX_DAYS} days of the start`);
    }
  } else {
    const allowed: readonly number[] = body.kop_martali ? TRAVEL_MULTI_ENTRY_DURATIONS : TRAVEL_DURATIONS;
    if (!allowed.includes(days)) issues.add('/days', `must be one of ${allowed.join(', ')}`);
    end = addDays(begin, (body.kop_martali ? TRAVEL_MULTI_ENTRY_VALID_DAYS : days) - 1);
  }
  const countries = [...new Set(body.countries.map((c) => (typeof c === 'string' ? c : c.code)))];
  countries.forEach((code, i) => {
    if (!countryByCode(code)) issues.add(`/countries/${i}`, 'is not a known destination');
  });
  const ages = body.travelers.map((t, i) => {
    const birthday = issues.date(`/travelers/${i}/birthday`, typeof t === 'string' ? t : t.birthday);
    if (birthday > today) issues.add(`/travelers/${i}/birthday`, 'must be in the past');
    return ageOn(birthday, valid ? begin : today);
  });
  if (body.is_family && !familyAllowed(ages))
    issues.add(
      '/is_family',
      'a family is 2 to 6 travellers: one or two adults under 65 and children under 18',
    );
  const risks = riskKeys(body.risklar);
  issues.throwIfAny();
  return {
    begin,
    end,
    days,
    countries,
    purpose: body.purpose_id as TravelPurposeId,
    ages,
    risks,
    programs: programsForCountries(countries),
  };
}

/** The calculator's answer: one tariff per program the destinations allow. */
export function calculate(body: TravelCalculatorRequest, now: Date): TravelCalculatorResponse {
  const trip = checkTrip(body, now);
  return {
    error: 0,
    result: true,
    message: 'success',
    days: trip.days,
    response: trip.programs.map((id) => {
      const program = TRAVEL_PROGRAMS.find((p) => p.id === id) ?? TRAVEL_PROGRAMS[0];
      const q = quoteOf(trip, id, body, body.uy_joy ?? false);
      return {
        program_id: id,
        program_name: program.name,
        prem_eur: q.premiumEur,
        prem_uzs: q.totalUzs,
        kurs_cbu: TRAVEL_CBU_RATE.rate,
        sum_insured: program.insuredSumEur,
      };
    }),
  };
}

const quoteOf = (
  trip: CheckedTrip,
  programId: TravelProgramId,
  body: Pick<TripInput, 'is_family' | 'has_covid'>,
  homeCover: boolean,
) =>
  travelQuote({
    programId,
    purposeId: trip.purpose,
    days: trip.days,
    ages: trip.ages,
    isFamily: body.is_family,
    hasCovid: body.has_covid,
    risks: trip.risks,
    homeCover,
  });

const refused = (code: string, message: string): TravelOutcome => ({
  status: 422,
  body: errorBody(code, message),
});

/**
 * One travel application (abroad or minimal): the trip's rules, the program the destinations allow, the
 * server's premium (422 with its figure when `summa_all` differs), then the contract and its lead in one
 * transaction.
 */
export async function saveTravel(ctx: TravelSaveContext, body: TravelSaveRequest): Promise<TravelOutcome> {
  const trip = checkTrip(body, ctx.now ?? new Date());
  const issues = new Issues();
  const insurerBirthday = issues.date('/insurer_birthday', body.insurer_birthday);
  if (!body.insurer_pinfl && !body.insurer_country)
    issues.add('/insurer_pinfl', 'a citizen gives a PINFL, a foreigner the country of the passport');
  issues.throwIfAny();
  if (ageOn(insurerBirthday, tashkentDate(ctx.now ?? new Date())) < 18)
    return refused('validation', 'The policyholder must be an adult');
  const minimal = body.minimal === true;
  if (!trip.programs.includes(body.program_id))
    return refused('program_not_allowed', `Program ${body.program_id} is not sold for these destinations`);
  if (
    minimal &&
    (body.program_id !== cheapestProgram(trip.countries) || trip.risks.length > 0 || body.uy_joy)
  )
    return refused('minimal_not_cheapest', 'Minimal travel is the cheapest allowed program without add-ons');
  const quote = quoteOf(trip, body.program_id, body, body.uy_joy);
  if (body.summa_all !== quote.totalUzs) {
    return {
      status: 422,
      body: {
        error: {
          code: 'price_mismatch',
          message: `Summa farqli hisoblandi. Serverda: ${quote.totalUzs}`,
          details: [{ part: 'body', path: '/summa_all', message: String(quote.totalUzs) }],
        },
        amount_uzs: quote.totalUzs,
        summa_all: quote.totalUzs,
      },
    };
  }
  const product = minimal ? 'travel-minimal' : 'travel';
  const program = TRAVEL_PROGRAMS.find((p) => p.id === body.program_id) ?? TRAVEL_PROGRAMS[0];
  const countryNames = trip.countries.map((code) => countryByCode(code)?.en ?? code).join(', ');
  const contract = await ctx.db.transaction().execute(async (trx) => {
    const saved = await createContract(trx, {
      product,
      amountUzs: quote.totalUzs,
      channel: ctx.channel,
      phone: body.insurer_phone,
      holderName: body.insurer_name.trim().replace(/\s+/g, ' '),
      details: {
        countries: countryNames,
        travellers: body.travelers
          .map((t) => `${t.name.trim().replace(/\s+/g, ' ').toUpperCase()} (${t.birthday})`)
          .join(', '),
        travel_program: program.name.en,
        sum_insured_eur: program.insuredSumEur,
        purpose: trip.purpose,
        days: trip.days,
        multi_entry: body.kop_martali,
        family: body.is_family,
        covid: body.has_covid,
        risks: trip.risks.join(', '),
        home_cover: body.uy_joy,
      },
      startDate: trip.begin,
      endDate: trip.end,
    });
    await sendLead(trx, leadText(product, saved, countryNames), {
      phone: body.insurer_phone,
      name: saved.holder_name,
    });
    return saved;
  });
  const links = ctx.links(contract);
  return {
    status: 200,
    body: {
      error: 0,
      result: true,
      message: 'success',
      response: {
        contract_id: contract.id,
        order_id: contract.order_id,
        payme_url: links.payme,
        url: links.click,
        amount_uzs: contract.amount_uzs,
      },
    },
  };
}

/** The lead: product, order, the insurer's name and phone (in full, `sendLead`), the countries. */
function leadText(product: string, contract: Contract, countries: string) {
  return [
    `<b>New ${escapeHtml(productInfo(product)?.name.en ?? 'travel')} application</b>`,
    `Order ${escapeHtml(contract.order_id)} · ${formatUzs(contract.amount_uzs)} UZS`,
    ...LEAD_CONTACT_LINES,
    `Countries: ${escapeHtml(countries)}`,
    `Channel: ${escapeHtml(contract.channel)}`,
  ].join('\n');
}

export const RISK_NAMES = TRAVEL_RISKS;
