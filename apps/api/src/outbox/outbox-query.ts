import type { Kysely, Selectable } from 'kysely';
import type { ChatOutboxTable, Database, SmsOutboxTable } from '../db/schema';

export type SmsRow = Selectable<SmsOutboxTable>;
export type ChatRow = Selectable<ChatOutboxTable>;

/** Newest first: the sandbox page and tests look for the latest code or link. */
export async function listOutbox(
  db: Kysely<Database>,
  { phone, limit = 100 }: { phone?: string; limit?: number } = {},
): Promise<{ sms: SmsRow[]; chat: ChatRow[] }> {
  let smsQuery = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (phone) smsQuery = smsQuery.where('phone', '=', phone);
  const [sms, chat] = await Promise.all([
    smsQuery.execute(),
    db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute(),
  ]);
  return { sms, chat };
}
