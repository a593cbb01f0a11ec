import type { Kysely, Selectable } from 'kysely';
import type { PersonLookupRequest } from '@polis/api-contract';
import type { Database, PersonsTable } from '../db/schema';
import { RequestError } from '../errors';
import { normaliseDate } from './dates';

export type PersonRecord = Selectable<PersonsTable>;

/** A look-up after normalisation: ISO birthday, upper-case series, absent rather than empty values. */
export type PersonQuery =
  | {
      readonly birthday: string;
      readonly passport: { series: string; number: string };
      readonly pinfl?: string;
    }
  | { readonly birthday: string; readonly passport?: undefined; readonly pinfl: string };

const given = (value: string | undefined) => (value ? value : undefined);

/**
 * The insurer's rule: birthday always, and a passport (series and number together) or a PINFL. A half
 * passport or neither identifier is a malformed request (400), not a person who was not found.
 */
export function personQueryOf(body: PersonLookupRequest): PersonQuery {
  const birthday = normaliseDate(body.birthday);
  if (!birthday) {
    throw new RequestError(400, 'validation', 'body/birthday is not a real date', [
      { part: 'body', path: '/birthday', message: 'is not a real date' },
    ]);
  }
  const series = given(body.passportSeria);
  const number = given(body.passportNumber);
  const pinfl = given(body.pinfl);
  if (Boolean(series) !== Boolean(number)) {
    const missing = series ? 'passportNumber' : 'passportSeria';
    throw new RequestError(400, 'validation', `body/${missing} is required with the other passport field`, [
      { part: 'body', path: `/${missing}`, message: 'is required with the other passport field' },
    ]);
  }
  if (series && number) return { birthday, passport: { series: series.toUpperCase(), number }, pinfl };
  if (pinfl) return { birthday, pinfl };
  throw new RequestError(400, 'validation', 'body needs passportSeria and passportNumber, or pinfl', [
    {
      part: 'body',
      path: '/passportSeria',
      message: 'passportSeria and passportNumber, or pinfl, are required',
    },
  ]);
}

/**
 * The registry's person when every given value matches it, else null. A wrong birthday or PINFL gives the
 * same null as an unknown passport, so the answer never confirms that a passport exists.
 */
export async function findPerson(db: Kysely<Database>, query: PersonQuery): Promise<PersonRecord | null> {
  const found = query.passport
    ? await db
        .selectFrom('persons')
        .selectAll()
        .where('passport_series', '=', query.passport.series)
        .where('passport_number', '=', query.passport.number)
        .executeTakeFirst()
    : await db.selectFrom('persons').selectAll().where('pinfl', '=', query.pinfl).executeTakeFirst();
  if (!found || found.birthday !== query.birthday) return null;
  if (query.pinfl && found.pinfl !== query.pinfl) return null;
  return found;
}
