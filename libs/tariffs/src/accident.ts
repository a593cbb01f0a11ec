/**
 * Accident insurance (spec 001 sections 3 and 9): the premium is 5 per mille of the sum insured per insured
 * person, `total = amount x insureds x 5 / 1000`; 1 000 000 UZS of cover by default, so one person pays 5 000.
 * The choice of sums and the 12-month term are the product's own (no public figure; NOTES.md "Accident":
 * public tables run from 2 000 000 to 75 000 000 of cover at 0.4-0.5 %).
 */
export const ACCIDENT_DEFAULT_AMOUNT_UZS = 1_000_000;
export const ACCIDENT_AMOUNTS_UZS = [
  1_000_000, 2_000_000, 5_000_000, 10_000_000, 20_000_000, 50_000_000,
] as const;
export type AccidentAmount = (typeof ACCIDENT_AMOUNTS_UZS)[number];
export const ACCIDENT_RATE_PER_MILLE = 5;
export const ACCIDENT_MAX_INSUREDS = 10;
export const ACCIDENT_COVER_MONTHS = 12;

export const isAccidentAmount = (amount: number): amount is AccidentAmount =>
  (ACCIDENT_AMOUNTS_UZS as readonly number[]).includes(amount);

/** The premium of an application, whole UZS: the page shows it and the server charges it. */
export const accidentPremium = (amount: number = ACCIDENT_DEFAULT_AMOUNT_UZS, insureds = 1): number =>
  Math.round((amount * insureds * ACCIDENT_RATE_PER_MILLE) / 1000);

/** The default application: one person, 1 000 000 of cover (spec 001 section 9: 5 000). */
export const ACCIDENT_PREMIUM_UZS = accidentPremium();
