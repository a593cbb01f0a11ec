import type { District } from '@polis/api-contract';
import { districtsOf, firstDistrictOf } from './districts';

const d = (id: number, region_id: number): District => ({
  id,
  region_id,
  name_uz: `${id}`,
  name_ru: `${id}`,
  name_en: `${id}`,
});
const DISTRICTS = [d(101, 1), d(102, 1), d(1001, 10), d(1002, 10)];

it('lists a region’s districts and resets to the first of a newly chosen region', () => {
  expect(districtsOf(10, DISTRICTS).map((x) => x.id)).toEqual([1001, 1002]);
  expect(firstDistrictOf(10, DISTRICTS)).toBe('1001');
  expect(firstDistrictOf(1, DISTRICTS)).toBe('101');
  expect(firstDistrictOf(95, DISTRICTS)).toBe('');
});
