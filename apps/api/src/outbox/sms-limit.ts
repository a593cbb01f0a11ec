import { sql, type Transaction } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import { countSmsSince, type SmsPurpose } from './sms-outbox';

export interface SmsLimit {
  readonly count: number;
  readonly windowMs: number;
}

/**
 * Whether one more SMS of `purpose` may go to `phone` now. Call it inside the transaction that then sends
 * the SMS: SQLite runs one transaction at a time, and on PostgreSQL a transaction lock on the phone keeps
 * concurrent requests from all counting the same total and slipping under the limit together.
 */
export async function smsAllowed(
  trx: Transaction<Database>,
  dialect: DialectName,
  { phone, purpose, limit }: { phone: string; purpose: SmsPurpose; limit: SmsLimit },
): Promise<boolean> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
  const since = new Date(Date.now() - limit.windowMs);
  return (await countSmsSince(trx, phone, purpose, since)) < limit.count;
}
