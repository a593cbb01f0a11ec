import { TRAVEL_UZB_TARIFFS, tripDays, travelUzbTariff, travelUzbTotals } from './travel-around-uzbekistan';

it('counts days as the difference plus one', () => {
  expect(tripDays('2026-12-01', '2026-12-01')).toBe(1);
  expect(tripDays('2026-12-01', '2026-12-10')).toBe(10);
  expect(tripDays('2026-12-30', '2027-01-02')).toBe(4);
});

it('multiplies the premium by tourists and days, the liability by tourists', () => {
  const tariff = travelUzbTariff(2);
  expect(tariff).not.toBeNull();
  if (!tariff) return;
  expect(travelUzbTotals(tariff, 2, 5)).toEqual({ premium: 100_000, liability: 50_000_000 });
});

it('starts at the catalogue price of 50 000 for ten days of the cheapest tariff', () => {
  expect(Math.min(...TRAVEL_UZB_TARIFFS.map((t) => t.premium)) * 10).toBe(50_000);
  expect(travelUzbTariff(9)).toBeNull();
});
