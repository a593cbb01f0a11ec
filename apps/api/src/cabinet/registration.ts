import { sql } from 'kysely';
import type { Db } from '../db/database';
import { findPerson, type PersonQuery } from '../registries/person-lookup';
import type { CabinetFailureCode } from './cabinet-text';
import { findUserById, maskPassport } from './cabinet-users';
import type { CabinetUserRow } from '../contracts/owner-session';

export type RegisterOutcome =
  | { readonly ok: true; readonly user: CabinetUserRow }
  | { readonly ok: false; readonly code: CabinetFailureCode };

/**
 * Links the account to the registry person the passport and birthday name (names, birthday and a masked
 * passport copied; the full number stays in the registry). One person, one account: the PINFL is unique,
 * and on PostgreSQL a lock on it keeps two accounts from claiming the same person at once. Registering the
 * same person again answers the account as it is.
 */
export async function registerPerson(
  { db, dialect }: Db,
  { userId, query, now = new Date() }: { userId: number; query: PersonQuery; now?: Date },
): Promise<RegisterOutcome> {
  const person = await findPerson(db, query);
  if (!person) return { ok: false, code: 'datas_not_found' };
  return db.transaction().execute(async (trx): Promise<RegisterOutcome> => {
    if (dialect === 'postgres') {
      await sql`select pg_advisory_xact_lock(hashtext(${`cabinet-person:${person.pinfl}`}))`.execute(trx);
    }
    const user = await findUserById(trx, userId);
    if (!user) return { ok: false, code: 'datas_not_found' };
    if (user.pinfl === person.pinfl) return { ok: true, user };
    if (user.pinfl !== null) return { ok: false, code: 'already_registered' };
    const holder = await trx
      .selectFrom('cabinet_users')
      .select('id')
      .where('pinfl', '=', person.pinfl)
      .executeTakeFirst();
    if (holder) return { ok: false, code: 'person_already_registered' };
    const at = now.toISOString();
    const linked = await trx
      .updateTable('cabinet_users')
      .set({
        pinfl: person.pinfl,
        last_name: person.last_name,
        first_name: person.first_name,
        middle_name: person.middle_name,
        birthday: person.birthday,
        passport_masked: maskPassport(person.passport_series, person.passport_number),
        registered_at: at,
        updated_at: at,
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, user: linked };
  });
}
