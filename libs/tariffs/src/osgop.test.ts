import { OSGOP_ANNUAL_RATES, OSGOP_TERMS, osgopInsuredSum, osgopPremium } from './osgop';

describe('OSGOP premium', () => {
  it('insures 44,000,000 UZS per seat', () => {
    expect(osgopInsuredSum(16)).toBe(704_000_000);
  });

  it('prices a 16-seat minibus for 12, 6 and 3 months', () => {
    expect(osgopPremium('minibus', 16, 3)).toBe(844_800);
    expect(osgopPremium('minibus', 16, 2)).toBe(506_880);
    expect(osgopPremium('minibus', 16, 1)).toBe(295_680);
  });

  it('charges a taxi seat more than a minibus seat, and a minibus seat more than a bus seat', () => {
    expect(OSGOP_ANNUAL_RATES.taxi).toBeGreaterThan(OSGOP_ANNUAL_RATES.minibus);
    expect(OSGOP_ANNUAL_RATES.minibus).toBeGreaterThan(OSGOP_ANNUAL_RATES.bus);
    expect(osgopPremium('taxi', 4, 3)).toBe(264_000);
    expect(osgopPremium('bus', 30, 3)).toBe(1_320_000);
  });

  it('offers terms of 3, 6 and 12 months, a longer term never cheaper', () => {
    expect(OSGOP_TERMS.map((t) => t.months)).toEqual([3, 6, 12]);
    const shares = OSGOP_TERMS.map((t) => t.share);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
  });

  it('prices nothing for an unknown term or no seats', () => {
    expect(osgopPremium('bus', 30, 4)).toBeNull();
    expect(osgopPremium('bus', 0, 3)).toBeNull();
    expect(osgopPremium('bus', 2.5, 3)).toBeNull();
  });
});
