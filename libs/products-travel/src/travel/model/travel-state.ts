import type { TravelTarif } from '@polis/api-contract';
import {
  TRAVEL_DEFAULT_DAYS,
  TRAVEL_DURATIONS,
  TRAVEL_MULTI_ENTRY_DURATIONS,
  TRAVEL_PURPOSES,
  type TravelProgramId,
  type TravelRiskKey,
} from '@polis/tariffs';
import { ageInYears } from '@polis/wizard-core';

export type PurposeValue = '1' | '3' | '4' | '5';

/** Trip details (spec 000 section 3 `tripData`): purpose, multi-entry ("reusable"), days, COVID, family. */
export interface TripValues {
  purpose: PurposeValue;
  reusable: boolean;
  spendDays: string;
  hasCovid: boolean;
  isFamily: boolean;
}

/** Country and dates: ISO codes of the destinations, the start, and the end when the purpose takes one. */
export interface CountriesValues {
  countries: string[];
  /** The destinations' names in the language they were chosen in (the payment step's summary). */
  labels?: string[];
  beginDate: string;
  endDate: string;
}

/** One of `turists`: the passport as typed (`AA1234567`), the Latin name, `foreign`, `isPayer`. */
export interface TouristValues {
  id: string;
  name: string;
  birthday: string;
  passport: string;
  foreign: boolean;
  isPayer: boolean;
}

/** The payer (`payer`): one of the tourists (isPayer) or someone else; must be an adult (canPay). */
export interface PayerValues {
  name: string;
  birthday: string;
  passport: string;
  pinfl: string;
  phone: string;
  email: string;
  /** A foreign policyholder gives the passport's country instead of a PINFL. */
  foreign?: boolean;
  country?: string;
}

export interface TouristsValues {
  turists: TouristValues[];
  payer: PayerValues;
}

export type RiskFlags = Record<TravelRiskKey, boolean>;

export interface ProgramValues {
  program: TravelProgramId;
  risks: RiskFlags;
  uyJoy: boolean;
  /** The calculator's figure for these answers (`summa_all`). */
  premium: number;
  premiumEur: number;
  sumInsured: number;
}

export interface TravelSnapshot {
  trip: TripValues;
  countries: CountriesValues;
  tourists: TouristsValues;
  program: ProgramValues;
}

export const DEFAULT_TRIP: TripValues = {
  purpose: '1',
  reusable: false,
  spendDays: String(TRAVEL_DEFAULT_DAYS),
  hasCovid: false,
  isFamily: false,
};
export const DEFAULT_PROGRAM: TravelProgramId = 2;
export const NO_RISKS: RiskFlags = {
  luggage: false,
  accident: false,
  cancel_travel: false,
  person_respon: false,
  delay_travel: false,
};

/** Changing the purpose resets the days to 30 and multi-entry to off (spec 000 section 4). */
export const changePurpose = (trip: TripValues, purpose: PurposeValue): TripValues => ({
  ...trip,
  purpose,
  spendDays: String(TRAVEL_DEFAULT_DAYS),
  reusable: false,
});

/** The duration choices: 30-365 days, or 15-180 for a multi-entry policy (spec 000 section 9). */
export const durationsFor = (reusable: boolean): readonly number[] =>
  reusable ? TRAVEL_MULTI_ENTRY_DURATIONS : TRAVEL_DURATIONS;

/** Purposes 1 and 3 take an end date when the trip is not multi-entry; the others a number of days. */
export const usesEndDate = (trip: Pick<TripValues, 'purpose' | 'reusable'>): boolean =>
  !trip.reusable && (TRAVEL_PURPOSES.find((p) => String(p.id) === trip.purpose)?.usesEndDate ?? false);

/** Fewer than 3 tariffs force program 2 (two returned) or 3 (one); otherwise the choice stands. */
export function forcedProgram(tarifs: readonly Pick<TravelTarif, 'program_id'>[], current: TravelProgramId) {
  if (tarifs.length === 2) return 2;
  if (tarifs.length === 1) return 3;
  return current;
}

const CYRILLIC = /[\u0400-\u04FF]/;

/** A Cyrillic letter in a tourist's name clears it and gives `use_latin_alphabet`. */
export function latinName(value: string): { readonly value: string; readonly error?: 'use_latin_alphabet' } {
  return CYRILLIC.test(value) ? { value: '', error: 'use_latin_alphabet' } : { value };
}

/** The first two characters (upper-cased) are the series, the rest the number. */
export function splitPassport(passport: string): { readonly series: string; readonly number: string } {
  const compact = passport.replace(/\s+/g, '');
  return { series: compact.slice(0, 2).toUpperCase(), number: compact.slice(2).toUpperCase() };
}

/** The payer must be an adult. */
export const canPay = (birthday: string): boolean => {
  const age = ageInYears(birthday);
  return age !== null && age >= 18;
};

export const blankTourist = (id: string): TouristValues => ({
  id,
  name: '',
  birthday: '',
  passport: '',
  foreign: false,
  isPayer: false,
});
export const blankPayer = (): PayerValues => ({
  name: '',
  birthday: '',
  passport: '',
  pinfl: '',
  phone: '',
  email: '',
});

export const chosenRisks = (risks: RiskFlags): TravelRiskKey[] =>
  (Object.keys(risks) as TravelRiskKey[]).filter((k) => risks[k]);
