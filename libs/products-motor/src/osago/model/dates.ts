import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { daysFromToday, isWithinDays } from '@polis/wizard-core';

// Days are Tashkent days (UTC+5), as the insurer counts them; the date rules themselves live in wizard-core.

/** Tomorrow, as DD.MM.YYYY: the default start of a new policy. */
export const tomorrowDisplay = (now: Date = new Date()): string => daysFromToday(1, now);

/** The earliest start the insurer accepts: today. */
export const earliestStartDisplay = (now: Date = new Date()): string => daysFromToday(0, now);

/** The latest start the insurer accepts. */
export const latestStartDisplay = (now: Date = new Date()): string =>
  daysFromToday(OSAGO_MAX_START_AHEAD_DAYS, now);

/** A start date the insurer accepts: a real day from today to the latest start. */
export const isAcceptedStart = (display: string, now: Date = new Date()): boolean =>
  isWithinDays(display, 0, OSAGO_MAX_START_AHEAD_DAYS, now);
