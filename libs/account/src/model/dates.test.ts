import { tashkentDay } from './dates';

it('shows a moment as the Tashkent day (UTC+5)', () => {
  expect(tashkentDay('2026-03-01T18:59:00.000Z')).toBe('01.03.2026');
  expect(tashkentDay('2026-03-01T19:00:00.000Z')).toBe('02.03.2026');
  expect(tashkentDay('not a date')).toBe('');
});
