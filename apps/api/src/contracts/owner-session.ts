import type { FastifyRequest } from 'fastify';
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
  /** null: the cabinet's; `claims`: a claimant's short session, accepted by the claim calls only. */
  readonly scope: string | null;
}

/** The scope of the session a claim's SMS code gives (apps/api/src/claims). */
export const CLAIMS_SCOPE = 'claims';

/**
 * The cabinet token's header. The spec says "an authorization header", but Authorization already carries
 * the channel's Basic credential; libs/api-client's TOKEN_HEADER sends the token here (Node lower-cases it).
 */
export const TOKEN_HEADER = 'x-auth-token';

/** 32 random bytes, base64url: 43 characters. Anything else is refused without a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The live session a token opens: not revoked (logout) and not past its expiry. A claimant's session (scope
 * `claims`) opens only what asks for it with `claims: true`: it proves a phone for filing claims, not a cabinet.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  { claims = false }: { claims?: boolean } = {},
): Promise<CabinetSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom('cabinet_sessions as s')
    .innerJoin('cabinet_users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select(['s.id as session_id', 's.scope as session_scope'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, session_scope: scope, ...user } = row;
  if (scope !== null && !(claims && scope === CLAIMS_SCOPE)) return null;
  return { sessionId, user, scope };
}

/** The cabinet session a request carries (`X-Auth-Token`), or null: none, or a token that opens nothing. */
export async function requestSession(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'>,
): Promise<CabinetSession | null> {
  const token = request.headers[TOKEN_HEADER];
  return typeof token === 'string' && token ? findSession(db, token.trim()) : null;
}
