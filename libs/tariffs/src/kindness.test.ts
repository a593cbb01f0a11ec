import {
  KINDNESS_PREMIUM_UZS,
  KINDNESS_PRODUCT_ID,
  KINDNESS_RISK_ID,
  kindnessFundShare,
  kindnessPremium,
} from './kindness';

it('costs 200 000 (spec 001 section 9) with fixed risk and product ids', () => {
  expect(KINDNESS_PREMIUM_UZS).toBe(200_000);
  expect(kindnessPremium()).toBe(200_000);
  expect([KINDNESS_RISK_ID, KINDNESS_PRODUCT_ID]).toEqual([21, 64]);
  expect(kindnessFundShare()).toBe(20_000);
});
