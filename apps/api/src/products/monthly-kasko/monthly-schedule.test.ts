import {
  afterFailure,
  afterSuccess,
  dueDay,
  isDue,
  MAX_ATTEMPTS,
  paidThrough,
  tashkentMidnight,
} from './monthly-schedule';

it('runs one month at a time from the start date', () => {
  expect(paidThrough('2026-01-15', 1)).toBe('2026-02-14');
  expect(paidThrough('2026-01-15', 2)).toBe('2026-03-14');
  expect(dueDay('2026-01-15', 1)).toBe('2026-02-15');
  // A start on the 31st ends on the month's last day when the month is shorter.
  expect(paidThrough('2026-01-31', 1)).toBe('2026-02-28');
});

it('is due from midnight in Tashkent of the due day, not before', () => {
  const at = tashkentMidnight('2026-02-15');
  expect(at).toBe('2026-02-14T19:00:00.000Z');
  expect(isDue(at, new Date('2026-02-14T18:59:59Z'))).toBe(false);
  expect(isDue(at, new Date('2026-02-14T19:00:00Z'))).toBe(true);
  expect(isDue(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
});

it('retries 1 and 3 days after the due day, then lets the cover lapse', () => {
  expect(MAX_ATTEMPTS).toBe(3);
  expect(afterFailure('2026-02-15', 1)).toEqual({
    kind: 'retry',
    day: '2026-02-16',
    at: tashkentMidnight('2026-02-16'),
  });
  expect(afterFailure('2026-02-15', 2)).toMatchObject({ kind: 'retry', day: '2026-02-18' });
  expect(afterFailure('2026-02-15', 3)).toEqual({ kind: 'lapse' });
});

it('extends the cover by a month on success, the next charge the day after', () => {
  expect(afterSuccess('2026-01-15', 2)).toEqual({
    paidThrough: '2026-03-14',
    nextDue: '2026-03-15',
    nextChargeAt: tashkentMidnight('2026-03-15'),
  });
});
