import { DMS_BASE_LIMIT_UZS, distributeDmsLimit } from './dms';

it('shares the limit in proportion, in steps of 100 000, adding up to the limit', () => {
  expect(distributeDmsLimit(DMS_BASE_LIMIT_UZS, [15, 10, 5])).toEqual([15_000_000, 10_000_000, 5_000_000]);
  const parts = distributeDmsLimit(40_000_000, [1, 1, 1]);
  expect(parts).toEqual([13_300_000, 13_300_000, 13_400_000]);
  for (const p of parts) expect(p % 100_000).toBe(0);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(40_000_000);
});

it('gives nothing when there is nothing to share', () => {
  expect(distributeDmsLimit(30_000_000, [])).toEqual([]);
  expect(distributeDmsLimit(30_000_000, [0, 0])).toEqual([0, 0]);
});
