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

/** Counters one statement adds to at most (4 parameters each: far below either dialect's ceiling). */
export const COUNTERS_PER_STATEMENT = 100;

/**
 * One statement for `rows` counters: each incremented by its number of requests (a row made at that number),
 * and its count after. Compiled once per number of rows and dialect (`reusableQuery`).
 */
const addingStatements = new Map<number, ReturnType<typeof addingStatement>>();
const addingStatement = (rows: number) =>
  reusableQuery((db, ...args: (string | number)[]) =>
    db
      .insertInto('client_limits')
      .values(
        Array.from({ length: rows }, (_, i) => ({
          kind: args[4 * i] as string,
          client: args[4 * i + 1] as string,
          window_start: args[4 * i + 2] as string,
          count: args[4 * i + 3] as number,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['kind', 'client', 'window_start'])
          .doUpdateSet({ count: sql`client_limits.count + excluded.count` }),
      )
      .returning(['kind', 'client', 'window_start', 'count']),
  );

function addingStatementOf(rows: number) {
  let statement = addingStatements.get(rows);
  if (!statement) {
    statement = addingStatement(rows);
    addingStatements.set(rows, statement);
  }
  return statement;
}

interface Counter {
  readonly kind: string;
  readonly client: string;
  readonly windowStart: string;
  /** The requests counted in this statement, in the order they came: each gets the count after its own. */
  readonly waiting: { resolve: (count: number) => void; reject: (error: unknown) => void }[];
}

const counterKey = (kind: string, client: string, windowStart: string) =>
  `${kind}\u0000${client}\u0000${windowStart}`;

/**
 * Counts requests against their counters, exactly as one upsert per request would, in fewer statements: while a
 * statement runs, the requests that come are queued, and the next statement adds each counter's queued number at
 * once (`count + n`); the database still decides, so instances on one database stay exact. The n requests of one
 * counter get the n consecutive counts the statement made (count - n + 1 .. count), as if each had run its own
 * upsert in the order they came. A statement waits for nothing but the end of the event loop's turn (requests
 * read in the same turn go together): a lone request is not held back. Under a flood (a
 * script, or many phones behind one address) a hundred requests of one client cost one statement, not a hundred.
 * Counters go in key order, so two instances lock PostgreSQL's rows in the same order and cannot deadlock.
 */
export function requestCounter(db: Kysely<Database>) {
  let queued = new Map<string, Counter>();
  let running = false;

  async function run() {
    while (queued.size > 0) {
      const all = [...queued.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const batch = all.slice(0, COUNTERS_PER_STATEMENT).map(([, counter]) => counter);
      queued = new Map(all.slice(COUNTERS_PER_STATEMENT));
      try {
        const rows = await addingStatementOf(batch.length)(
          db,
          ...batch.flatMap((c) => [c.kind, c.client, c.windowStart, c.waiting.length]),
        );
        const after = new Map(
          rows.map((row) => [counterKey(row.kind, row.client, String(row.window_start)), Number(row.count)]),
        );
        for (const counter of batch) {
          const count = after.get(counterKey(counter.kind, counter.client, counter.windowStart));
          const first = count === undefined ? undefined : count - counter.waiting.length;
          counter.waiting.forEach(({ resolve, reject }, i) =>
            first === undefined
              ? reject(new Error('client_limits: the counter was not returned'))
              : resolve(first + i + 1),
          );
        }
      } catch (error) {
        for (const counter of batch) for (const { reject } of counter.waiting) reject(error);
      }
    }
    running = false;
  }

  /** The counter's count once this request is added to it. */
  return (kind: string, client: string, windowStart: string): Promise<number> =>
    new Promise((resolve, reject) => {
      const key = counterKey(kind, client, windowStart);
      let counter = queued.get(key);
      if (!counter) {
        counter = { kind, client, windowStart, waiting: [] };
        queued.set(key, counter);
      }
      counter.waiting.push({ resolve, reject });
      if (running) return;
      running = true;
      // After the requests the event loop is reading now: SQLite answers a statement before the next request is
      // read, so without this wait every request would still run its own.
      setImmediate(() => void run());
    });
}

/**
 * The per-client counters (routes with `config.clientLimit`), one row per kind, client and fixed window in
 * the database, incremented by one statement (`requestCounter`): they hold across API instances on one PostgreSQL. The client
 * is the channel and the address (`request.ip`, the proxy's `X-Forwarded-For` only when TRUST_PROXY says
 * so). Over the limit: 429 `rate_limited` with `Retry-After`, and `details: { limit, retry_after }` (the
 * kind, so a client can tell a look-up limit from a save limit, and the seconds to wait).
 */
export function clientLimitHook(db: Kysely<Database>, limits: ClientLimits, now: () => number = Date.now) {
  let lastPurge = 0;
  const count = requestCounter(db);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const kind = request.routeOptions.config.clientLimit;
    if (!kind || !limits) return;
    const { max, windowMs } = limits[kind];
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const client = `${request.channel ?? '-'} ${request.ip}`.slice(0, 200);
    const counted = await count(kind, client, String(windowStart));
    if (at - lastPurge > 60_000) {
      lastPurge = at;
      // Old windows: nothing reads them again. A day covers the longest window anyone would set.
      await db
        .deleteFrom('client_limits')
        .where('window_start', '<', String(at - 24 * 60 * 60 * 1000))
        .execute();
    }
    if (counted <= max) return;
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
