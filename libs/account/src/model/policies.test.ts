import { policyNumber, withoutTakaful } from './policies';

it('keeps only the policies whose takoful is 0, in their order', () => {
  const items = [
    { id: 1, takoful: 0 as const },
    { id: 2, takoful: 1 as const },
    { id: 3, takoful: 0 as const },
  ];
  expect(withoutTakaful(items).map((p) => p.id)).toEqual([1, 3]);
});

it('leaves out an item whose flag is missing or not 0 (the spec keeps 0 only)', () => {
  const odd = [{ id: 4 }, { id: 5, takoful: '0' }, { id: 6, takoful: 0 }] as unknown as { takoful: 0 }[];
  expect(withoutTakaful(odd)).toEqual([{ id: 6, takoful: 0 }]);
});

it('prints the series and number together', () => {
  expect(policyNumber({ policy_series: 'EIOO', policy_number: '0000042' })).toBe('EIOO 0000042');
});
