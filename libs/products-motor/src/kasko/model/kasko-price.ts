import { KASKO_DEPRECIATION_PER_YEAR, kaskoPremium, kaskoRegistryYear, kaskoYearPrice } from '@polis/tariffs';
import type { KaskoSnapshot } from './kasko-state';

/** The years a car may be insured in `year`: this year first, back to 19 years of age. */
export function kaskoYears(year: number): number[] {
  const oldest = Math.round(1 / KASKO_DEPRECIATION_PER_YEAR) - 1;
  return Array.from({ length: oldest + 1 }, (_, age) => year - age);
}

/** The price of a car of `issueYear` seen in `year` (the spec's year price rule), null outside the years. */
export const yearPrice = (catalogueUzs: number, issueYear: number, year: number) =>
  kaskoYearPrice(catalogueUzs, issueYear, year);

/** The vehicle registry's year of issue of the car found on the about-car step, when it has one. */
export const registryYearOf = (snap: Partial<KaskoSnapshot>, year: number): number | null =>
  kaskoRegistryYear(snap.aboutCar?.issueYear, year);

/**
 * The car as it is priced in `year` (the server's rule): the catalogue position in the vehicle registry's year
 * of issue once the plate is found and the registry has one, else in the year chosen; undefined before a car
 * is chosen or for a registry year the rule cannot price (the about-car step refuses it).
 */
export function kaskoCarOf(
  snap: Partial<KaskoSnapshot>,
  year: number,
): { readonly year: number; readonly price: number; readonly fromRegistry: boolean } | undefined {
  const car = snap.selectCar;
  if (!car) return undefined;
  const registry = registryYearOf(snap, year);
  if (registry === null) return { year: car.year, price: car.price, fromRegistry: false };
  const price = registry === car.year ? car.price : yearPrice(car.listPrice, registry, year);
  return price === null ? undefined : { year: registry, price, fromRegistry: true };
}

/** The premium of the answers so far, as the server computes it; undefined until the program is chosen. */
export function kaskoQuoteOf(snap: Partial<KaskoSnapshot>, year: number): number | undefined {
  const car = kaskoCarOf(snap, year);
  if (!car || !snap.program) return undefined;
  const p = snap.program;
  const premium = kaskoPremium(
    car.price,
    p.programType === 0 ? { type: 0, programId: p.programId } : { type: 1, riskIds: p.riskIds },
  );
  return premium ?? undefined;
}
