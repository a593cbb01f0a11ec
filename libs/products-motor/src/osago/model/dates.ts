import { DateTime } from 'luxon';

const DISPLAY = 'dd.MM.yyyy';

/** `DD.MM.YYYY` (what the forms show) to `YYYY-MM-DD`; null when it is not a real day. */
export function isoDate(display: string): string | null {
  const parsed = DateTime.fromFormat(display, DISPLAY);
  return parsed.isValid ? parsed.toISODate() : null;
}

/** Tomorrow in Tashkent time (UTC+5), as DD.MM.YYYY: the earliest start of a new policy. */
export function tomorrowDisplay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone('UTC+5').plus({ days: 1 }).toFormat(DISPLAY);
}

/** Latest start the insurer accepts: 60 days ahead. */
export function latestStartDisplay(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone('UTC+5').plus({ days: 60 }).toFormat(DISPLAY);
}
