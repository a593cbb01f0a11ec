import {
  OSGOR_CLASS_COEFFICIENTS,
  OSGOR_MIN_PREMIUM_UZS,
  OSGOR_RATES,
  osgorClassOf,
  osgorPremium,
  osgorPremiumByHeadcount,
  osgorRateOf,
  osgorRateOfClass,
} from './osgor';

it('has 20 classes rising from 0.571 to 7.714', () => {
  expect(OSGOR_CLASS_COEFFICIENTS).toHaveLength(20);
  expect(OSGOR_CLASS_COEFFICIENTS[0]).toBe(0.571);
  expect(OSGOR_CLASS_COEFFICIENTS[19]).toBe(7.714);
  for (let i = 1; i < 20; i++)
    expect(OSGOR_CLASS_COEFFICIENTS[i]).toBeGreaterThan(OSGOR_CLASS_COEFFICIENTS[i - 1]);
  expect(OSGOR_RATES).toHaveLength(21);
});

it('places an OKED code by its division; IT is class 1, unlisted activities pay 3.4 per mille', () => {
  expect(osgorClassOf('62010')).toBe(1);
  expect(osgorClassOf('07290')).toBe(19);
  expect(osgorClassOf('79110')).toBeNull();
  expect(osgorRateOf('62010')).toBe(0.000571);
  expect(osgorRateOf('79110')).toBe(0.0034);
  expect(osgorRateOfClass(20)).toBe(0.007714);
  expect(() => osgorRateOfClass(21)).toThrow(RangeError);
});

it('prices payroll x rate in whole UZS', () => {
  expect(osgorPremium(1_000_000_000, 0.000571)).toBe(571_000);
  expect(osgorPremium(120_000_000, 0.0034)).toBe(408_000);
  expect(osgorPremium(123_456_789, 0.001257)).toBe(155_185);
  expect(osgorPremium(0, 0.0034)).toBe(0);
});

it('keeps the headcount rule with its minimum premium', () => {
  expect(osgorPremiumByHeadcount(1, 1)).toBe(OSGOR_MIN_PREMIUM_UZS);
  expect(osgorPremiumByHeadcount(10, 20)).toBe(Math.round(50 * 1_271_000 * 0.001 * 7.714 * 10));
});
