import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addDays, tashkentDate } from './format';
import { clockOffsetMs } from './job-clock';

/**
 * Renewals (issue 23): the signed token of `/{lang}/prolong/{token}`, the clock reminders and renewals read, what
 * renews a policy, and the phones that turned reminders off. The kit's renewal (`products/kit/renewal.ts`) and the
 * reminder job (`./renewal-reminders.ts`) build on these.
 */

/** A renewal link works until this many days after the policy's end. */
export const RENEWAL_DAYS_AFTER_END = 30;
/** The cabinet offers "Renew" this many days before the end. */
export const RENEWAL_OFFERED_DAYS = 30;

const DAY_MS = 86_400_000;
const epochDay = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const dayOf = (epoch: number) => new Date(epoch * DAY_MS).toISOString().slice(0, 10);

const signature = (secret: string, contract: string, expires: string) =>
  createHmac('sha256', secret).update(`renewal:${contract}:${expires}`).digest('base64url').slice(0, 32);

/**
 * `{contract}.{last day}.{signature}` (base 36): the contract id and the last day the link works (30 days after the
 * policy's end), signed. It opens that contract's renewal and nothing else, and cannot be made for another id.
 */
export function renewalToken(secret: string, contractId: number, endDate: string): string {
  const contract = contractId.toString(36);
  const expires = epochDay(addDays(endDate, RENEWAL_DAYS_AFTER_END)).toString(36);
  return `${contract}.${expires}.${signature(secret, contract, expires)}`;
}

export type RenewalTokenCheck =
  { readonly contractId: number } | { readonly error: 'renewal_not_found' | 'renewal_expired' };

/** The token's contract, or why it opens nothing (forged: not found; past its last day on `today`: expired). */
export function readRenewalToken(secret: string, token: string, today: string): RenewalTokenCheck {
  const match = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([\w-]{32})$/.exec(token);
  if (!match) return { error: 'renewal_not_found' };
  const [, contract = '', expires = '', given = ''] = match;
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(signature(secret, contract, expires))))
    return { error: 'renewal_not_found' };
  if (dayOf(parseInt(expires, 36)) < today) return { error: 'renewal_expired' };
  return { contractId: parseInt(contract, 36) };
}

/** The sandbox clock's row of reminders and renewals (row 1 is the monthly charges'). */
export const REMINDER_CLOCK = 2;

/**
 * The moment reminders and renewals (a link's expiry, a renewal's "today") are decided at: real time, plus the
 * sandbox's offset where the sandbox is on. A wizard's own "today" never reads it.
 */
export async function reminderNow(db: Kysely<Database>, sandbox: boolean, real = new Date()): Promise<Date> {
  return sandbox ? new Date(real.getTime() + (await clockOffsetMs(db, REMINDER_CLOCK))) : real;
}

/** The paid policy that renews a contract, if any. */
export async function renewedBy(
  db: Kysely<Database>,
  contractId: number,
): Promise<{ series: string; number: string } | null> {
  const row = await db
    .selectFrom('contracts as c')
    .innerJoin('policies as p', 'p.contract_id', 'c.id')
    .select(['p.series', 'p.number'])
    .where('c.renewal_of', '=', contractId)
    .where('c.status', 'in', ['paid', 'issued'])
    .executeTakeFirst();
  return row ?? null;
}

/** Whether renewal reminders go to a phone (on unless it turned them off). */
export async function remindersOn(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('reminder_optouts')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return !row;
}

/** Turns a phone's reminders on or off (idempotent); the state after. */
export async function setReminders(db: Kysely<Database>, phone: string, enabled: boolean): Promise<boolean> {
  if (enabled) await db.deleteFrom('reminder_optouts').where('phone', '=', phone).execute();
  else
    await db
      .insertInto('reminder_optouts')
      .values({ phone, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
  return enabled;
}

/**
 * The cabinet's "Renew" token of a paid contract: while it ends within 30 days (or ended less than 30 days ago),
 * was sold through the kit (its body is kept) and nothing renews it yet; null otherwise.
 */
export async function cabinetRenewalToken(
  db: Kysely<Database>,
  secret: string,
  contract: { id: number; end_date: string | null; status: string },
  now: Date,
): Promise<string | null> {
  if (!contract.end_date || contract.status === 'cancelled') return null;
  const today = tashkentDate(now);
  if (contract.end_date > addDays(today, RENEWAL_OFFERED_DAYS)) return null;
  if (addDays(contract.end_date, RENEWAL_DAYS_AFTER_END) < today) return null;
  const body = await db
    .selectFrom('sale_bodies')
    .select('contract_id')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  if (!body || (await renewedBy(db, contract.id))) return null;
  return renewalToken(secret, contract.id, contract.end_date);
}
