import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import {
  hashSmsCode,
  MAX_CODE_ATTEMPTS,
  newSmsCode,
  smsCodeExpiry,
  smsCodeMatches,
} from '../outbox/sms-code';

/**
 * The tables of codes texted to a phone to prove it: the cabinet's login codes and a claimant's codes. They
 * share their columns (a claim code also names its policy), so one pair of functions serves both.
 */
export type PhoneCodeTable = 'cabinet_login_codes' | 'claim_codes';

/** Salted with what the code is for, the phone and the moment of sending, so equal codes hash apart. */
const saltOf = (table: PhoneCodeTable, phone: string, createdAt: string) =>
  `${table === 'claim_codes' ? 'claim' : 'cabinet'}:${phone}:${createdAt}`;

/**
 * A new code for the phone, its earlier pending ones void, in the caller's transaction (with its SMS and rate
 * limit): answers the code to text. `policyId` is a claim code's.
 */
export async function issuePhoneCode(
  trx: Transaction<Database>,
  table: PhoneCodeTable,
  { phone, now, policyId }: { phone: string; now: Date; policyId?: number },
): Promise<string> {
  const at = now.toISOString();
  // Both tables have these columns; Kysely types one table at a time.
  const codes = table as 'claim_codes';
  await trx
    .updateTable(codes)
    .set({ status: 'replaced', updated_at: at })
    .where('phone', '=', phone)
    .where('status', '=', 'pending')
    .execute();
  const code = newSmsCode();
  const row = {
    phone,
    code_hash: hashSmsCode(saltOf(table, phone, at), code),
    status: 'pending' as const,
    attempts: 0,
    expires_at: smsCodeExpiry(now),
    created_at: at,
    updated_at: at,
  };
  if (table === 'cabinet_login_codes') await trx.insertInto('cabinet_login_codes').values(row).execute();
  else if (policyId === undefined) throw new Error('a claim code names its policy');
  else
    await trx
      .insertInto('claim_codes')
      .values({ ...row, policy_id: policyId })
      .execute();
  return code;
}

export type PhoneCodeCheck =
  | { readonly kind: 'right' }
  | { readonly kind: 'wrong_code'; readonly attemptsLeft: number }
  | { readonly kind: 'code_locked' | 'code_expired' };

/**
 * The phone's latest code decides: right and in time -> used; wrong -> one try used, the fifth locks it. A
 * used, replaced or missing code reads as expired. Runs in the caller's transaction (which locks the phone).
 */
export async function checkPhoneCode(
  trx: Transaction<Database>,
  table: PhoneCodeTable,
  { phone, code, now }: { phone: string; code: string; now: Date },
): Promise<PhoneCodeCheck> {
  const codes = table as 'claim_codes';
  const row = await trx
    .selectFrom(codes)
    .select(['id', 'status', 'expires_at', 'created_at', 'code_hash', 'attempts'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.status === 'used' || row.status === 'replaced') return { kind: 'code_expired' };
  if (row.status === 'locked') return { kind: 'code_locked' };
  const at = now.toISOString();
  if (at > row.expires_at) return { kind: 'code_expired' };
  if (!smsCodeMatches(saltOf(table, phone, row.created_at), code, row.code_hash)) {
    const attempts = row.attempts + 1;
    const locked = attempts >= MAX_CODE_ATTEMPTS;
    await trx
      .updateTable(codes)
      .set({ attempts, status: locked ? 'locked' : 'pending', updated_at: at })
      .where('id', '=', row.id)
      .execute();
    return locked
      ? { kind: 'code_locked' }
      : { kind: 'wrong_code', attemptsLeft: MAX_CODE_ATTEMPTS - attempts };
  }
  await trx.updateTable(codes).set({ status: 'used', updated_at: at }).where('id', '=', row.id).execute();
  return { kind: 'right' };
}
