import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { reusableQuery } from '../db/reusable-query';
import { errorBody } from '../errors';

/**
 * What a route counts per client: applications saved, leads sent to the chat relay, SMS it makes us send,
 * registry look-ups (persons, companies, vehicles: each answer names someone, so a script must not
 * walk the registries) and writes of applications in progress (drafts and their files).
 */
export type LimitKind = 'save' | 'lead' | 'sms' | 'lookup' | 'draft';

export interface Limit {
  readonly max: number;
  readonly windowMs: number;
}

export type ClientLimits = Readonly<Record<LimitKind, Limit>> | null;

/**
 * Generous for a person (a journey saves once or twice a minute; a cabinet login sends one code; a wizard
 * looks up a car, an owner and a few drivers) and far below a script: 30 saves, 10 leads and 60 look-ups a
 * minute, 20 SMS in ten minutes, per channel and client address. Look-ups are the most generous: many phones
 * share one carrier address. A wizard writes its draft on every step and pause in typing: 240 a minute.
 */
export const DEFAULT_CLIENT_LIMITS: Readonly<Record<LimitKind, Limit>> = {
  save: { max: 30, windowMs: 60_000 },
  lead: { max: 10, windowMs: 60_000 },
  sms: { max: 20, windowMs: 10 * 60_000 },
  lookup: { max: 60, windowMs: 60_000 },
  draft: { max: 240, windowMs: 60_000 },
};

/** Said in the OpenAPI description of every look-up route (`clientLimit: 'lookup'`). */
export const LOOKUP_LIMIT_NOTE =
  'HTTP 429 rate_limited (Retry-After, details.limit lookup) past 60 look-ups a minute (POLIS_LIMIT_LOOKUP) ' +
  'from one client address and channel.';

const KINDS: readonly LimitKind[] = ['save', 'lead', 'sms', 'lookup', 'draft'];

/**
 * `POLIS_CLIENT_LIMITS=off` turns the limits off (the unit tests' in-process servers); `POLIS_LIMIT_SAVE`,
 * `POLIS_LIMIT_LEAD`, `POLIS_LIMIT_SMS`, `POLIS_LIMIT_LOOKUP`, `POLIS_LIMIT_DRAFT` = `{max}/{seconds}` override one kind.
 */
export function readClientLimits(env: NodeJS.ProcessEnv): ClientLimits {
  if (env.POLIS_CLIENT_LIMITS === 'off') return null;
  const limits = { ...DEFAULT_CLIENT_LIMITS };
  for (const kind of KINDS) {
    const value = env[`POLIS_LIMIT_${kind.toUpperCase()}`];
    const match = value ? /^(\d{1,7})\/(\d{1,7})$/.exec(value.trim()) : null;
    if (value && !match)
      throw new Error(`POLIS_LIMIT_${kind.toUpperCase()} must be {max}/{seconds}, got "${value}"`);
    if (match) limits[kind] = { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
  }
  return limits;
}

/** One statement: the client's counter of this window, incremented (a row made at 1), and its count after. */
const countRequest = reusableQuery((db, kind: string, client: string, windowStart: string) =>
  db
    .insertInto('client_limits')
    .values({ kind, client, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'client', 'window_start']).doUpdateSet({ count: sql`client_limits.count + 1` }),
    )
    .returning('count'),
);

/**
 * The per-client counters (routes with `config.clientLimit`), one row per kind, client and fixed window in
 * the database, incremented in one statement: they hold across API instances on one PostgreSQL. The client
 * is the channel and the address (`request.ip`, the proxy's `X-Forwarded-For` only when TRUST_PROXY says
 * so). Over the limit: 429 `rate_limited` with `Retry-After`, and `details: { limit, retry_after }` (the
 * kind, so a client can tell a look-up limit from a save limit, and the seconds to wait).
 */
export function clientLimitHook(db: Kysely<Database>, limits: ClientLimits, now: () => number = Date.now) {
  let lastPurge = 0;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.clientLimit;
    if (!kind || !limits) return;
    const { max, windowMs } = limits[kind];
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const client = `${request.channel ?? '-'} ${request.ip}`.slice(0, 200);
    const [row] = await countRequest(db, kind, client, String(windowStart));
    if (!row) throw new Error('client_limits: the counter was not returned');
    if (at - lastPurge > 60_000) {
      lastPurge = at;
      // Old windows: nothing reads them again. A day covers the longest window anyone would set.
      await db
        .deleteFrom('client_limits')
        .where('window_start', '<', String(at - 24 * 60 * 60 * 1000))
        .execute();
    }
    if (Number(row.count) <= max) return;
    const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000));
    // A ready JSON string, as `sendError` sends: the route's response schemas describe its own answers.
    return reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .type('application/json; charset=utf-8')
      .send(
        JSON.stringify(
          errorBody('rate_limited', `Too many requests from this client; try again in ${retryAfter} s`, {
            limit: kind,
            retry_after: retryAfter,
          }),
        ),
      );
  };
}
