import { applyDiscount, osagoBasePremium, osagoTotal } from './osago';
import { territoryOf } from './plates';

describe('OSAGO tariff 2026', () => {
  it.each([
    ['01A123BC', 'tashkent'],
    ['10 123 ABC', 'tashkent'],
    ['30b777ca', 'regions'],
    ['95A001AA', 'regions'],
    ['99A123BC', 'abroad'],
    ['AB1234CD', 'abroad'],
  ])('plate %s is %s', (plate, territory) => expect(territoryOf(plate)).toBe(territory));

  it.each([
    // territory, vehicle type, drivers, period -> premium (table of NOTES.md)
    ['01A123BC', 1, 4, 1, 192_000],
    ['01A123BC', 1, 1, 1, 384_000],
    ['10A123BC', 2, 4, 1, 336_000],
    ['10A123BC', 2, 1, 1, 672_000],
    ['40A123BC', 1, 4, 1, 160_000],
    ['40A123BC', 1, 1, 1, 320_000],
    ['40A123BC', 2, 4, 1, 280_000],
    ['40A123BC', 2, 1, 1, 560_000],
    ['KZ123ABC', 1, 4, 1, 320_000],
    ['KZ123ABC', 1, 1, 1, 640_000],
    ['KZ123ABC', 2, 4, 1, 560_000],
    ['KZ123ABC', 2, 1, 1, 1_120_000],
    ['01A123BC', 1, 1, 2, 268_800],
    ['40A123BC', 1, 4, 2, 112_000],
  ])('%s type %i drivers %i period %i costs %i', (plate, vehicleTypeId, driversLimit, periodId, premium) => {
    expect(osagoBasePremium({ plate, vehicleTypeId, driversLimit, periodId })).toBe(premium);
  });

  it('refuses unknown limits and periods', () => {
    expect(
      osagoBasePremium({ plate: '01A123BC', vehicleTypeId: 1, driversLimit: 3, periodId: 1 }),
    ).toBeNull();
    expect(
      osagoBasePremium({ plate: '01A123BC', vehicleTypeId: 1, driversLimit: 1, periodId: 9 }),
    ).toBeNull();
  });

  it('halves the base for pensioners (7) and disabled persons (8) only, then adds the add-ons', () => {
    expect(osagoTotal(384_000, 7, {})).toEqual({
      base: 384_000,
      discounted: 192_000,
      addons: 0,
      total: 192_000,
    });
    expect(osagoTotal(384_000, 8, { accident: true }).total).toBe(202_000);
    expect(osagoTotal(384_000, 2, {}).total).toBe(384_000);
    expect(
      osagoTotal(320_000, 1, {
        accident: true,
        gazBalloon: true,
        gosNumberInsurance: true,
        miniKaskoPrice: 60_000,
      }),
    ).toEqual({ base: 320_000, discounted: 320_000, addons: 110_000, total: 430_000 });
  });

  it('computes a discounted price as price - price x percent / 100', () => {
    expect(applyDiscount(1000, 35)).toBe(650);
    expect(applyDiscount(168_000, 0)).toBe(168_000);
  });
});
