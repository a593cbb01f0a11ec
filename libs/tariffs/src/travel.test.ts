import {
  ageOn,
  allowedPrograms,
  cheapestProgram,
  familyAllowed,
  isSchengen,
  programsForCountries,
  travelAgeCoefficient,
  travelGroupCoefficient,
  travelQuote,
  travelRiskPrice,
  type TravelProgramId,
  type TravelQuoteInput,
} from './travel';

const base: Omit<TravelQuoteInput, 'programId'> = {
  purposeId: 1,
  days: 30,
  ages: [35],
  isFamily: false,
  hasCovid: false,
  risks: [],
  homeCover: false,
  rate: 14_050,
};
const total = (programId: TravelProgramId, more: Partial<TravelQuoteInput> = {}) =>
  travelQuote({ ...base, programId, ...more }).totalUzs;

describe('travel abroad price model', () => {
  it("gives the insurer's example answer: Basic 203 000, Comfort 215 000, Premium 392 000", () => {
    expect([total(1), total(2), total(3)]).toEqual([203_000, 215_000, 392_000]);
  });

  it('applies the age coefficients per traveller: under 18 x0.8, 65-75 x2, over 75 x5', () => {
    expect([17, 18, 64, 65, 75, 76].map(travelAgeCoefficient)).toEqual([0.8, 1, 1, 2, 2, 5]);
    // 0.51 x 30 x 14 050 x (1 + 0.8) = 386 937 -> 387 000
    expect(total(2, { ages: [35, 10] })).toBe(387_000);
    expect(total(2, { ages: [80] })).toBe(1_075_000); // 1 074 825
  });

  it('applies the purpose coefficient (sport x2) and COVID x1.25, rounding up to 1 000', () => {
    expect(total(2, { purposeId: 3 })).toBe(430_000); // 429 930
    expect(total(2, { hasCovid: true })).toBe(269_000); // 268 706.25
  });

  it('prices a family at 2.5 single premiums instead of the sum of its members', () => {
    expect(total(2, { ages: [40, 38, 10], isFamily: true })).toBe(538_000); // 537 412.5
  });

  it('applies group coefficients from 5, 11 and 21 travellers', () => {
    expect([1, 4, 5, 10, 11, 20, 21].map(travelGroupCoefficient)).toEqual([
      1, 1, 0.85, 0.85, 0.75, 0.75, 0.7,
    ]);
  });

  it('adds each risk per traveller and the home cover once', () => {
    expect(travelRiskPrice('luggage', 30)).toBe(13_000);
    expect(travelRiskPrice('luggage', 31)).toBe(26_000);
    expect([30, 90, 91].map((d) => travelRiskPrice('cancel_travel', d))).toEqual([20_000, 39_000, 104_000]);
    const q = travelQuote({
      ...base,
      programId: 2,
      ages: [35, 30],
      risks: ['luggage', 'accident'],
      homeCover: true,
    });
    expect(q.risksUzs).toBe(52_000);
    expect(q.homeUzs).toBe(30_000);
    expect(q.totalUzs).toBe(q.medicalUzs + 82_000);
  });

  it('allows Comfort and Premium in Schengen, Premium only in the USA, all three elsewhere', () => {
    expect(isSchengen('DE')).toBe(true);
    expect(isSchengen('TR')).toBe(false);
    expect(allowedPrograms('DE')).toEqual([2, 3]);
    expect(allowedPrograms('US')).toEqual([3]);
    expect(allowedPrograms('TR')).toEqual([1, 2, 3]);
    expect(programsForCountries(['TR', 'FR'])).toEqual([2, 3]);
    expect(cheapestProgram(['TR'])).toBe(1);
    expect(cheapestProgram(['FR', 'CA'])).toBe(3);
  });

  it('lets two adults and their children share a family policy', () => {
    expect(familyAllowed([40, 38, 10])).toBe(true);
    expect(familyAllowed([40])).toBe(false);
    expect(familyAllowed([40, 38, 20])).toBe(false);
    expect(familyAllowed([70, 10])).toBe(false);
  });

  it('counts whole years', () => {
    expect(ageOn('1990-03-15', '2026-03-14')).toBe(35);
    expect(ageOn('1990-03-15', '2026-03-15')).toBe(36);
  });
});
