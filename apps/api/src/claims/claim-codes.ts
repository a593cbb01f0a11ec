import { sql } from 'kysely';
import type { PaymentLang } from '@polis/api-contract';
import type { Db } from '../db/database';
import { CLAIMS_SCOPE } from '../contracts/owner-session';
import {
  hashSmsCode,
  MAX_CODE_ATTEMPTS,
  newSmsCode,
  smsCodeExpiry,
  smsCodeMatches,
} from '../outbox/sms-code';
import { smsAllowed, type SmsLimit } from '../outbox/sms-limit';
import { sendSms } from '../outbox/sms-outbox';
import { findOrCreateUser } from '../cabinet/cabinet-users';
import { createSession } from '../cabinet/session-auth';
import { CLAIM_CODE_SMS } from './claim-text';

/** Per phone, like the cabinet's login: 5 codes in 10 minutes, 20 a day. */
export const CLAIM_PHONE_LIMITS: readonly SmsLimit[] = [
  { count: 5, windowMs: 10 * 60 * 1000 },
  { count: 20, windowMs: 24 * 60 * 60 * 1000 },
];
/** Per policy, whatever the phones: a policy is not a way to make the server text many numbers. */
export const CLAIM_POLICY_LIMIT: SmsLimit = { count: 10, windowMs: 24 * 60 * 60 * 1000 };
/** A claimant's session: long enough to gather photos and file, not a cabinet login. */
export const CLAIMANT_SESSION_MS = 24 * 60 * 60 * 1000;

export const CLAIM_CODE_PURPOSE = 'claim-code';

const saltOf = (phone: string, createdAt: string) => `claim:${phone}:${createdAt}`;

export type ClaimCodeSend =
  | { readonly sent: true }
  | { readonly sent: false; readonly limit: 'claim_phone' | 'claim_policy'; readonly retryAfterMs: number };

/** A new code for the phone (earlier ones void), counted per phone and per policy; refused, nothing written. */
export async function sendClaimCode(
  { db, dialect }: Db,
  {
    phone,
    policyId,
    lang,
    now = new Date(),
  }: { phone: string; policyId: number; lang: PaymentLang; now?: Date },
): Promise<ClaimCodeSend> {
  return db.transaction().execute(async (trx): Promise<ClaimCodeSend> => {
    for (const limit of CLAIM_PHONE_LIMITS) {
      if (!(await smsAllowed(trx, dialect, { phone, purpose: CLAIM_CODE_PURPOSE, limit }))) {
        return { sent: false, limit: 'claim_phone', retryAfterMs: limit.windowMs };
      }
    }
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${policyId})`.execute(trx);
    const since = new Date(now.getTime() - CLAIM_POLICY_LIMIT.windowMs).toISOString();
    const { n } = await trx
      .selectFrom('claim_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('policy_id', '=', policyId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= CLAIM_POLICY_LIMIT.count) {
      return { sent: false, limit: 'claim_policy', retryAfterMs: CLAIM_POLICY_LIMIT.windowMs };
    }
    const at = now.toISOString();
    await trx
      .updateTable('claim_codes')
      .set({ status: 'replaced', updated_at: at })
      .where('phone', '=', phone)
      .where('status', '=', 'pending')
      .execute();
    const code = newSmsCode();
    await trx
      .insertInto('claim_codes')
      .values({
        phone,
        policy_id: policyId,
        code_hash: hashSmsCode(saltOf(phone, at), code),
        status: 'pending',
        attempts: 0,
        expires_at: smsCodeExpiry(now),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await sendSms(trx, phone, CLAIM_CODE_SMS[lang](code), CLAIM_CODE_PURPOSE);
    return { sent: true };
  });
}

export type ClaimCodeCheck =
  | { readonly kind: 'ok'; readonly token: string; readonly expiresAt: string }
  | { readonly kind: 'wrong_code'; readonly attemptsLeft: number }
  | { readonly kind: 'code_locked' | 'code_expired' };

/**
 * The phone's latest claim code decides, as the cabinet's login does (5 tries, then locked). Right: the phone's
 * account is found or made (no registration) and a claimant session of 24 hours, scope `claims`, is given.
 */
export async function checkClaimCode(
  { db, dialect }: Db,
  { phone, code, now = new Date() }: { phone: string; code: string; now?: Date },
): Promise<ClaimCodeCheck> {
  return db.transaction().execute(async (trx): Promise<ClaimCodeCheck> => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
    const row = await trx
      .selectFrom('claim_codes')
      .selectAll()
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || row.status === 'used' || row.status === 'replaced') return { kind: 'code_expired' };
    if (row.status === 'locked') return { kind: 'code_locked' };
    const at = now.toISOString();
    if (at > row.expires_at) return { kind: 'code_expired' };
    if (!smsCodeMatches(saltOf(phone, row.created_at), code, row.code_hash)) {
      const attempts = row.attempts + 1;
      const locked = attempts >= MAX_CODE_ATTEMPTS;
      await trx
        .updateTable('claim_codes')
        .set({ attempts, status: locked ? 'locked' : 'pending', updated_at: at })
        .where('id', '=', row.id)
        .execute();
      return locked
        ? { kind: 'code_locked' }
        : { kind: 'wrong_code', attemptsLeft: MAX_CODE_ATTEMPTS - attempts };
    }
    await trx
      .updateTable('claim_codes')
      .set({ status: 'used', updated_at: at })
      .where('id', '=', row.id)
      .execute();
    const user = await findOrCreateUser(trx, { phone, now });
    const session = await createSession(trx, user.id, now, {
      scope: CLAIMS_SCOPE,
      ttlMs: CLAIMANT_SESSION_MS,
    });
    return { kind: 'ok', ...session };
  });
}
