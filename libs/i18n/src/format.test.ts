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

  it('rounds, signs and groups as en-US number formatting does, commas made spaces', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const amounts = [
      0.005,
      0.015,
      0.125,
      1.005,
      1.255,
      2.675,
      9.995,
      99.999,
      999.995,
      999999.994,
      999999.995,
      1234567.891,
      12345678901234.5,
      -0.001,
      -0,
      -1,
      -1234.567,
      -1000000,
      0.1 + 0.2,
      1e20,
      1e21,
      1.5e300,
      Infinity,
      -Infinity,
      NaN,
      Number.MAX_SAFE_INTEGER,
      168000.1,
      75000.5,
    ];
    // A spread of amounts with fractions, and whole amounts of every length.
    for (let i = 0; i < 500; i++) amounts.push(Math.round(Math.sin(i) * 10 ** (i % 13) * 1000) / 1000);
    for (const amount of amounts)
      expect([amount, formatPrice(amount)]).toEqual([amount, intl.format(amount).replace(/,/g, ' ')]);
  });
});

describe('dates', () => {
  it('shows DD.MM.YYYY and HH:mm', () => {
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDate(DateTime.fromISO('2026-12-31T23:05:00', { zone: 'utc' }))).toBe('31.12.2026');
    expect(formatTime(DateTime.fromISO('2026-12-31T09:05:00', { zone: 'utc' }))).toBe('09:05');
    expect(formatDate('not a date')).toBe('');
  });
});
