/**
 * Travel around Uzbekistan (spec 001 "Domestic travel"). No public figures: the tariffs are the product's
 * choice (libs/products-travel/src/travel-around-uzbekistan/README.md). Spec 001 section 9: total premium =
 * premium x tourists x days; liability = liability x tourists; the mobile catalogue starts at 50 000.
 */
export interface DomesticTravelTariff {
  readonly id: number;
  readonly name: { readonly uz: string; readonly ru: string; readonly en: string };
  /** Per tourist and day, UZS. */
  readonly premium: number;
  /** Sum insured per tourist, UZS. */
  readonly liability: number;
}

export const TRAVEL_UZB_TARIFFS: readonly DomesticTravelTariff[] = [
  { id: 1, name: { uz: 'Standart', ru: 'Стандарт', en: 'Standard' }, premium: 5_000, liability: 10_000_000 },
  {
    id: 2,
    name: { uz: 'Optimal', ru: 'Оптимальный', en: 'Optimal' },
    premium: 10_000,
    liability: 25_000_000,
  },
  { id: 3, name: { uz: 'Premium', ru: 'Премиум', en: 'Premium' }, premium: 20_000, liability: 50_000_000 },
];
export const TRAVEL_UZB_DEFAULT_TARIFF = 1;
/** At most this many days and tourists in one policy; the start within this many days from today. */
export const TRAVEL_UZB_MAX_DAYS = 90;
export const TRAVEL_UZB_MAX_TOURISTS = 10;
export const TRAVEL_UZB_MAX_START_AHEAD_DAYS = 90;

export const travelUzbTariff = (id: number | null | undefined): DomesticTravelTariff | null =>
  TRAVEL_UZB_TARIFFS.find((t) => t.id === id) ?? null;

/** Days of cover: the difference of the dates plus one (ISO dates). */
export function tripDays(beginIso: string, endIso: string): number {
  const ms = Date.parse(`${endIso}T00:00:00Z`) - Date.parse(`${beginIso}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export interface DomesticTravelTotals {
  readonly premium: number;
  readonly liability: number;
}

export function travelUzbTotals(
  tariff: DomesticTravelTariff,
  tourists: number,
  days: number,
): DomesticTravelTotals {
  return { premium: tariff.premium * tourists * days, liability: tariff.liability * tourists };
}
