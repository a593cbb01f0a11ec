import type { TravelCalculatorRequest, TravelCalculatorResponse } from '@polis/api-contract';
import {
  TRAVEL_CBU_RATE,
  TRAVEL_DURATIONS,
  TRAVEL_MAX_DAYS,
  TRAVEL_MAX_START_AHEAD_DAYS,
  TRAVEL_MULTI_ENTRY_DURATIONS,
  TRAVEL_MULTI_ENTRY_VALID_DAYS,
  TRAVEL_PROGRAMS,
  TRAVEL_PURPOSES,
  ageOn,
  familyAllowed,
  programsForCountries,
  travelQuote,
  type TravelProgramId,
  type TravelPurposeId,
  type TravelRiskKey,
} from '@polis/tariffs';
import { tashkentDate, addDays } from '../../contracts/format';
import { countryByCode } from './travel-countries';
import { Issues } from '../../http/issues';

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

export const quoteOf = (
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
