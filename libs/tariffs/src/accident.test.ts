import {
  ACCIDENT_AMOUNTS_UZS,
  ACCIDENT_DEFAULT_AMOUNT_UZS,
  ACCIDENT_PREMIUM_UZS,
  accidentPremium,
  isAccidentAmount,
} from './accident';

it('charges amount x insureds x 5 / 1000, 5 000 by default (spec 001 section 9)', () => {
  expect(ACCIDENT_DEFAULT_AMOUNT_UZS).toBe(1_000_000);
  expect(ACCIDENT_PREMIUM_UZS).toBe(5_000);
  expect(accidentPremium()).toBe(5_000);
  expect(accidentPremium(1_000_000, 3)).toBe(15_000);
  expect(accidentPremium(5_000_000, 2)).toBe(50_000);
  expect(accidentPremium(50_000_000, 10)).toBe(2_500_000);
});

it('sells only the listed sums insured', () => {
  expect(ACCIDENT_AMOUNTS_UZS[0]).toBe(ACCIDENT_DEFAULT_AMOUNT_UZS);
  expect(isAccidentAmount(2_000_000)).toBe(true);
  expect(isAccidentAmount(1_500_000)).toBe(false);
});
