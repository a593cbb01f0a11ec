import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CabinetUsersTable, Database } from '../db/schema';

/**
 * The cabinet session as a proof of ownership: what a contract-scoped call reads to know that its caller holds
 * the contract (the cabinet creates and ends sessions: cabinet/session-auth.ts).
 */

export type CabinetUserRow = Selectable<CabinetUsersTable>;

export interface CabinetSession {
  readonly sessionId: number;
  readonly user: CabinetUserRow;
}

/**
 * The cabinet token's header. The spec says "an authorization header", but Authorization already carries
 * the channel's Basic credential; libs/api-client's TOKEN_HEADER sends the token here (Node lower-cases it).
 */
export const TOKEN_HEADER = 'x-auth-token';

/** 32 random bytes, base64url: 43 characters. Anything else is refused without a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The live session a token opens: not revoked (logout) and not past its expiry. */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<CabinetSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('cabinet_sessions as s')
    .innerJoin('cabinet_users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.id as session_id')
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, ...user } = row;
  return { sessionId, user };
}
