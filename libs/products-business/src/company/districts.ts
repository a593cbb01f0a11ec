import type { District } from '@polis/api-contract';

/** The districts of one region, in the registry's order. */
export const districtsOf = (regionId: number, districts: readonly District[]): readonly District[] =>
  districts.filter((d) => d.region_id === regionId);

/** Spec 000: choosing a region resets the district to the first of it ('' when it has none). */
export function firstDistrictOf(regionId: number, districts: readonly District[]): string {
  const first = districtsOf(regionId, districts)[0];
  return first ? String(first.id) : '';
}
