import { normalisePlate } from '@polis/tariffs';
import { formatDate } from '../../contracts/format';
import { normaliseDate } from '../../registries/dates';
import { RequestError } from '../../errors';

/** The registry stores plates and series in upper case without spaces; forms send them as typed. */
export const plateOf = (value: string) => normalisePlate(value);
export const seriesOf = (value: string) => value.replace(/\s/g, '').toUpperCase();
export const digitsOf = (value: string) => value.replace(/\s/g, '');

/** Empty strings and null both mean "not given" (the forms send "" for blanks). */
export const given = (value: string | null | undefined): string | null => (value ? value : null);

/** DD.MM.YYYY for answers (what the forms show); the registry keeps YYYY-MM-DD. */
export const dotted = (isoDate: string) => formatDate(isoDate);

/** YYYY-MM-DD plus `days` calendar days. */
export const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Collects the cross-field refusals of one request into a single 400, like schema failures. */
export class Issues {
  private readonly list: { part: string; path: string; message: string }[] = [];

  add(path: string, message: string) {
    this.list.push({ part: 'body', path, message });
  }

  /**
   * ISO date of a DD.MM.YYYY / YYYY-MM-DD input, or an issue when the day does not exist (the placeholder
   * returned then is never used: callers call `throwIfAny` before reading the values).
   */
  date(path: string, value: string): string {
    const iso = normaliseDate(value);
    if (!iso) this.add(path, 'is not a real date');
    return iso ?? '1900-01-01';
  }

  throwIfAny() {
    if (this.list.length === 0) return;
    const text = this.list.map((i) => `${i.part}${i.path} ${i.message}`).join('; ');
    throw new RequestError(400, 'validation', text, this.list);
  }
}
