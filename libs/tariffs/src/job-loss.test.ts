import { JOB_LOSS_PREMIUM_UZS, jobLossPremium, jobLossQuote, jobLossSalaryAllowed } from './job-loss';

describe('job loss tariff', () => {
  it('covers three months of salary for 3 % of the coverage', () => {
    expect(jobLossQuote(5_000_000)).toEqual({ coverage: 15_000_000, totalPayable: 450_000 });
    expect(jobLossPremium(10_000_000)).toBe(900_000);
  });

  it('rounds the premium to whole UZS', () => {
    expect(jobLossQuote(1_271_001)).toEqual({ coverage: 3_813_003, totalPayable: 114_390 });
  });

  it('starts at the quote of the minimum wage', () => {
    expect(JOB_LOSS_PREMIUM_UZS).toBe(114_390);
    expect(jobLossPremium(1_271_000)).toBe(JOB_LOSS_PREMIUM_UZS);
  });

  it('takes salaries from the minimum wage to 50,000,000 only', () => {
    expect(jobLossSalaryAllowed(1_270_999)).toBe(false);
    expect(jobLossSalaryAllowed(50_000_001)).toBe(false);
    expect(jobLossSalaryAllowed(2_500_000.5)).toBe(false);
    expect(jobLossQuote(60_000_000)).toBeNull();
    expect(jobLossPremium(50_000_000)).toBe(4_500_000);
  });
});
