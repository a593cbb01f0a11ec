import { periodsFor } from './installment-periods';

describe('instalment periods', () => {
  it('offers 3, 6 and 12 months without markup, monthly amounts rounded up', () => {
    expect(periodsFor(384_000)).toEqual([
      { period: 3, monthly_amount: 128_000, total_amount: 384_000 },
      { period: 6, monthly_amount: 64_000, total_amount: 384_000 },
      { period: 12, monthly_amount: 32_000, total_amount: 384_000 },
    ]);
    expect(periodsFor(100_001)[0]).toEqual({ period: 3, monthly_amount: 33_334, total_amount: 100_001 });
  });

  it('never asks for less than the premium in all', () => {
    for (const amount of [1, 7, 99_999, 1_234_567]) {
      for (const p of periodsFor(amount)) expect(p.monthly_amount * p.period).toBeGreaterThanOrEqual(amount);
    }
  });
});
