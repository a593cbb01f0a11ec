import { applicationsByDays, claimDay, claimTime } from './applications-by-days';

const claim = (id: number, event_date: string) => ({ id, event_date });

it('groups claims by the day of the event, newest day and newest event first', () => {
  const groups = applicationsByDays([
    claim(1, '2025-11-12 09:40:00'),
    claim(2, '2026-01-08 18:15:00'),
    claim(3, '2025-11-12 17:05:00'),
    claim(4, '2025-06-21 07:05:00'),
  ]);
  expect(groups.map((g) => [g.day, g.claims.map((c) => c.id)])).toEqual([
    ['2026-01-08', [2]],
    ['2025-11-12', [3, 1]],
    ['2025-06-21', [4]],
  ]);
});

it('uses the date as given (Tashkent), so a late evening event stays on its own day', () => {
  expect(applicationsByDays([claim(1, '2025-12-31 23:59:59')])[0].day).toBe('2025-12-31');
});

it('keeps claims with an unreadable date in a last group instead of dropping them', () => {
  const groups = applicationsByDays([claim(1, 'soon'), claim(2, '2025-01-02 10:00:00')]);
  expect(groups.map((g) => g.day)).toEqual(['2025-01-02', null]);
  expect(groups[1].claims).toEqual([claim(1, 'soon')]);
});

it('gives no groups for no claims', () => {
  expect(applicationsByDays([])).toEqual([]);
});

it('reads the day and the time of an event date', () => {
  expect(claimDay('2025-08-03 14:20:00')).toBe('2025-08-03');
  expect(claimTime('2025-08-03 14:20:00')).toBe('14:20');
  expect(claimTime('2025-08-03')).toBeNull();
});
