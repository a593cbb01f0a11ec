import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SETTING = 'payme.key';

/** The key Payme signs with: the one ChangePassword stored last, else PAYME_KEY. */
export async function currentPaymeKey(db: Kysely<Database>, configured: string): Promise<string> {
  const row = await db
    .selectFrom('provider_settings')
    .select('value')
    .where('name', '=', SETTING)
    .executeTakeFirst();
  return row?.value ?? configured;
}

export async function storePaymeKey(db: Kysely<Database>, key: string): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('provider_settings')
    .values({ name: SETTING, value: key, updated_at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: key, updated_at }))
    .execute();
}

/** `Authorization: Basic base64("Paycom:" + key)`, compared in constant time. */
export function isPaymeAuthorization(header: string | undefined, key: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const expected = Buffer.from(`Paycom:${key}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const paymeAuthorization = (key: string) => `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;
