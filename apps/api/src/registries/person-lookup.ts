import type { Kysely, Selectable } from 'kysely';
import type { PersonLookupRequest } from '@polis/api-contract';
import type { Database, PersonsTable } from '../db/schema';
import { RequestError } from '../errors';
import { assertPassportOpen, countWrongBirthday } from './birthday-attempts';
import { normaliseDate } from './dates';
import { cachedRegistry } from './registry-cache';

export type PersonRecord = Selectable<PersonsTable>;

/** Surname, given name and patronymic as the registry holds them, one space between (a missing part left out). */
export const fullNameOf = (p: Pick<PersonRecord, 'last_name' | 'first_name' | 'middle_name'>) =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ');

/**
 * A look-up after normalisation: ISO birthday, upper-case series, absent rather than empty values. A
 * passport (series and number) is always part of it: a PINFL and a birthday alone would let anyone who
 * learned a PINFL read the name behind it.
 */
export interface PersonQuery {
  readonly birthday: string;
  readonly passport: { readonly series: string; readonly number: string };
  readonly pinfl?: string;
}

const given = (value: string | undefined | null) => (value ? value : undefined);

/**
 * The rule: birthday, passport series and number always; a PINFL, when given, must be the same person's.
 * A half passport, or a PINFL without a passport, is a malformed request (400), not a person not found.
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
  const message = pinfl
    ? 'passportSeria and passportNumber are required (a PINFL alone is not enough)'
    : 'passportSeria and passportNumber are required';
  throw new RequestError(400, 'validation', `body/passportSeria: ${message}`, [
    { part: 'body', path: '/passportSeria', message },
    { part: 'body', path: '/passportNumber', message },
  ]);
}

/** The registry's person with this passport, or null (kept a minute per process: `./registry-cache.ts`). */
const personByPassport = (db: Kysely<Database>, series: string, number: string) =>
  cachedRegistry(db, 'persons', `${series} ${number}`, async () => {
    const row = await db
      .selectFrom('persons')
      .selectAll()
      .where('passport_series', '=', series)
      .where('passport_number', '=', number)
      .executeTakeFirst();
    return row ?? null;
  });

/**
 * The registry's person when every given value matches it, else null. A wrong birthday or PINFL gives the
 * same null as an unknown passport, so the answer never confirms that a passport exists. A passport that
 * exists with another birthday is a failed attempt: after 5 in an hour the passport answers 429 (thrown
 * `RequestError`), even with the right birthday (`./birthday-attempts.ts`). A wrong birthday is counted
 * before it is answered; any other look-up only reads the passport's count.
 */
export async function findPerson(db: Kysely<Database>, query: PersonQuery): Promise<PersonRecord | null> {
  const found = await personByPassport(db, query.passport.series, query.passport.number);
  if (found && found.birthday !== query.birthday) {
    await countWrongBirthday(db, query.passport);
    return null;
  }
  await assertPassportOpen(db, query.passport);
  if (!found) return null;
  if (query.pinfl && found.pinfl !== query.pinfl) return null;
  return found;
}
