import { HOUSING_DEFAULT_PROGRAM_ID, HOUSING_PROGRAMS, housingProgram } from './housing';

describe('home insurance programs', () => {
  it('makes program 2 the spec default: 140 000 for 115 000 000', () => {
    expect(HOUSING_DEFAULT_PROGRAM_ID).toBe(2);
    expect(housingProgram(2)).toMatchObject({ premiumUzs: 140_000, insuredSumUzs: 115_000_000 });
  });

  it('prices the other programs at 0.2 %-1.0 % of the sum insured a year', () => {
    for (const program of HOUSING_PROGRAMS.filter((p) => p.id !== HOUSING_DEFAULT_PROGRAM_ID)) {
      const rate = program.premiumUzs / program.insuredSumUzs;
      expect([program.id, rate >= 0.002 && rate <= 0.01]).toEqual([program.id, true]);
    }
  });

  it('follows the housing rules for ids 2 and 4 and the premium property rules otherwise', () => {
    expect(HOUSING_PROGRAMS.map((p) => [p.id, p.rules])).toEqual([
      [1, 'premium-property'],
      [2, 'housing'],
      [3, 'premium-property'],
      [4, 'housing'],
    ]);
  });

  it('names every program in three languages, Uzbek with its ʻ', () => {
    for (const { name } of HOUSING_PROGRAMS) {
      expect(name.uz).toMatch(/sugʻurtasi/);
      expect(name.ru).toMatch(/^Страхование/);
      expect(name.en).toMatch(/insurance/);
    }
  });

  it('knows no program for an unknown id', () => {
    expect(housingProgram(9)).toBeNull();
    expect(housingProgram(null)).toBeNull();
  });
});
