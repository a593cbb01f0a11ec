import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashToken } from '../contracts/owner-session';
import type { Database } from '../db/schema';

/** The User-Agent a session keeps, cut to the column's length. */
export const USER_AGENT_MAX = 300;

/** A session lasts 30 days from login, then the customer logs in again with a new SMS code. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
  {
    scope = null,
    ttlMs = SESSION_TTL_MS,
    userAgent = null,
  }: { scope?: string | null; ttlMs?: number; userAgent?: string | null } = {},
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto('cabinet_sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      scope,
      // The devices list names the browser from it (user-agent.ts); nothing else of the device is kept.
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      last_used_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()) {
  await db
    .updateTable('cabinet_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}
