import { DateTime } from 'luxon';

/** What the forms show and the customer types. */
export const DISPLAY_DATE = 'dd.MM.yyyy';

/** `DD.MM.YYYY` to `YYYY-MM-DD`; null when it is not a real calendar day (31.02 is refused). */
export function isoDate(display: string): string | null {
  const parsed = DateTime.fromFormat(display.trim(), DISPLAY_DATE, { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : null;
}

/** `YYYY-MM-DD` to `DD.MM.YYYY`; empty for an unreadable value. */
export function displayDate(iso: string): string {
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  return parsed.isValid ? parsed.toFormat(DISPLAY_DATE) : '';
}

/** The insurer counts days in Tashkent (UTC+5, no daylight saving). */
export const tashkentToday = (now: Date = new Date()) =>
  DateTime.fromJSDate(now).setZone('UTC+5').startOf('day');

/** A day `days` from today in Tashkent, as DD.MM.YYYY (tomorrow: the default start of a policy). */
export const daysFromToday = (days: number, now: Date = new Date()): string =>
  tashkentToday(now).plus({ days }).toFormat(DISPLAY_DATE);

/** Whole years between a birthday (DD.MM.YYYY) and today; null for an unreadable day. */
export function ageInYears(birthday: string, now: Date = new Date()): number | null {
  const iso = isoDate(birthday);
  if (!iso) return null;
  return Math.floor(tashkentToday(now).diff(DateTime.fromISO(iso, { zone: 'UTC+5' }), 'years').years);
}

/** Whether a DD.MM.YYYY day lies from `fromDays` to `toDays` days after today (Tashkent). */
export function isWithinDays(display: string, fromDays: number, toDays: number, now = new Date()): boolean {
  const iso = isoDate(display);
  if (!iso) return false;
  const today = tashkentToday(now);
  return (
    iso >= (today.plus({ days: fromDays }).toISODate() ?? '') &&
    iso <= (today.plus({ days: toDays }).toISODate() ?? '')
  );
}
