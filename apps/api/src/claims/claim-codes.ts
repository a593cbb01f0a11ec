import { sql } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import type { Db } from '../db/database';
import { CLAIMS_SCOPE } from '../contracts/owner-session';
import { smsAllowed, type SmsLimit } from '../outbox/sms-limit';
import { sendSms } from '../outbox/sms-outbox';
import { findOrCreateUser } from '../cabinet/cabinet-users';
import { checkPhoneCode, issuePhoneCode } from '../cabinet/phone-codes';
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
  }: { phone: string; policyId: number; lang: InterfaceLang; now?: Date },
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
    const code = await issuePhoneCode(trx, 'claim_codes', { phone, now, policyId });
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
    const checked = await checkPhoneCode(trx, 'claim_codes', { phone, code, now });
    if (checked.kind !== 'right') return checked;
    const user = await findOrCreateUser(trx, { phone, now });
    const session = await createSession(trx, user.id, now, {
      scope: CLAIMS_SCOPE,
      ttlMs: CLAIMANT_SESSION_MS,
    });
    return { kind: 'ok', ...session };
  });
}
