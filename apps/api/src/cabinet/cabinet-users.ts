import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CabinetUser } from '@polis/api-contract';
import { formatDate } from '../contracts/format';
import type { Database } from '../db/schema';
import type { CabinetUserRow } from '../contracts/owner-session';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters without look-alikes (0/O, 1/I): read aloud and typed by the invited friend. */
function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export const findUserByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom('cabinet_users').selectAll().where('phone', '=', phone).executeTakeFirst();

export const findUserById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('cabinet_users').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The phone's account, created at its first login. A referral code counts only then, and only when it is
 * another account's; an unknown one is ignored so that a typo never blocks a login.
 */
export async function findOrCreateUser(
  db: Kysely<Database>,
  { phone, referralCode, now }: { phone: string; referralCode?: string; now: Date },
): Promise<CabinetUserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const inviter = referralCode
    ? await db
        .selectFrom('cabinet_users')
        .select('id')
        .where('referral_code', '=', referralCode.toUpperCase())
        .executeTakeFirst()
    : undefined;
  // Checked before the insert: on PostgreSQL a unique violation would abort the whole login transaction.
  let code = newReferralCode();
  while (
    await db.selectFrom('cabinet_users').select('id').where('referral_code', '=', code).executeTakeFirst()
  ) {
    code = newReferralCode();
  }
  const at = now.toISOString();
  return db
    .insertInto('cabinet_users')
    .values({
      phone,
      pinfl: null,
      last_name: null,
      first_name: null,
      middle_name: null,
      birthday: null,
      passport_masked: null,
      email: null,
      lang: null,
      referral_code: code,
      invited_by: inviter?.id ?? null,
      created_at: at,
      updated_at: at,
      registered_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `AA 1234567` -> `AA *****67`: enough for the holder to recognise, useless to anyone else. */
export const maskPassport = (series: string, number: string) => `${series} *****${number.slice(-2)}`;

export async function invitedCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cabinet_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function cabinetUserOf(db: Kysely<Database>, user: CabinetUserRow): Promise<CabinetUser> {
  return {
    id: user.id,
    phone: user.phone,
    is_registered: user.pinfl !== null,
    last_name: user.last_name,
    first_name: user.first_name,
    middle_name: user.middle_name,
    birthday: user.birthday ? formatDate(user.birthday) : null,
    passport: user.passport_masked,
    email: user.email,
    lang: user.lang,
    referral_code: user.referral_code,
    invited_count: await invitedCount(db, user.id),
  };
}
