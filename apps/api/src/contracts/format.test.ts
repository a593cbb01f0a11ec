import fc from 'fast-check';
import { addMonthsInclusive, formatDate, formatUzs, isIsoDate, tashkentDate } from './format';

describe('display formats (spec 000 section 9)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1 000'],
    [384000, '384 000'],
    [1250000, '1 250 000'],
  ])('formats %d UZS as %s', (amount, text) => expect(formatUzs(amount)).toBe(text));

  it('keeps every digit and groups by three', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        const text = formatUzs(n);
        expect(text.replace(/ /g, '')).toBe(String(n));
        expect(
          text
            .split(' ')
            .slice(1)
            .every((group) => group.length === 3),
        ).toBe(true);
      }),
    );
  });

  it('shows dates as DD.MM.YYYY in Tashkent', () => {
    expect(formatDate('2026-01-05')).toBe('05.01.2026');
    // 20:30 UTC on 31 December is already 1 January in Tashkent (UTC+5).
    expect(tashkentDate(new Date('2025-12-31T20:30:00Z'))).toBe('2026-01-01');
  });

  it('ends a 12-month cover the day before the same date a year later', () => {
    expect(addMonthsInclusive('2026-01-15', 12)).toBe('2027-01-14');
    expect(addMonthsInclusive('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsInclusive('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsInclusive('2026-03-01', 1)).toBe('2026-03-31');
    expect(addMonthsInclusive('2026-03-01', 6)).toBe('2026-08-31');
  });

  it('knows which days exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('15.01.2026')).toBe(false);
  });
});
