import { DateTime } from 'luxon';

// Dates live apart from prices so that pages showing only prices do not load luxon.
type DateLike = Date | string | DateTime;
const toDateTime = (value: DateLike): DateTime =>
  DateTime.isDateTime(value)
    ? value
    : value instanceof Date
      ? DateTime.fromJSDate(value)
      : DateTime.fromISO(value, { setZone: true });

/** `DD.MM.YYYY`; an unreadable value gives an empty string rather than "Invalid DateTime". */
export function formatDate(value: DateLike): string {
  const dt = toDateTime(value);
  return dt.isValid ? dt.toFormat('dd.LL.yyyy') : '';
}

/** `HH:mm`, 24-hour. */
export function formatTime(value: DateLike): string {
  const dt = toDateTime(value);
  return dt.isValid ? dt.toFormat('HH:mm') : '';
}
