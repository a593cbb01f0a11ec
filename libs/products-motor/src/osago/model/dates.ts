import { DateTime } from 'luxon';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';

const DISPLAY = 'dd.MM.yyyy';

/** `DD.MM.YYYY` (what the forms show) to `YYYY-MM-DD`; null when it is not a real day. */
export function isoDate(display: string): string | null {
  const parsed = DateTime.fromFormat(display, DISPLAY);
  return parsed.isValid ? parsed.toISODate() : null;
}

/** Days are Tashkent days (UTC+5), as the insurer counts them. */
const tashkentToday = (now: Date) => DateTime.fromJSDate(now).setZone('UTC+5').startOf('day');

/** Tomorrow, as DD.MM.YYYY: the default start of a new policy. */
export function tomorrowDisplay(now: Date = new Date()): string {
  return tashkentToday(now).plus({ days: 1 }).toFormat(DISPLAY);
}

/** The earliest start the insurer accepts: today. */
export function earliestStartDisplay(now: Date = new Date()): string {
  return tashkentToday(now).toFormat(DISPLAY);
}

/** The latest start the insurer accepts. */
export function latestStartDisplay(now: Date = new Date()): string {
  return tashkentToday(now).plus({ days: OSAGO_MAX_START_AHEAD_DAYS }).toFormat(DISPLAY);
}

/** A start date the insurer accepts: a real day from today to the latest start. */
export function isAcceptedStart(display: string, now: Date = new Date()): boolean {
  const iso = isoDate(display);
  if (!iso) return false;
  const today = tashkentToday(now);
  return (
    iso >= (today.toISODate() ?? '') &&
    iso <= (today.plus({ days: OSAGO_MAX_START_AHEAD_DAYS }).toISODate() ?? '')
  );
}
