import { SPORT_DATA_TYPES, SPORT_TYPES, sportDataType, sportPremium, sportType } from './sport';

it('charges insurance amount x limit / 100 (spec 001 section 9)', () => {
  expect(sportPremium(10_000_000, 2.5)).toBe(250_000);
  expect(sportPremium(5_000_000, 0.5)).toBe(25_000);
  expect(sportPremium(10_000_000, sportType(33)?.limit ?? 0)).toBe(350_000);
});

it('has one row per sport and period, the riskier and longer the dearer', () => {
  expect(SPORT_TYPES).toHaveLength(18);
  expect(sportType(11)).toMatchObject({ name_en: 'Swimming', type: 1, date_type: 1, limit: 0.5 });
  expect(sportType(53)).toMatchObject({ name_en: 'Boxing', type: 3, date_type: 3, limit: 5 });
  expect(sportDataType(2)?.months).toBe(6);
  expect(SPORT_DATA_TYPES.map((d) => d.id)).toEqual([1, 2, 3]);
});
