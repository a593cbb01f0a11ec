/**
 * The forms send birthdays as DD.MM.YYYY (what they show) and some partners as YYYY-MM-DD; the registry
 * stores YYYY-MM-DD. Returns the ISO date, or null when the text is neither form or the day does not exist.
 */
export function normaliseDate(input: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(input);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  const [year, month, day] = dotted ? [dotted[3], dotted[2], dotted[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 31.02 over to 03.03; a real day survives the round trip unchanged.
  const same =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return same && Number(year) >= 1900 ? `${year}-${month}-${day}` : null;
}
