/**
 * OSAGO tariff of Cabinet of Ministers resolution No. 458 of 23.07.2025, in force from 01.01.2026
 * (shared/spec/NOTES.md): annual premium by territory, vehicle kind and drivers limit, 0.7 for six months.
 * Kept as data; the API recomputes every price with these rules and the wizard shows the same figures.
 */
import { territoryOf, vehicleKindOf, type Territory, type VehicleKind } from './plates';

/** `policy.type` is the insurer's number_drivers_id: 1 unlimited drivers, 4 limited to named drivers (up to 5). */
export const DRIVERS_UNLIMITED = 1;
export const DRIVERS_LIMITED = 4;
export const MAX_NAMED_DRIVERS = 5;
export type DriversLimit = typeof DRIVERS_UNLIMITED | typeof DRIVERS_LIMITED;

/** `period_id`: 1 twelve months, 2 six months. */
export const PERIOD_MONTHS: Readonly<Record<number, number>> = { 1: 12, 2: 6 };
const PERIOD_FACTOR: Readonly<Record<number, number>> = { 1: 1, 2: 0.7 };

export const OSAGO_INSURED_SUM = 80_000_000;

/**
 * A policy starts today at the earliest and at most 90 days ahead (not shown in the spec: renewals are bought
 * weeks before the old policy ends). Days are Tashkent days.
 */
export const OSAGO_MAX_START_AHEAD_DAYS = 90;

/** Annual premium, UZS: [limited drivers, unlimited drivers]. */
export const OSAGO_ANNUAL: Readonly<
  Record<Territory, Readonly<Record<VehicleKind, readonly [number, number]>>>
> = {
  tashkent: { car: [192_000, 384_000], truck: [336_000, 672_000] },
  regions: { car: [160_000, 320_000], truck: [280_000, 560_000] },
  abroad: { car: [320_000, 640_000], truck: [560_000, 1_120_000] },
};

/** Discount categories (`discountId`) and their share off the base premium, per cent. Spec: 7 and 8 halve it. */
export const OSAGO_DISCOUNTS: Readonly<Record<number, number>> = {
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  6: 0,
  7: 50,
  8: 50,
  9: 0,
};

/** Add-ons of the policy step, UZS (spec 000 section 9). */
export const OSAGO_ADDONS = { accident: 10_000, gazBalloon: 10_000, gosNumberInsurance: 30_000 } as const;

export interface OsagoQuoteInput {
  readonly plate: string;
  readonly vehicleTypeId: number;
  readonly driversLimit: number;
  readonly periodId: number;
}

/** Base premium before discounts and add-ons; null for an unknown limit or period. */
export function osagoBasePremium({
  plate,
  vehicleTypeId,
  driversLimit,
  periodId,
}: OsagoQuoteInput): number | null {
  const factor = PERIOD_FACTOR[periodId];
  if (factor === undefined || (driversLimit !== DRIVERS_UNLIMITED && driversLimit !== DRIVERS_LIMITED))
    return null;
  const [limited, unlimited] = OSAGO_ANNUAL[territoryOf(plate)][vehicleKindOf(vehicleTypeId)];
  return Math.round((driversLimit === DRIVERS_UNLIMITED ? unlimited : limited) * factor);
}

/** Discounted price = price - price x percent / 100 (spec 000 section 9). */
export const applyDiscount = (price: number, percent: number): number =>
  Math.round(price - (price * percent) / 100);

export interface OsagoAddons {
  readonly accident?: boolean;
  readonly gazBalloon?: boolean;
  readonly gosNumberInsurance?: boolean;
  /** Monthly mini kasko special: the chosen program's price. */
  readonly miniKaskoPrice?: number | null;
}

export interface OsagoTotal {
  readonly base: number;
  readonly discounted: number;
  readonly addons: number;
  readonly total: number;
}

/** Total = base premium (after the discount category) + the selected add-ons. */
export function osagoTotal(base: number, discountId: number, addons: OsagoAddons): OsagoTotal {
  const discounted = applyDiscount(base, OSAGO_DISCOUNTS[discountId] ?? 0);
  const extra =
    (addons.accident ? OSAGO_ADDONS.accident : 0) +
    (addons.gazBalloon ? OSAGO_ADDONS.gazBalloon : 0) +
    (addons.gosNumberInsurance ? OSAGO_ADDONS.gosNumberInsurance : 0) +
    (addons.miniKaskoPrice ?? 0);
  return { base, discounted, addons: extra, total: discounted + extra };
}
