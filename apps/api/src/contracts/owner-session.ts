import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { CabinetUsersTable, Database } from '../db/schema';
import { errorBody } from '../errors';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on the cabinet's token routes. */
    cabinetSession: CabinetSession | null;
  }
}

/** A session's last use is written at most once a minute: a page's burst of calls writes it once. */
const LAST_USE_STEP_MS = 60_000;

/** Marks the session used now (the devices list's "last used"), unless it was within the last minute. */
async function markUsed(db: Kysely<Database>, sessionId: number, now: Date) {
  await db
    .updateTable('cabinet_sessions')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', new Date(now.getTime() - LAST_USE_STEP_MS).toISOString()),
      ]),
    )
    .execute();
}

const refuse = (reply: FastifyReply, code: string, message: string) =>
  reply
    .code(401)
    // Not "Basic": a browser would open its password dialog for the channel realm.
    .header('WWW-Authenticate', 'X-Auth-Token realm="polis-cabinet"')
    .send(errorBody(code, message));

/**
 * onRequest guard of the token routes, before the body is read: no token is 401 `token_required`; an
 * unknown, revoked or expired one is 401 `token_invalid` (the front end then drops it and shows login).
 */
export const requireSession =
  (db: Kysely<Database>, { claims = false }: { claims?: boolean } = {}) =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[TOKEN_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token) return refuse(reply, 'token_required', 'The cabinet token (X-Auth-Token header) is required');
    const now = new Date();
    const session = await findSession(db, token, now, { claims });
    if (!session) return refuse(reply, 'token_invalid', 'The cabinet session is unknown, ended or expired');
    await markUsed(db, session.sessionId, now);
    request.cabinetSession = session;
  };

/** The session `requireSession` attached; a route without the guard is a programming error. */
export function sessionOf(request: FastifyRequest): CabinetSession {
  if (!request.cabinetSession) throw new Error('cabinet route without requireSession');
  return request.cabinetSession;
}
