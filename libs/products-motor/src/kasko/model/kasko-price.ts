import { KASKO_DEPRECIATION_PER_YEAR, kaskoPremium, kaskoYearPrice } from '@polis/tariffs';
import type { KaskoSnapshot } from './kasko-state';

/** The years a car may be insured in `year`: this year first, back to 19 years of age. */
export function kaskoYears(year: number): number[] {
  const oldest = Math.round(1 / KASKO_DEPRECIATION_PER_YEAR) - 1;
  return Array.from({ length: oldest + 1 }, (_, age) => year - age);
}

/** The price of a car of `issueYear` seen in `year` (the spec's year price rule), null outside the years. */
export const yearPrice = (catalogueUzs: number, issueYear: number, year: number) =>
  kaskoYearPrice(catalogueUzs, issueYear, year);

/** The premium of the answers so far, as the server computes it; undefined until the program is chosen. */
export function kaskoQuoteOf(snap: Partial<KaskoSnapshot>): number | undefined {
  if (!snap.selectCar || !snap.program) return undefined;
  const p = snap.program;
  const premium = kaskoPremium(
    snap.selectCar.price,
    p.programType === 0 ? { type: 0, programId: p.programId } : { type: 1, riskIds: p.riskIds },
  );
  return premium ?? undefined;
}
