import { addMonthsInclusive, addDays } from '../../contracts/format';

/**
 * The month-by-month charge schedule of monthly mini KASKO, pure (dates are Tashkent ISO days, times ISO
 * instants). Period n covers [start + (n-1) months, start + n months - 1 day]; period n+1 falls due on the
 * day after period n ends. A failed charge is retried 1 and 3 days after the due day (an SMS each time);
 * the third failure lets the cover lapse at the end of the last paid period.
 */

/** Days after the due day on which a failed charge is tried again, in order. */
export const RETRY_AFTER_DAYS = [1, 3] as const;
/** Charge attempts per period: the due day and each retry. */
export const MAX_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;

/** The last day covered after `periods` paid months from `start`. */
export const paidThrough = (start: string, periods: number): string => addMonthsInclusive(start, periods);

/** The day period `periods + 1` falls due (the day after the paid cover ends). */
export const dueDay = (start: string, periods: number): string => addDays(paidThrough(start, periods), 1);

/** Midnight of a Tashkent day (UTC+5, no daylight saving) as an ISO instant. */
export const tashkentMidnight = (day: string): string => new Date(`${day}T00:00:00+05:00`).toISOString();

/** A charge is due once its instant has come. */
export const isDue = (nextChargeAt: string | null, now: Date): boolean =>
  nextChargeAt !== null && nextChargeAt <= now.toISOString();

export type AfterFailure =
  { readonly kind: 'retry'; readonly at: string; readonly day: string } | { readonly kind: 'lapse' };

/** After the `attempt`-th failed charge of a period due on `due`: the next try, or the lapse. */
export function afterFailure(due: string, attempt: number): AfterFailure {
  const wait = RETRY_AFTER_DAYS[attempt - 1];
  if (wait === undefined) return { kind: 'lapse' };
  const day = addDays(due, wait);
  return { kind: 'retry', at: tashkentMidnight(day), day };
}

/** After a successful charge of period `period`: the cover runs to its end, the next period is due next. */
export function afterSuccess(start: string, period: number) {
  const due = dueDay(start, period);
  return { paidThrough: paidThrough(start, period), nextDue: due, nextChargeAt: tashkentMidnight(due) };
}
