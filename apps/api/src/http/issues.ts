import { RequestError } from '../errors';
import { normaliseDate } from '../registries/dates';

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
