/**
 * The catalogue's "from" prices, computed from the tariffs the API charges (never a copy of a figure): the
 * cheapest policy a visitor can buy, with what the price is for. `GET /api/site/products` answers this list.
 * Products priced by a quote (business lines, takaful, DMS) are not here: the catalogue says so instead.
 */
import { accidentPremium, ACCIDENT_DEFAULT_AMOUNT_UZS } from './accident';
import { DOCUMENT_TYPES, DOCUMENTS_COVER_MONTHS } from './documents';
import { HOUSING_COVER_MONTHS, HOUSING_PROGRAMS } from './housing';
import { JOB_LOSS_COVER_MONTHS, JOB_LOSS_PREMIUM_UZS } from './job-loss';
import { KASKO_MIN_PREMIUM_UZS } from './kasko';
import { KIDS_COVER_MONTHS, KIDS_PROGRAMS } from './kids';
import { KINDNESS_COVER_MONTHS, kindnessPremium } from './kindness';
import { MINI_KASKO_PROGRAMS, MINI_KASKO_TERM_DAYS } from './mini-kasko';
import { OSAGO_ANNUAL } from './osago';
import { OSGOP_TERMS, osgopPremium, type OsgopKind } from './osgop';
import { OSGOR_RATES } from './osgor';
import { PETS_COVER_MONTHS, PETS_PROGRAMS } from './pets';
import { QUICK_KASKO_COVER_MONTHS, QUICK_KASKO_PROGRAMS } from './quick-kasko';
import { SPORT_AMOUNTS_UZS, SPORT_DATA_TYPES, SPORT_TYPES, sportPremium } from './sport';
import { TRAVEL_PROGRAMS, travelQuote } from './travel';
import { TRAVEL_UZB_TARIFFS } from './travel-around-uzbekistan';

/**
 * What a starting price buys: a year of cover, a term of `count` months or days, one day (per traveller), a
 * passenger seat for `count` months, `cover` UZS of sum insured (a year), or a share of the annual payroll.
 */
export type StartingPriceUnit = 'year' | 'months' | 'days' | 'day' | 'seat' | 'cover' | 'payroll';

export interface StartingPrice {
  /** The catalogue's product key (its page). */
  readonly key: string;
  /** UZS; absent for a rate (`unit: 'payroll'`). */
  readonly priceFrom?: number;
  /** Fraction of the annual payroll (`unit: 'payroll'`). */
  readonly rateFrom?: number;
  readonly unit: StartingPriceUnit;
  /** Months or days of the term (`months`, `days`, `seat`). */
  readonly count?: number;
  /** Sum insured the price is for, UZS (`cover`). */
  readonly cover?: number;
}

const min = (values: readonly number[]) => Math.min(...values);

/** A term of cover: a year reads "a year", another term its months. */
const term = (months: number): Pick<StartingPrice, 'unit' | 'count'> =>
  months === 12 ? { unit: 'year' } : { unit: 'months', count: months };

const osago: StartingPrice = {
  key: 'osago',
  // The cheapest annual premium: limited drivers (index 0) of the cheapest territory and vehicle kind.
  priceFrom: min(
    Object.values(OSAGO_ANNUAL).flatMap((kinds) => Object.values(kinds).map(([limited]) => limited)),
  ),
  unit: 'year',
};

const osgop = (): StartingPrice => {
  const kinds: OsgopKind[] = ['bus', 'minibus', 'taxi'];
  const options = OSGOP_TERMS.flatMap((t) =>
    kinds.map((kind) => ({ price: osgopPremium(kind, 1, t.dateType) ?? Infinity, months: t.months })),
  );
  const cheapest = options.reduce((a, b) => (b.price < a.price ? b : a));
  return { key: 'osgop', priceFrom: cheapest.price, unit: 'seat', count: cheapest.months };
};

/** One traveller for one day on the cheapest program: a child's age coefficient is the lowest. */
const travelDay = (key: string): StartingPrice => ({
  key,
  priceFrom: min(
    TRAVEL_PROGRAMS.flatMap((p) =>
      [10, 30].map(
        (age) =>
          travelQuote({
            programId: p.id,
            purposeId: 1,
            days: 1,
            ages: [age],
            isFamily: false,
            hasCovid: false,
            risks: [],
            homeCover: false,
          }).totalUzs,
      ),
    ),
  ),
  unit: 'day',
});

const sport = (): StartingPrice => {
  const rows = SPORT_TYPES.map((row) => ({
    price: sportPremium(min(SPORT_AMOUNTS_UZS), row.limit),
    months: SPORT_DATA_TYPES.find((d) => d.id === row.date_type)?.months ?? 12,
  }));
  const cheapest = rows.reduce((a, b) => (b.price < a.price ? b : a));
  return { key: 'sport', priceFrom: cheapest.price, ...term(cheapest.months) };
};

const accident = (key: string): StartingPrice => ({
  key,
  priceFrom: accidentPremium(ACCIDENT_DEFAULT_AMOUNT_UZS, 1),
  unit: 'cover',
  cover: ACCIDENT_DEFAULT_AMOUNT_UZS,
});

export const STARTING_PRICES: readonly StartingPrice[] = [
  osago,
  { ...osago, key: 'osago-limited' },
  { key: 'kasko', priceFrom: KASKO_MIN_PREMIUM_UZS, unit: 'year' },
  {
    key: 'mini-kasko',
    priceFrom: min(MINI_KASKO_PROGRAMS.map((p) => p.priceUzs)),
    unit: 'days',
    count: MINI_KASKO_TERM_DAYS,
  },
  {
    key: 'quick-car-insurance',
    priceFrom: min(QUICK_KASKO_PROGRAMS.map((p) => p.premiumUzs)),
    ...term(QUICK_KASKO_COVER_MONTHS),
  },
  osgop(),
  travelDay('travel'),
  travelDay('travel-minimal'),
  { key: 'travel-around-uzbekistan', priceFrom: min(TRAVEL_UZB_TARIFFS.map((t) => t.premium)), unit: 'day' },
  {
    key: 'housing',
    priceFrom: min(HOUSING_PROGRAMS.map((p) => p.premiumUzs)),
    ...term(HOUSING_COVER_MONTHS),
  },
  {
    key: 'documents',
    priceFrom: min(DOCUMENT_TYPES.map((t) => t.premium)),
    ...term(DOCUMENTS_COVER_MONTHS),
  },
  { key: 'pets', priceFrom: min(PETS_PROGRAMS.map((p) => p.totalPremium)), ...term(PETS_COVER_MONTHS) },
  accident('accident'),
  accident('accident-driver'),
  accident('accident-student'),
  accident('accident-teacher'),
  accident('accident-foreign'),
  { key: 'kids', priceFrom: min(KIDS_PROGRAMS.map((p) => p.premiumUzs)), ...term(KIDS_COVER_MONTHS) },
  sport(),
  { key: 'job-loss', priceFrom: JOB_LOSS_PREMIUM_UZS, ...term(JOB_LOSS_COVER_MONTHS) },
  { key: 'kindness', priceFrom: kindnessPremium(), ...term(KINDNESS_COVER_MONTHS) },
  { key: 'osgor', rateFrom: min(OSGOR_RATES), unit: 'payroll' },
];

export const startingPrice = (key: string): StartingPrice | undefined =>
  STARTING_PRICES.find((p) => p.key === key);
