/**
 * Display rules of spec 000 section 9: prices in the en-US format with a space as the thousands
 * separator (1 250 000), dates as DD.MM.YYYY. Calendar days are Tashkent's (UTC+5, no daylight saving).
 */
export function formatUzs(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** YYYY-MM-DD of the day it is in Tashkent at that moment. */
export function tashkentDate(moment: Date): string {
  return new Date(moment.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD -> DD.MM.YYYY. */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** A YYYY-MM-DD that names a real calendar day (31.02 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD plus `days` calendar days. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Last day of a cover of `months` from `isoDate`: the day before the same date that many months later, or
 * that month's last day when it has no such date (12 months from 29.02.2024 end on 28.02.2025).
 */
export function addMonthsInclusive(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  if (day > lastDay) target.setUTCDate(lastDay);
  else target.setUTCDate(day - 1);
  return target.toISOString().slice(0, 10);
}
