import type { Kysely } from 'kysely';
import type { DeviceSession } from '@polis/api-contract';
import type { Database } from '../db/schema';
import { deviceNames } from './user-agent';

/**
 * The devices logged in to a user's cabinet: live sessions of the cabinet (a claimant's short claim session is
 * not a device of the cabinet), newest use first. The token hashes never leave the server.
 */
export async function deviceSessionsOf(
  db: Kysely<Database>,
  userId: number,
  currentId: number | null,
  now = new Date(),
): Promise<DeviceSession[]> {
  const rows = await db
    .selectFrom('cabinet_sessions')
    .select(['id', 'user_agent', 'created_at', 'last_used_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('scope', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map(({ user_agent, ...row }) => ({ ...row, ...deviceNames(user_agent), current: row.id === currentId }))
    .sort((a, b) => (b.last_used_at ?? b.created_at).localeCompare(a.last_used_at ?? a.created_at));
}

/** Ends one live session of the user's; false when it is not theirs, ended or missing (the caller's 404). */
export async function endSessionOf(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  now = new Date(),
): Promise<boolean> {
  const ended = await db
    .updateTable('cabinet_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('scope', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) > 0;
}
