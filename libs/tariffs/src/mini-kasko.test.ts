import {
  MINI_KASKO_DESCRIPTIONS,
  MINI_KASKO_PREMIUM_UZS,
  MINI_KASKO_PROGRAMS,
  MINI_KASKO_TERM_DAYS,
  miniKaskoProgram,
} from './mini-kasko';
import { osagoTotal } from './osago';

describe('mini kasko special programs', () => {
  it('has Basic, Comfort and Premium at the public prices and covers', () => {
    expect(MINI_KASKO_PROGRAMS.map((p) => [p.id, p.name, p.priceUzs, p.coverUzs])).toEqual([
      [1, 'Basic', 60_000, 10_000_000],
      [2, 'Comfort', 90_000, 20_000_000],
      [3, 'Premium', 110_000, 30_000_000],
    ]);
  });

  it('finds a program by id and nothing for an unknown one', () => {
    expect(miniKaskoProgram(2)?.priceUzs).toBe(90_000);
    expect(miniKaskoProgram(4)).toBeNull();
    expect(miniKaskoProgram(null)).toBeNull();
  });

  it('adds the chosen program price to the OSAGO total', () => {
    expect(osagoTotal(384_000, 1, { miniKaskoPrice: miniKaskoProgram(3)?.priceUzs }).total).toBe(494_000);
  });
});

describe('stand-alone mini kasko', () => {
  it('starts from the cheapest program and runs 31 days', () => {
    expect(MINI_KASKO_PREMIUM_UZS).toBe(Math.min(...MINI_KASKO_PROGRAMS.map((p) => p.priceUzs)));
    expect(MINI_KASKO_TERM_DAYS).toBe(31);
  });

  it('describes every program in uz, ru and en with its own cover', () => {
    for (const p of MINI_KASKO_PROGRAMS) {
      const d = MINI_KASKO_DESCRIPTIONS[p.id];
      const cover = String(p.coverUzs).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
      expect([d.uz, d.ru].every((text) => text.includes(cover))).toBe(true);
      expect(d.en).toContain(String(p.coverUzs).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
      expect(d.uz).toMatch(/soʻm/);
    }
  });
});
