import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findSession, hashToken, TOKEN_HEADER, type CabinetSession } from '../contracts/owner-session';
import type { Database } from '../db/schema';
import { errorBody } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession` on the cabinet's token routes. */
    cabinetSession: CabinetSession | null;
  }
}

/** The User-Agent a session keeps, cut to the column's length. */
export const USER_AGENT_MAX = 300;

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
