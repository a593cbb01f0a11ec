import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { leadChatText, type LeadContact } from './lead';
import { maskSensitive } from './mask';
import { reusableInsert } from '../db/reusable-query';

export interface TelegramSettings {
  readonly token: string;
  readonly apiUrl: string;
}

export interface ChatRelaySettings {
  /** Telegram chat id of the internal relay; `sandbox` when nothing is configured. */
  readonly chatId: string;
  /** Set only when a bot token is configured, and never under test: tests must not reach Telegram. */
  readonly telegram: TelegramSettings | null;
}

export function chatRelaySettings(env: NodeJS.ProcessEnv): ChatRelaySettings {
  const token = env.TELEGRAM_BOT_TOKEN?.trim();
  return {
    chatId: env.CHAT_RELAY_CHAT_ID?.trim() || 'sandbox',
    telegram:
      token && env.NODE_ENV !== 'test'
        ? { token, apiUrl: (env.TELEGRAM_API_URL?.trim() || 'https://api.telegram.org').replace(/\/+$/, '') }
        : null,
  };
}

/**
 * Stores a chat-relay message (HTML parse mode, like Telegram's sendMessage). Every text goes through the
 * masking helper here, so no caller can leak a phone, passport, PINFL or card by forgetting to mask.
 * Inside a payment transaction the row commits or rolls back with the payment (outbox pattern). A lead,
 * which carries its own phone in full, goes through `sendLead` (`lead.ts`) instead.
 */
export async function sendChat(
  db: Kysely<Database>,
  text: string,
  settings: ChatRelaySettings = chatRelaySettings(process.env),
): Promise<number> {
  return storeChat(db, maskSensitive(text), settings);
}

/**
 * Stores a lead (`lead.ts`): masked like every message, but with the lead's own phone in full and the
 * contact's name, for the internal sales channel to call back. Inside the save's transaction the row
 * commits or rolls back with the application.
 */
export async function sendLead(
  db: Kysely<Database>,
  text: string,
  contact: LeadContact,
  settings: ChatRelaySettings = chatRelaySettings(process.env),
): Promise<number> {
  return storeChat(db, leadChatText(text, contact), settings);
}

/** Compiled once: every save writes its lead. */
const insertChat = reusableInsert(
  'chat_outbox',
  ['chat_id', 'text', 'parse_mode', 'created_at', 'forwarded_at'],
  ['id'],
);

/** The row itself; `text` is already masked (`sendChat`, `sendLead`). */
async function storeChat(db: Kysely<Database>, text: string, settings: ChatRelaySettings): Promise<number> {
  const [row] = (await insertChat(db, {
    chat_id: settings.chatId,
    text,
    parse_mode: 'HTML',
    created_at: new Date().toISOString(),
    forwarded_at: null,
  })) as { id: number }[];
  if (!row) throw new Error('chat_outbox: the new message was not returned');
  return row.id;
}

export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * Forwards unsent chat messages to Telegram's Bot API when a token is configured. Each row is claimed
 * (forwarded_at set where still null) before sending so two API instances never send it twice; a failed
 * send releases the claim for the next flush. Returns how many were delivered.
 */
export async function flushChatOutbox(
  db: Kysely<Database>,
  settings: ChatRelaySettings = chatRelaySettings(process.env),
  fetchImpl: FetchLike = fetch,
): Promise<number> {
  const telegram = settings.telegram;
  if (!telegram) return 0;
  const pending = await db
    .selectFrom('chat_outbox')
    .selectAll()
    .where('forwarded_at', 'is', null)
    .orderBy('id')
    .limit(20)
    .execute();
  let delivered = 0;
  for (const row of pending) {
    const claimedAt = new Date().toISOString();
    const claim = await db
      .updateTable('chat_outbox')
      .set({ forwarded_at: claimedAt })
      .where('id', '=', row.id)
      .where('forwarded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    let ok = false;
    try {
      const response = await fetchImpl(`${telegram.apiUrl}/bot${telegram.token}/sendMessage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: row.chat_id, text: row.text, parse_mode: row.parse_mode }),
      });
      const body = (await response.json()) as { ok?: unknown };
      ok = response.ok && body.ok === true;
    } catch {
      ok = false;
    }
    if (ok) delivered += 1;
    else
      await db
        .updateTable('chat_outbox')
        .set({ forwarded_at: null })
        .where('id', '=', row.id)
        .where('forwarded_at', '=', claimedAt)
        .execute();
  }
  return delivered;
}

/** After a commit: forward in the background; the caller's answer never waits for Telegram. */
export function scheduleChatFlush(db: Kysely<Database>, settings = chatRelaySettings(process.env)): void {
  if (!settings.telegram) return;
  void flushChatOutbox(db, settings).catch(() => undefined);
}
