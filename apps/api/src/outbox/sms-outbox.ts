import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countSms } from '../http/metrics';

export type SmsPurpose = 'payment-invoice' | 'login-code' | 'subscription-code' | (string & {});

/**
 * Stores an SMS instead of calling a gateway: the sandbox outbox page and tests read it back. A gateway
 * adapter would forward these rows the way the chat relay forwards chat messages.
 */
export async function sendSms(
  db: Kysely<Database>,
  phone: string,
  text: string,
  purpose: SmsPurpose,
): Promise<number> {
  const { id } = await db
    .insertInto('sms_outbox')
    .values({ phone, text, purpose, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  countSms(purpose);
  return id;
}

/** How many SMS of a purpose went to a phone since a moment: the per-phone rate limit counts these. */
export async function countSmsSince(
  db: Kysely<Database>,
  phone: string,
  purpose: SmsPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('sms_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
