import { kaskoCarOf, kaskoQuoteOf, kaskoYears, yearPrice } from './kasko-price';
import type { KaskoSnapshot } from './kasko-state';

const car = (price: number): KaskoSnapshot['selectCar'] => ({
  brandId: 1,
  modelId: 13,
  positionId: 132,
  year: 2024,
  carLabel: 'Chevrolet Cobalt GS-STYLE MT',
  price,
  listPrice: 150_000_000,
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
  expect(kaskoQuoteOf({ selectCar: car(135_000_000), program: program({}) }, 2026)).toBe(2_025_000);
  expect(kaskoQuoteOf({ selectCar: car(135_000_000), program: program({ programId: 3 }) }, 2026)).toBe(
    3_375_000,
  );
  expect(
    kaskoQuoteOf(
      { selectCar: car(200_000_000), program: program({ programType: 1, riskIds: [1, 7] }) },
      2026,
    ),
  ).toBe(1_200_000);
  expect(
    kaskoQuoteOf({ selectCar: car(100_000_000), program: program({ programType: 1, riskIds: [4] }) }, 2026),
  ).toBe(400_000);
  expect(kaskoQuoteOf({ selectCar: car(135_000_000) }, 2026)).toBeUndefined();
});

it("prices the vehicle registry's year once the car is found, the year chosen while the registry has none", () => {
  const found = (issueYear: number): KaskoSnapshot['aboutCar'] => ({
    gosNumber: '01A123BC',
    techSery: 'AAF',
    techNumber: '1234567',
    carModel: 'Chevrolet Cobalt',
    issueYear,
    bodyNumber: '',
    engineNumber: '',
    color: 'oq',
  });
  const chosen = { selectCar: car(135_000_000), program: program({}) };
  expect(kaskoCarOf(chosen, 2026)).toEqual({ year: 2024, price: 135_000_000, fromRegistry: false });
  // A 2020 Cobalt: 150 M less 30 % = 105 M; Comfort 1.5 % = 1 575 000.
  expect(kaskoCarOf({ ...chosen, aboutCar: found(2020) }, 2026)).toEqual({
    year: 2020,
    price: 105_000_000,
    fromRegistry: true,
  });
  expect(kaskoQuoteOf({ ...chosen, aboutCar: found(2020) }, 2026)).toBe(1_575_000);
  expect(kaskoCarOf({ ...chosen, aboutCar: found(0) }, 2026)).toMatchObject({
    year: 2024,
    fromRegistry: false,
  });
  expect(kaskoCarOf({ ...chosen, aboutCar: found(2005) }, 2026)).toBeUndefined();
});
