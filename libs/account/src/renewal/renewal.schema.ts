import { object, string } from 'yup';
import { isoDate, optionalEmail } from '@polis/wizard-core';

/** A trip's new dates as typed (DD.MM.YYYY); the server prices them and says what its rules refuse. */
export interface DatesValues {
  start_date: string;
  end_date: string;
}

const day = () =>
  string()
    .trim()
    .required('account.renewal.form.required')
    .test('real-day', 'account.renewal.form.date', (value) => !value || isoDate(value) !== null);

export const datesSchema = object({
  start_date: day(),
  end_date: day().test('order', 'account.renewal.form.order', function (value) {
    const start = isoDate((this.parent as DatesValues).start_date ?? '');
    const end = value ? isoDate(value) : null;
    return !start || !end || end >= start;
  }),
});

export interface EmailValues {
  email: string;
}

/** The e-mail the product wizards ask (the rule the saves accept): optional. */
export const emailSchema = object({ email: optionalEmail('account.renewal.form.emailInvalid') });

/** The new trip's dates of the page's query (`?start_date=YYYY-MM-DD&end_date=...`), when both are days. */
export function datesOfQuery(search: URLSearchParams): { start_date: string; end_date: string } | null {
  const start = search.get('start_date') ?? '';
  const end = search.get('end_date') ?? '';
  const iso = /^\d{4}-\d{2}-\d{2}$/;
  return iso.test(start) && iso.test(end) ? { start_date: start, end_date: end } : null;
}
