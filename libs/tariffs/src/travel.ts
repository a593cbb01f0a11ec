/**
 * Travel insurance abroad (spec 000 "Travel", shared/spec/NOTES.md "Travel abroad"). Public facts: the
 * programs and their sums insured, the age, purpose, group, family and COVID coefficients, the add-on risk
 * prices and which programs a destination allows. The product's own choices (no public figure): the per-day
 * rates (set so the worked example below gives the insurer's example answer), the group sizes, who may share
 * a family policy, the home cover while away, the multi-entry validity. README: libs/products-travel/src/travel.
 *
 * Worked example (NOTES.md "Example answer of calculator-total"): one traveller aged 18-64, 30 days, purpose 1,
 * one non-Schengen country (Turkey), no COVID cover, no risks, EUR at 14 050.00 UZS:
 * Basic 0.48 x 30 x 14 050 = 202 320 -> 203 000; Comfort 0.51 -> 214 965 -> 215 000; Premium 0.93 -> 391 995
 * -> 392 000.
 */

export type TravelProgramId = 1 | 2 | 3;
export type TravelPurposeId = 1 | 3 | 4 | 5;
export type TravelRiskKey = 'luggage' | 'accident' | 'cancel_travel' | 'person_respon' | 'delay_travel';

interface Names {
  readonly uz: string;
  readonly ru: string;
  readonly en: string;
}

export interface TravelProgram {
  readonly id: TravelProgramId;
  readonly name: Names;
  /** Sum insured, EUR. */
  readonly insuredSumEur: number;
  /** Per traveller and day, EUR (the product's choice, fitted to the worked example). */
  readonly dayRateEur: number;
}

export const TRAVEL_PROGRAMS: readonly TravelProgram[] = [
  { id: 1, name: { uz: 'Bazaviy', ru: 'Базовый', en: 'Basic' }, insuredSumEur: 50_000, dayRateEur: 0.48 },
  { id: 2, name: { uz: 'Komfort', ru: 'Комфорт', en: 'Comfort' }, insuredSumEur: 60_000, dayRateEur: 0.51 },
  { id: 3, name: { uz: 'Premium', ru: 'Премиум', en: 'Premium' }, insuredSumEur: 100_000, dayRateEur: 0.93 },
];

export const TRAVEL_DEFAULT_PROGRAM: TravelProgramId = 2;

export interface TravelPurpose {
  readonly id: TravelPurposeId;
  readonly name: Names;
  readonly coefficient: number;
  /** Purposes 1 and 3 take an end date when the trip is not multi-entry; 4 and 5 a number of days. */
  readonly usesEndDate: boolean;
}

export const TRAVEL_PURPOSES: readonly TravelPurpose[] = [
  { id: 1, name: { uz: 'Sayohat', ru: 'Путешествие', en: 'Travel' }, coefficient: 1, usesEndDate: true },
  { id: 3, name: { uz: 'Sport', ru: 'Спорт', en: 'Sport' }, coefficient: 2, usesEndDate: true },
  { id: 4, name: { uz: 'Taʼlim', ru: 'Учёба', en: 'Education' }, coefficient: 1, usesEndDate: false },
  { id: 5, name: { uz: 'Ish', ru: 'Работа', en: 'Work' }, coefficient: 1, usesEndDate: false },
];

export const TRAVEL_DEFAULT_PURPOSE: TravelPurposeId = 1;
export const TRAVEL_DURATIONS = [30, 60, 90, 180, 365] as const;
export const TRAVEL_MULTI_ENTRY_DURATIONS = [15, 30, 45, 90, 180] as const;
export const TRAVEL_DEFAULT_DAYS = 30;
/** A single trip with an end date: at most a year. */
export const TRAVEL_MAX_DAYS = 365;
/** A multi-entry policy is valid a year from its start; its days are the days abroad within that year. */
export const TRAVEL_MULTI_ENTRY_VALID_DAYS = 365;
/** The cover may start from today to this many days ahead. */
export const TRAVEL_MAX_START_AHEAD_DAYS = 180;

export const TRAVEL_COVID_COEFFICIENT = 1.25;
export const TRAVEL_FAMILY_COEFFICIENT = 2.5;
/** A family policy: two to six travellers, at most two adults (18-64), the others under 18. */
export const TRAVEL_FAMILY_MAX = 6;

/** Group coefficients by number of travellers (NOTES 0.85/0.75/0.7; the sizes are the product's choice). */
export const TRAVEL_GROUPS: readonly { readonly from: number; readonly coefficient: number }[] = [
  { from: 21, coefficient: 0.7 },
  { from: 11, coefficient: 0.75 },
  { from: 5, coefficient: 0.85 },
];
export const TRAVEL_MAX_TRAVELLERS = 30;

/** Age coefficient of one traveller on the first day of cover. */
export function travelAgeCoefficient(age: number): number {
  if (age < 18) return 0.8;
  if (age > 75) return 5;
  if (age >= 65) return 2;
  return 1;
}

export const travelGroupCoefficient = (count: number): number =>
  TRAVEL_GROUPS.find((g) => count >= g.from)?.coefficient ?? 1;

/**
 * Add-on risks per traveller, UZS (NOTES.md): the dearer level for longer trips is the product's choice:
 * luggage 13 000 up to 30 days, 26 000 beyond; trip cancellation 20 000 up to 30 days, 39 000 up to 90,
 * 104 000 beyond.
 */
export const TRAVEL_RISKS: readonly { readonly key: TravelRiskKey; readonly name: Names }[] = [
  { key: 'luggage', name: { uz: 'Bagaj', ru: 'Багаж', en: 'Luggage' } },
  { key: 'accident', name: { uz: 'Baxtsiz hodisa', ru: 'Несчастный случай', en: 'Accident' } },
  {
    key: 'cancel_travel',
    name: { uz: 'Safarning bekor qilinishi', ru: 'Отмена поездки', en: 'Trip cancellation' },
  },
  {
    key: 'person_respon',
    name: { uz: 'Fuqarolik javobgarligi', ru: 'Гражданская ответственность', en: 'Personal liability' },
  },
  { key: 'delay_travel', name: { uz: 'Reysning kechikishi', ru: 'Задержка рейса', en: 'Travel delay' } },
];
export const TRAVEL_RISK_KEYS: readonly TravelRiskKey[] = TRAVEL_RISKS.map((r) => r.key);

export function travelRiskPrice(key: TravelRiskKey, days: number): number {
  switch (key) {
    case 'luggage':
      return days <= 30 ? 13_000 : 26_000;
    case 'cancel_travel':
      return days <= 30 ? 20_000 : days <= 90 ? 39_000 : 104_000;
    case 'accident':
      return 13_000;
    case 'person_respon':
    case 'delay_travel':
      return 26_000;
  }
}

/** Home cover while away (`uy_joy`), one per policy, UZS: the product's choice. */
export const TRAVEL_HOME_COVER_UZS = 30_000;
export const TRAVEL_HOME_COVER_SUM_UZS = 50_000_000;

/** The Central Bank rate the prices are converted at (seeded with its date; integrators fetch it daily). */
export const TRAVEL_CBU_RATE = { currency: 'EUR', rate: 14_050, date: '2026-11-23' } as const;

/** Programs by destination (NOTES.md): most allow 1-3, these 2-3, these 3 only. */
export const TRAVEL_SCHENGEN = [
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IS', 'IT', 'LI', 'LT',
  'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore
const COMFORT_AND_UP = ['AU', 'BG', 'CY', 'DM', 'DO', 'GB', 'IL', 'JP', 'MC', 'MV', 'NZ', 'RO', 'SCH', 'AEU'];
const PREMIUM_ONLY = ['CA', 'US', 'WWD'];
/** Pseudo destinations of the insurer: all Schengen states, worldwide, all but the USA. */
export const TRAVEL_PSEUDO_DESTINATIONS: readonly { readonly code: string; readonly name: Names }[] = [
  { code: 'SCH', name: { uz: 'Shengen davlatlari', ru: 'Страны Шенгена', en: 'Schengen countries' } },
  { code: 'WWD', name: { uz: 'Butun dunyo', ru: 'Весь мир', en: 'Worldwide' } },
  { code: 'AEU', name: { uz: 'AQShdan tashqari butun dunyo', ru: 'Весь мир, кроме США', en: 'Worldwide except the USA' } },
]; // prettier-ignore

export const isSchengen = (code: string): boolean =>
  code === 'SCH' || (TRAVEL_SCHENGEN as readonly string[]).includes(code);

export function allowedPrograms(code: string): readonly TravelProgramId[] {
  if (PREMIUM_ONLY.includes(code)) return [3];
  if (isSchengen(code) || COMFORT_AND_UP.includes(code)) return [2, 3];
  return [1, 2, 3];
}

/** The programs every chosen destination allows (the strictest wins). */
export const programsForCountries = (codes: readonly string[]): readonly TravelProgramId[] =>
  ([1, 2, 3] as const).filter((id) => codes.every((code) => allowedPrograms(code).includes(id)));

/** The cheapest program the destinations allow (minimal travel). */
export const cheapestProgram = (codes: readonly string[]): TravelProgramId | null =>
  programsForCountries(codes)[0] ?? null;

/** Schengen visas ask for at least this sum insured (EUR); other embassies, the policy's own. */
export const SCHENGEN_VISA_MIN_SUM_EUR = 30_000;

export interface TravelQuoteInput {
  readonly programId: TravelProgramId;
  readonly purposeId: TravelPurposeId;
  /** Days of cover priced (a single trip's length, or the days abroad of a multi-entry policy). */
  readonly days: number;
  /** Each traveller's age on the first day of cover. */
  readonly ages: readonly number[];
  readonly isFamily: boolean;
  readonly hasCovid: boolean;
  readonly risks: readonly TravelRiskKey[];
  readonly homeCover: boolean;
  /** UZS per EUR. */
  readonly rate?: number;
}

export interface TravelQuote {
  readonly programId: TravelProgramId;
  /** Medical cover, EUR (two decimals). */
  readonly premiumEur: number;
  /** Medical cover in UZS, rounded up to 1 000. */
  readonly medicalUzs: number;
  readonly risksUzs: number;
  readonly homeUzs: number;
  /** What the customer pays: medical + risks + home cover. */
  readonly totalUzs: number;
}

/** Whether these travellers may share a family policy. */
export function familyAllowed(ages: readonly number[]): boolean {
  if (ages.length < 2 || ages.length > TRAVEL_FAMILY_MAX) return false;
  const adults = ages.filter((a) => a >= 18);
  return adults.length >= 1 && adults.length <= 2 && adults.every((a) => a < 65);
}

const ceilTo = (value: number, step: number) => Math.ceil(Math.round(value * 100) / 100 / step) * step;

/**
 * The premium: per-day rate x days x (sum of age coefficients, or 2.5 for a family) x purpose x group
 * (not for a family) x COVID 1.25, in UZS at the CBU rate rounded up to 1 000; then the risks (per
 * traveller) and the home cover are added.
 */
export function travelQuote(input: TravelQuoteInput): TravelQuote {
  const program = TRAVEL_PROGRAMS.find((p) => p.id === input.programId);
  const purpose = TRAVEL_PURPOSES.find((p) => p.id === input.purposeId);
  if (!program || !purpose) throw new RangeError('unknown program or purpose');
  const rate = input.rate ?? TRAVEL_CBU_RATE.rate;
  const persons = input.isFamily
    ? TRAVEL_FAMILY_COEFFICIENT
    : input.ages.reduce((sum, age) => sum + travelAgeCoefficient(age), 0) *
      travelGroupCoefficient(input.ages.length);
  const eur =
    program.dayRateEur *
    input.days *
    persons *
    purpose.coefficient *
    (input.hasCovid ? TRAVEL_COVID_COEFFICIENT : 1);
  const medicalUzs = ceilTo(eur * rate, 1_000);
  const risksUzs =
    [...new Set(input.risks)].reduce((sum, key) => sum + travelRiskPrice(key, input.days), 0) *
    input.ages.length;
  const homeUzs = input.homeCover ? TRAVEL_HOME_COVER_UZS : 0;
  return {
    programId: program.id,
    premiumEur: Math.round(eur * 100) / 100,
    medicalUzs,
    risksUzs,
    homeUzs,
    totalUzs: medicalUzs + risksUzs + homeUzs,
  };
}

/** Whole years on `on` of someone born on `birthday` (both ISO dates). */
export function ageOn(birthdayIso: string, onIso: string): number {
  const [by, bm, bd] = birthdayIso.split('-').map(Number);
  const [y, m, d] = onIso.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
