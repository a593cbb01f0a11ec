import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { CabinetUsersTable, Database } from '../db/schema';
import { errorBody } from '../errors';

export type CabinetUserRow = Selectable<CabinetUsersTable>;

export interface CabinetSession {
  readonly sessionId: number;
  readonly user: CabinetUserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on the cabinet's token routes. */
    cabinetSession: CabinetSession | null;
  }
}

/**
 * The cabinet token's header. The spec says "an authorization header", but Authorization already carries
 * the channel's Basic credential; libs/api-client's TOKEN_HEADER sends the token here (Node lower-cases it).
 */
export const TOKEN_HEADER = 'x-auth-token';

/** A session lasts 30 days from login, then the customer logs in again with a new SMS code. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters. Anything else is refused without a database look-up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto('cabinet_sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

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

export async function revokeSession(db: Kysely<Database>, sessionId: number, now = new Date()) {
  await db
    .updateTable('cabinet_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
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
  (db: Kysely<Database>) => async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[TOKEN_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token) return refuse(reply, 'token_required', 'The cabinet token (X-Auth-Token header) is required');
    const session = await findSession(db, token);
    if (!session) return refuse(reply, 'token_invalid', 'The cabinet session is unknown, ended or expired');
    request.cabinetSession = session;
  };

/** The session `requireSession` attached; a route without the guard is a programming error. */
export function sessionOf(request: FastifyRequest): CabinetSession {
  if (!request.cabinetSession) throw new Error('cabinet route without requireSession');
  return request.cabinetSession;
}
