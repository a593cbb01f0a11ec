import type { Kysely } from 'kysely';
import { OSAGO_MAX_START_AHEAD_DAYS } from '@polis/tariffs';
import { tashkentDate, addDays } from '../contracts/format';
import type { Database } from '../db/schema';
import { normaliseDate } from '../registries/dates';
import { findPerson, type PersonRecord } from '../registries/person-lookup';
import { Issues } from '../http/issues';

/**
 * The cross-field 400s every upload application shares: real days, a start from tomorrow to 90 days ahead
 * and the applicant's birthday; `more` adds the product's own field checks to the same 400.
 */
export function applicationDates(
  body: { readonly start_date: string; readonly birthday: string },
  now: Date,
  more: (issues: Issues) => void = () => undefined,
): { startDate: string; birthday: string } {
  const issues = new Issues();
  const today = tashkentDate(now);
  const startDate = issues.date('/start_date', body.start_date);
  if (normaliseDate(body.start_date) !== null) {
    if (startDate <= today) issues.add('/start_date', 'must be from tomorrow');
    else if (startDate > addDays(today, OSAGO_MAX_START_AHEAD_DAYS))
      issues.add('/start_date', `must be within ${OSAGO_MAX_START_AHEAD_DAYS} days`);
  }
  const birthday = issues.date('/birthday', body.birthday);
  more(issues);
  issues.throwIfAny();
  return { startDate, birthday };
}

/** The applicant in the person registry, by passport and birthday (null: the product answers 422). */
export const applicantOf = (
  db: Kysely<Database>,
  body: { readonly passport_seria: string; readonly passport_number: string },
  birthday: string,
): Promise<PersonRecord | null> =>
  findPerson(db, { birthday, passport: { series: body.passport_seria, number: body.passport_number } });
