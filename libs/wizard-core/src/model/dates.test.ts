import { ageInYears, daysFromToday, displayDate, isoDate, isWithinDays } from './dates';

// 23.11.2026 20:00 UTC is already 24.11.2026 in Tashkent.
const now = new Date('2026-11-23T20:00:00Z');

describe('dates', () => {
  it('reads DD.MM.YYYY as a real day only', () => {
    expect(isoDate('15.03.1990')).toBe('1990-03-15');
    expect(isoDate('31.02.2000')).toBeNull();
    expect(isoDate('29.02.2028')).toBe('2028-02-29');
    expect(isoDate('29.02.2027')).toBeNull();
    expect(isoDate('1990-03-15')).toBeNull();
    expect(displayDate('1990-03-15')).toBe('15.03.1990');
    expect(displayDate('nonsense')).toBe('');
  });

  it('counts days in Tashkent', () => {
    expect(daysFromToday(1, now)).toBe('25.11.2026');
    expect(isWithinDays('24.11.2026', 0, 90, now)).toBe(true);
    expect(isWithinDays('23.11.2026', 0, 90, now)).toBe(false);
    expect(isWithinDays('22.02.2027', 0, 90, now)).toBe(true);
    expect(isWithinDays('23.02.2027', 0, 90, now)).toBe(false);
  });

  it('computes whole years of age', () => {
    expect(ageInYears('24.11.2008', now)).toBe(18);
    expect(ageInYears('25.11.2008', now)).toBe(17);
    expect(ageInYears('32.01.2000', now)).toBeNull();
  });
});
