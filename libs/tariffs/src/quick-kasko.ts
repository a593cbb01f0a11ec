/**
 * Quick kasko (tez KASKO): cover without an inspection, for individuals' cars up to 10 years old, for 12
 * months (the rules, apps/api/src/rules/rules-text/quick-kasko.ts). No insurer publishes its programs: the
 * sums and premiums below are the product's own choice, about 1.5 %-1.9 % of the cover, above the full kasko
 * program rates (1 %-2.5 % of the car's price, NOTES.md) because nobody inspects the car.
 */
export interface QuickKaskoProgram {
  readonly id: number;
  readonly name: { readonly uz: string; readonly ru: string; readonly en: string };
  readonly insuredSumUzs: number;
  readonly premiumUzs: number;
}

export const QUICK_KASKO_COVER_MONTHS = 12;
/** The rules accept cars of at most this age in years (the current year minus the year of manufacture). */
export const QUICK_KASKO_MAX_CAR_AGE = 10;
export const QUICK_KASKO_DEFAULT_PROGRAM_ID = 1;

export const QUICK_KASKO_PROGRAMS: readonly QuickKaskoProgram[] = [
  {
    id: 1,
    name: { uz: 'Tez KASKO «Start»', ru: 'Тез КАСКО «Старт»', en: 'Quick kasko Start' },
    insuredSumUzs: 20_000_000,
    premiumUzs: 380_000,
  },
  {
    id: 2,
    name: { uz: 'Tez KASKO «Optimal»', ru: 'Тез КАСКО «Оптимальный»', en: 'Quick kasko Optimal' },
    insuredSumUzs: 40_000_000,
    premiumUzs: 680_000,
  },
  {
    id: 3,
    name: { uz: 'Tez KASKO «Maksimal»', ru: 'Тез КАСКО «Максимальный»', en: 'Quick kasko Maximum' },
    insuredSumUzs: 60_000_000,
    premiumUzs: 900_000,
  },
];

/** The program with that id, or null (an unknown id must never price as zero). */
export const quickKaskoProgram = (id: number | null | undefined): QuickKaskoProgram | null =>
  QUICK_KASKO_PROGRAMS.find((program) => program.id === id) ?? null;

/** Whether a car made in `issueYear` may be insured in `year` (at most 10 years old). */
export const quickKaskoAcceptsYear = (issueYear: number, year: number): boolean =>
  year - issueYear <= QUICK_KASKO_MAX_CAR_AGE && issueYear <= year;
