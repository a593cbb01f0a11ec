import { DateTime } from 'luxon';
import { formatDate, formatTime } from './date-format';
import { formatPrice } from './price-format';

describe('formatPrice', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [1250000, '1 250 000'],
    [168000, '168 000'],
    [80000000, '80 000 000'],
    [1234.5, '1 234.5'],
  ])('%s -> %s', (n, text) => expect(formatPrice(n)).toBe(text));
});

describe('dates', () => {
  it('shows DD.MM.YYYY and HH:mm', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(DateTime.fromISO('2026-12-31T23:05:00', { zone: 'utc' }))).toBe('31.12.2026');
    expect(formatTime(DateTime.fromISO('2026-12-31T09:05:00', { zone: 'utc' }))).toBe('09:05');
    expect(formatDate('not a date')).toBe('');
  });
});
