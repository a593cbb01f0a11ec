import { PETS_PREMIUM_UZS, petAgeAllowed, petsPremium, petsProgram } from './pets';

describe('pets tariff', () => {
  it('starts at 500,000 UZS with program 1', () => {
    expect(petsPremium()).toBe(PETS_PREMIUM_UZS);
    expect(PETS_PREMIUM_UZS).toBe(500_000);
    expect(petsProgram(1)).toEqual({
      id: 1,
      totalInsuranceAmount: 10_000_000,
      totalPremium: 500_000,
      name: { uz: '«Doʻstim» Bazaviy', ru: '«Друг» Базовый', en: 'Buddy Basic' },
      description: expect.objectContaining({ en: expect.stringContaining('up to 10,000,000 UZS') }),
    });
  });

  it('prices each program and knows no other', () => {
    expect(petsPremium(2)).toBe(900_000);
    expect(petsPremium(3)).toBe(1_600_000);
    expect(petsPremium(4)).toBeUndefined();
  });

  it('insures a pet from 3 months to 8 years old', () => {
    expect(petAgeAllowed('2025-12', '2026-03-01')).toBe(true);
    expect(petAgeAllowed('2026-01', '2026-03-31')).toBe(false);
    expect(petAgeAllowed('2018-03', '2026-03-01')).toBe(true);
    expect(petAgeAllowed('2018-02', '2026-03-01')).toBe(false);
    expect(petAgeAllowed('2026-13', '2027-03-01')).toBe(false);
    expect(petAgeAllowed('garbage', '2026-03-01')).toBe(false);
  });
});
