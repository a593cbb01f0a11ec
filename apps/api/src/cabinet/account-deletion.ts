import { sql, type Kysely } from 'kysely';
import type { AccountDeleted } from '@polis/api-contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { policiesOfUser } from '../contracts/holder-policies';
import type { CabinetUserRow } from '../contracts/owner-session';
import { claimsOfUser } from './claims';

const countOf = async (rows: Promise<{ numDeletedRows: bigint }>) => Number((await rows).numDeletedRows);

/**
 * "Delete my account" (issue 27), in one transaction: everything of the login goes, what insurance law keeps
 * stays, detached from it.
 *
 * Removed: the account row (names, birthday, masked passport, PINFL link, e-mail, referral code), saved people
 * and cars, every session (the cabinet's and a claimant's), the consents recorded, drafts the account made, the
 * phone's pending login codes. Reminders and marketing end with it: the phone is opted out of reminders (the
 * opt-out is what keeps them from resuming when someone logs in with it again).
 *
 * Kept (insurance and payment law): contracts, policies, payments, claims and business applications. None of them
 * names the account: contracts and claims carry the phone and PINFL they were made with, facts of the contract,
 * and a login with that phone (proven by its SMS code) finds them by the same rule that finds a new customer's
 * policies bought before they had an account. What named the account is cut: a business application's `user_id`
 * (sent while logged in, perhaps with another phone typed) is set to null, and accounts the deleted one invited
 * keep no link to it. A new account of the same phone is a new row with a new id: nothing links it to the old.
 */
export async function deleteAccount(
  { db, dialect }: Db,
  user: CabinetUserRow,
  now = new Date(),
): Promise<AccountDeleted> {
  return db.transaction().execute(async (trx): Promise<AccountDeleted> => {
    // The login's lock (login-codes.ts): a login of this phone waits, then creates a new account.
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${user.phone}))`.execute(trx);
    const kept = {
      policies: (await policiesOfUser(trx, user)).length,
      claims: (await claimsOfUser(trx, user)).length,
    };
    const removed = {
      saved_people: await countOf(
        trx.deleteFrom('saved_people').where('user_id', '=', user.id).executeTakeFirst(),
      ),
      saved_vehicles: await countOf(
        trx.deleteFrom('saved_vehicles').where('user_id', '=', user.id).executeTakeFirst(),
      ),
      sessions: await liveSessions(trx, user.id, now),
      consents: await countOf(
        trx.deleteFrom('customer_consents').where('user_id', '=', user.id).executeTakeFirst(),
      ),
    };
    await trx.deleteFrom('cabinet_sessions').where('user_id', '=', user.id).execute();
    const drafts = trx.selectFrom('drafts').select('key').where('owner_user_id', '=', user.id);
    await trx.deleteFrom('draft_files').where('draft_key', 'in', drafts).execute();
    await trx.deleteFrom('drafts').where('owner_user_id', '=', user.id).execute();
    await trx.deleteFrom('cabinet_login_codes').where('phone', '=', user.phone).execute();
    await trx
      .insertInto('reminder_optouts')
      .values({ phone: user.phone, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
    await trx.updateTable('site_requests').set({ user_id: null }).where('user_id', '=', user.id).execute();
    await trx
      .updateTable('dms_constructor_requests')
      .set({ user_id: null })
      .where('user_id', '=', user.id)
      .execute();
    await trx
      .updateTable('cabinet_users')
      .set({ invited_by: null })
      .where('invited_by', '=', user.id)
      .execute();
    await trx.deleteFrom('cabinet_users').where('id', '=', user.id).execute();
    return { removed, kept };
  });
}

async function liveSessions(db: Kysely<Database>, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('cabinet_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('scope', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
