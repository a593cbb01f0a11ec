import { QUICK_KASKO_PROGRAMS, quickKaskoAcceptsYear, quickKaskoProgram } from './quick-kasko';

describe('quick kasko programs', () => {
  it('prices each program at 1.5 %-1.9 % of its cover, and more cover costs more', () => {
    for (const p of QUICK_KASKO_PROGRAMS) {
      const rate = p.premiumUzs / p.insuredSumUzs;
      expect([p.id, rate >= 0.015 && rate <= 0.019]).toEqual([p.id, true]);
    }
    const premiums = QUICK_KASKO_PROGRAMS.map((p) => p.premiumUzs);
    expect([...premiums].sort((a, b) => a - b)).toEqual(premiums);
  });

  it('finds a program by id and nothing for an unknown one', () => {
    expect(quickKaskoProgram(2)?.insuredSumUzs).toBe(40_000_000);
    expect(quickKaskoProgram(7)).toBeNull();
    expect(quickKaskoProgram(undefined)).toBeNull();
  });

  it('accepts cars up to 10 years old, not older, not from the future', () => {
    expect(quickKaskoAcceptsYear(2016, 2026)).toBe(true);
    expect(quickKaskoAcceptsYear(2015, 2026)).toBe(false);
    expect(quickKaskoAcceptsYear(2027, 2026)).toBe(false);
  });
});
