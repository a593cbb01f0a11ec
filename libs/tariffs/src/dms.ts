/**
 * DMS constructor constants and the limit rule (spec 001 sections 4 and 9). The default coverages share the
 * limit the visitor sets in proportion to their default amounts, each rounded to steps of 100 000; the last
 * coverage takes the rounding remainder so the parts add up to the limit.
 */
export const DMS_BASE_LIMIT_UZS = 30_000_000;
export const DMS_ROUNDING_STEP_UZS = 100_000;
export const DMS_HOSPITAL_CATEGORIES = ['Basic', 'Comfort', 'VIP'] as const;
export const DMS_DEFAULT_CATEGORY = 'VIP';
export const DMS_TRAVEL_DEFAULT_DAYS = 5;

const roundToStep = (amount: number) => Math.round(amount / DMS_ROUNDING_STEP_UZS) * DMS_ROUNDING_STEP_UZS;

/** Splits `limit` over coverages in proportion to `weights` (their default amounts), steps of 100 000. */
export function distributeDmsLimit(limit: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const parts = weights.map((w) => roundToStep((limit * w) / total));
  const rest = roundToStep(limit) - parts.reduce((sum, p) => sum + p, 0);
  parts[parts.length - 1] += rest;
  return parts;
}
