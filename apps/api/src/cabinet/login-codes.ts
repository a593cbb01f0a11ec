import { sql, type Transaction } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { smsAllowed, type SmsLimit } from '../outbox/sms-limit';
import { sendSms } from '../outbox/sms-outbox';
import { LOGIN_SMS } from './cabinet-text';
import { findOrCreateUser } from './cabinet-users';
import { checkPhoneCode, issuePhoneCode } from './phone-codes';
import { createSession } from './session-auth';

/**
 * Per phone: 5 codes in 10 minutes (the first and resends), and 20 a day. Each code allows 5 tries, so the
 * daily cap is what keeps a patient guesser at 100 tries a day against a million codes.
 */
export const LOGIN_SMS_LIMITS: readonly SmsLimit[] = [
  { count: 5, windowMs: 10 * 60 * 1000 },
  { count: 20, windowMs: 24 * 60 * 60 * 1000 },
];

const PURPOSE = 'login-code';

export type SendOutcome = { readonly sent: true } | { readonly sent: false; readonly retryAfterMs: number };

/** A new code (earlier ones void), its SMS and the rate limit, in one transaction: refused, nothing is written. */
export async function sendLoginCode(
  { db, dialect }: Db,
  { phone, lang, now = new Date() }: { phone: string; lang: InterfaceLang; now?: Date },
): Promise<SendOutcome> {
  return db.transaction().execute(async (trx): Promise<SendOutcome> => {
    for (const limit of LOGIN_SMS_LIMITS) {
      if (!(await smsAllowed(trx, dialect, { phone, purpose: PURPOSE, limit }))) {
        return { sent: false, retryAfterMs: limit.windowMs };
      }
    }
    const code = await issuePhoneCode(trx, 'cabinet_login_codes', { phone, now });
    await sendSms(trx, phone, LOGIN_SMS[lang](code), PURPOSE);
    return { sent: true };
  });
}

export type CheckOutcome =
  | {
      readonly kind: 'logged_in';
      readonly token: string;
      readonly expiresAt: string;
      readonly isRegistered: boolean;
    }
  | { readonly kind: 'wrong_code'; readonly attemptsLeft: number }
  | { readonly kind: 'code_locked' | 'code_expired' };

async function lockPhone(trx: Transaction<Database>, dialect: Db['dialect'], phone: string) {
  // The same key smsAllowed takes: sends and checks of one phone run one after the other on PostgreSQL.
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
}

/**
 * The phone's latest code decides: right and in time -> used, the account found or created, a session; wrong
 * -> one try used, the fifth locks it. A used, replaced or missing code reads as expired.
 */
export async function checkLoginCode(
  { db, dialect }: Db,
  {
    phone,
    code,
    referralCode,
    userAgent,
    now = new Date(),
  }: { phone: string; code: string; referralCode?: string; userAgent?: string; now?: Date },
): Promise<CheckOutcome> {
  return db.transaction().execute(async (trx): Promise<CheckOutcome> => {
    await lockPhone(trx, dialect, phone);
    const checked = await checkPhoneCode(trx, 'cabinet_login_codes', { phone, code, now });
    if (checked.kind !== 'right') return checked;
    const user = await findOrCreateUser(trx, { phone, referralCode, now });
    const session = await createSession(trx, user.id, now, { userAgent });
    return { kind: 'logged_in', ...session, isRegistered: user.pinfl !== null };
  });
}
