import { accidentPremium } from './accident';
import { osagoBasePremium } from './osago';
import { startingPrice, STARTING_PRICES } from './starting-prices';

describe('the catalogue starting prices', () => {
  it('gives accident 5 000 per 1 000 000 of cover, the premium its wizard charges', () => {
    expect(startingPrice('accident')).toEqual({
      key: 'accident',
      priceFrom: 5_000,
      unit: 'cover',
      cover: 1_000_000,
    });
    expect(startingPrice('accident')?.priceFrom).toBe(accidentPremium(1_000_000, 1));
  });

  it('starts OSAGO at the cheapest annual premium of the tariff (limited drivers, regions, a car)', () => {
    const regionsCar = osagoBasePremium({
      plate: '20A123BC',
      vehicleTypeId: 1,
      driversLimit: 4,
      periodId: 1,
    });
    expect(startingPrice('osago')).toEqual({ key: 'osago', priceFrom: regionsCar, unit: 'year' });
  });

  it('prices terms other than a year with their length and per-unit products with their unit', () => {
    expect(startingPrice('mini-kasko')).toEqual({
      key: 'mini-kasko',
      priceFrom: 60_000,
      unit: 'days',
      count: 31,
    });
    expect(startingPrice('osgop')).toMatchObject({ unit: 'seat', count: 3 });
    expect(startingPrice('travel-around-uzbekistan')).toMatchObject({ priceFrom: 5_000, unit: 'day' });
    expect(startingPrice('sport')).toMatchObject({ priceFrom: 25_000, unit: 'months', count: 1 });
    expect(startingPrice('osgor')).toEqual({ key: 'osgor', rateFrom: 0.000571, unit: 'payroll' });
    expect(startingPrice('kindness')).toEqual({ key: 'kindness', priceFrom: 200_000, unit: 'year' });
  });

  it('lists each product once, each with a positive figure', () => {
    const keys = STARTING_PRICES.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of STARTING_PRICES) expect(p.priceFrom ?? p.rateFrom).toBeGreaterThan(0);
  });
});
