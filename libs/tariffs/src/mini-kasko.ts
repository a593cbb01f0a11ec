/**
 * Mini kasko special programs offered as an OSAGO add-on (the insurer's public tariff, shared/spec/NOTES.md):
 * the add-on costs the program's price and covers up to its sum. Ids are the `minikasko_program_id` of the
 * OSAGO save.
 */
export interface MiniKaskoProgram {
  readonly id: 1 | 2 | 3;
  readonly key: 'basic' | 'comfort' | 'premium';
  readonly name: string;
  readonly priceUzs: number;
  readonly coverUzs: number;
}

export const MINI_KASKO_PROGRAMS: readonly MiniKaskoProgram[] = [
  { id: 1, key: 'basic', name: 'Basic', priceUzs: 60_000, coverUzs: 10_000_000 },
  { id: 2, key: 'comfort', name: 'Comfort', priceUzs: 90_000, coverUzs: 20_000_000 },
  { id: 3, key: 'premium', name: 'Premium', priceUzs: 110_000, coverUzs: 30_000_000 },
];

/** The program with that id, or null (an unknown id must never price as zero). */
export const miniKaskoProgram = (id: number | null | undefined): MiniKaskoProgram | null =>
  MINI_KASKO_PROGRAMS.find((program) => program.id === id) ?? null;

/** A stand-alone mini KASKO runs 31 days from its start (the insurer's public answers, NOTES.md). */
export const MINI_KASKO_TERM_DAYS = 31;

/** The spec's start price of mini KASKO (catalogue, mobile starting prices): the cheapest program. */
export const MINI_KASKO_PREMIUM_UZS = 60_000;

type Localised = { readonly uz: string; readonly ru: string; readonly en: string };

/** What each program covers, in the three languages `GET /minikasko_neo/getPrograms` answers. */
export const MINI_KASKO_DESCRIPTIONS: Readonly<Record<MiniKaskoProgram['id'], Localised>> = {
  1: {
    uz: 'YTH, yongʻin va tabiiy ofatlardan zarar 10 000 000 soʻmgacha, 31 kun',
    ru: 'Ущерб от ДТП, пожара и стихийных бедствий до 10 000 000 сумов, 31 день',
    en: 'Damage from a crash, fire or natural disaster up to 10,000,000 UZS, 31 days',
  },
  2: {
    uz: 'YTH, yongʻin, tabiiy ofatlar va narsalar qulashidan zarar 20 000 000 soʻmgacha, 31 kun',
    ru: 'Ущерб от ДТП, пожара, стихийных бедствий и падения предметов до 20 000 000 сумов, 31 день',
    en: 'Damage from a crash, fire, natural disaster or falling objects up to 20,000,000 UZS, 31 days',
  },
  3: {
    uz: 'Barcha xavflar, shu jumladan uchinchi shaxslarning gʻayriqonuniy harakatlari, 30 000 000 soʻmgacha, 31 kun',
    ru: 'Все риски, включая противоправные действия третьих лиц, до 30 000 000 сумов, 31 день',
    en: 'All risks, vandalism by third parties included, up to 30,000,000 UZS, 31 days',
  },
};
