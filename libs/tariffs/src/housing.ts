/**
 * Home insurance programs (spec 001 "Housing"). The spec fixes the default: program 2, premium 140 000 for a
 * sum insured of 115 000 000 UZS (0.12 %, below the 0.2 %-1.0 % of public quotes: the spec's figure wins). The
 * other programs are the product's own choice within the public range (shared/spec/NOTES.md "Home
 * insurance"); no insurer publishes them. Programs 2 and 4 follow the housing rules, the others the premium
 * property rules (spec 001 section 9). One premium per program: the house type does not change it.
 */
export type HousingRules = 'housing' | 'premium-property';

export interface HousingProgram {
  readonly id: number;
  readonly rules: HousingRules;
  readonly name: { readonly uz: string; readonly ru: string; readonly en: string };
  readonly insuredSumUzs: number;
  /** A 12-month cover. */
  readonly premiumUzs: number;
}

export const HOUSING_DEFAULT_PROGRAM_ID = 2;
export const HOUSING_COVER_MONTHS = 12;

export const HOUSING_PROGRAMS: readonly HousingProgram[] = [
  {
    id: 1,
    rules: 'premium-property',
    name: {
      uz: 'Premium mulk sugʻurtasi',
      ru: 'Страхование премиального имущества',
      en: 'Premium property insurance',
    },
    insuredSumUzs: 500_000_000,
    premiumUzs: 2_500_000, // 0.5 %: all risks, interior finish and contents included
  },
  {
    id: 2,
    rules: 'housing',
    name: {
      uz: 'Uy-joy sugʻurtasi «Standart»',
      ru: 'Страхование жилья «Стандарт»',
      en: 'Home insurance Standard',
    },
    insuredSumUzs: 115_000_000,
    premiumUzs: 140_000, // the spec's default
  },
  {
    id: 3,
    rules: 'premium-property',
    name: {
      uz: 'Premium mulk sugʻurtasi «Plus»',
      ru: 'Страхование премиального имущества «Плюс»',
      en: 'Premium property insurance Plus',
    },
    insuredSumUzs: 1_000_000_000,
    premiumUzs: 4_000_000, // 0.4 %
  },
  {
    id: 4,
    rules: 'housing',
    name: {
      uz: 'Uy-joy sugʻurtasi «Optimal»',
      ru: 'Страхование жилья «Оптимальный»',
      en: 'Home insurance Optimal',
    },
    insuredSumUzs: 250_000_000,
    premiumUzs: 500_000, // 0.2 %
  },
];

/** The program with that id, or null (an unknown id must never price as zero). */
export const housingProgram = (id: number | null | undefined): HousingProgram | null =>
  HOUSING_PROGRAMS.find((program) => program.id === id) ?? null;
