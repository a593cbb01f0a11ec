import { DateTime } from 'luxon';

export type DateErrorId = 'ui.date.invalid' | 'ui.date.tooEarly' | 'ui.date.tooLate';

export interface DateBounds {
  /** Earliest allowed day, ISO `yyyy-mm-dd`. */
  readonly min?: string;
  /** Latest allowed day, ISO `yyyy-mm-dd`. */
  readonly max?: string;
}

/**
 * Checks a typed `DD.MM.YYYY` date: a real calendar day (no 31.04 or 29.02 in a common year) within the
 * bounds. Empty text passes: whether the field is required is the form schema's decision.
 */
export function validateDisplayDate(text: string, { min, max }: DateBounds = {}): DateErrorId | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const date = DateTime.fromFormat(trimmed, 'dd.LL.yyyy', { zone: 'utc' });
  if (!date.isValid) return 'ui.date.invalid';
  // ISO dates compare correctly as strings.
  const iso = date.toISODate() ?? '';
  if (min && iso < min) return 'ui.date.tooEarly';
  if (max && iso > max) return 'ui.date.tooLate';
  return null;
}
