import { isoDate } from '@polis/wizard-core';
import { earliestStartDisplay, isAcceptedStart, latestStartDisplay, tomorrowDisplay } from './dates';

// 22.11.2026 20:30 UTC is already 23.11.2026 in Tashkent (UTC+5).
const now = new Date('2026-11-22T20:30:00Z');

it('reads DD.MM.YYYY and refuses days that do not exist', () => {
  expect(isoDate('15.03.1990')).toBe('1990-03-15');
  expect(isoDate('31.02.1990')).toBeNull();
  expect(isoDate('1990-03-15')).toBeNull();
});

it('counts days in Tashkent time', () => {
  expect(earliestStartDisplay(now)).toBe('23.11.2026');
  expect(tomorrowDisplay(now)).toBe('24.11.2026');
  expect(latestStartDisplay(now)).toBe('21.02.2027');
});

it('accepts a start from today to 90 days ahead', () => {
  expect(isAcceptedStart('23.11.2026', now)).toBe(true);
  expect(isAcceptedStart('21.02.2027', now)).toBe(true);
  expect(isAcceptedStart('22.11.2026', now)).toBe(false);
  expect(isAcceptedStart('22.02.2027', now)).toBe(false);
  expect(isAcceptedStart('30.02.2027', now)).toBe(false);
});
