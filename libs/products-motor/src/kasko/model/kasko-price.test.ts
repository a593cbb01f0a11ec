import { kaskoQuoteOf, kaskoYears, yearPrice } from './kasko-price';
import type { KaskoSnapshot } from './kasko-state';

const car = (price: number): KaskoSnapshot['selectCar'] => ({
  brandId: 1,
  modelId: 13,
  positionId: 132,
  year: 2024,
  carLabel: 'Chevrolet Cobalt GS-STYLE MT',
  price,
});
const program = (change: Partial<KaskoSnapshot['program']>): KaskoSnapshot['program'] => ({
  programType: 0,
  programId: 2,
  riskIds: [],
  liabilities: [],
  title: '',
  premium: 0,
  ...change,
});

it('offers this year and the 19 before it', () => {
  const years = kaskoYears(2026);
  expect(years[0]).toBe(2026);
  expect(years.at(-1)).toBe(2007);
  expect(years).toHaveLength(20);
});

it('prices the car year: full this year, 5 % less per year of age, nothing for a future year', () => {
  expect(yearPrice(150_000_000, 2026, 2026)).toBe(150_000_000);
  expect(yearPrice(150_000_000, 2023, 2026)).toBe(127_500_000);
  expect(yearPrice(150_000_000, 2027, 2026)).toBeNull();
});

it('quotes a program (Comfort 1.5 %) and a constructor, never below the 400,000 start price', () => {
  expect(kaskoQuoteOf({ selectCar: car(135_000_000), program: program({}) })).toBe(2_025_000);
  expect(kaskoQuoteOf({ selectCar: car(135_000_000), program: program({ programId: 3 }) })).toBe(3_375_000);
  expect(
    kaskoQuoteOf({ selectCar: car(200_000_000), program: program({ programType: 1, riskIds: [1, 7] }) }),
  ).toBe(1_200_000);
  expect(
    kaskoQuoteOf({ selectCar: car(100_000_000), program: program({ programType: 1, riskIds: [4] }) }),
  ).toBe(400_000);
  expect(kaskoQuoteOf({ selectCar: car(135_000_000) })).toBeUndefined();
});
