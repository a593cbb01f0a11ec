import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';

/** An answer is replayed to the same key and body for a day (the window payment providers use too). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim whose request never answered and whose save never committed (the instance died before it) is taken
 * over after this long. A save that committed left its answer on the claim (`recordAnswer`): that is replayed.
 */
const ABANDONED_MS = 2 * 60 * 1000;
/** How long a second request with the same key waits for the first one's answer. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** JSON with sorted keys: the same body, however its keys were ordered, has the same hash. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const bodyHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sent as a ready JSON string: the route's response schemas describe its own answers (a 422 there is a
 * price mismatch), and a string is not run through them.
 */
export const sendError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .type(JSON_TYPE)
    .send(JSON.stringify({ error: { code, message } }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const iso = (ms: number) => new Date(ms).toISOString();

interface Claim {
  readonly scope: string;
  readonly key: string;
  /** Tells this claim from a later one of the same key (after a take-over): every write names it. */
  readonly createdAt: string;
  /** The request's reply: it serialises the answer a save records as the route sends it. */
  readonly reply: FastifyReply;
}

/** Requests whose key this instance claimed: their answer is stored (2xx) or the claim released. */
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * Records a save's answer on the `Idempotency-Key` its request claimed, in the save's own transaction (`trx`),
 * serialised as the route sends it (status 200 unless set): what the save committed and the answer to its key
 * commit together, so a repeat with the same key and body replays it even when the instance died before
 * answering (`kill -9` between the commit and the reply) and never makes a second contract. Nothing to do for a
 * request without a key. A claim taken over meanwhile (the save ran past ABANDONED_MS and another request with
 * the key is saving now) is 409 `request_in_progress`, thrown so that this save rolls back.
 */
export async function recordAnswer(trx: Kysely<Database>, request: FastifyRequest, answer: unknown) {
  const owned = claims.get(request);
  if (!owned) return;
  const { reply } = owned;
  const contentType = reply.getHeader('content-type');
  const body = reply.serialize(answer);
  const recorded = await trx
    .updateTable('idempotency_keys')
    .set({
      status_code: reply.statusCode,
      content_type: typeof contentType === 'string' ? contentType : JSON_TYPE,
      response:
        typeof body === 'string'
          ? body
          : Buffer.isBuffer(body)
            ? body.toString()
            : Buffer.from(body).toString(),
    })
    .where('scope', '=', owned.scope)
    .where('key', '=', owned.key)
    .where('created_at', '=', owned.createdAt)
    .where('status_code', 'is', null)
    .executeTakeFirst();
  if (Number(recorded.numUpdatedRows) === 0)
    throw new RequestError(
      409,
      'request_in_progress',
      'Another request with this Idempotency-Key took it over; nothing was saved by this one',
    );
}

/**
 * `Idempotency-Key` on the save endpoints (routes with `config.idempotent`), held in the database so that
 * it works across API instances: the first request with a key claims it; the same key and body within 24
 * hours get the first answer again (`Idempotent-Replayed: true`), concurrent ones wait for it; the same key
 * with another body is 422 `idempotency_key_reused`. Only successful answers are kept: after a refusal
 * (a 422 price mismatch, a registry miss) the key is free again, so the corrected request can use it. A save
 * records its answer in its own transaction (`recordAnswer`): that answer stays, whatever happens after the
 * commit (a failure answered 500, the instance killed before the reply).
 */
export function idempotencyHooks(db: Kysely<Database>, now: () => number = Date.now) {
  /** The claim's `created_at` when this request claimed the key, else null (another request holds it). */
  async function claim(scope: string, key: string, hash: string): Promise<string | null> {
    const createdAt = iso(now());
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        body_hash: hash,
        status_code: null,
        content_type: null,
        response: null,
        created_at: createdAt,
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? createdAt : null;
  }

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      return sendError(
        reply,
        400,
        'validation',
        'Idempotency-Key must be 1 to 255 printable ASCII characters',
      );
    }
    const scope = `${request.channel ?? '-'} ${request.routeOptions.url ?? request.url}`.slice(0, 200);
    const hash = bodyHash(request.body);
    await db
      .deleteFrom('idempotency_keys')
      .where('created_at', '<', iso(now() - IDEMPOTENCY_TTL_MS))
      .execute();
    const deadline = now() + WAIT_MS;
    for (;;) {
      const createdAt = await claim(scope, key, hash);
      if (createdAt !== null) {
        claims.set(request, { scope, key, createdAt, reply });
        return;
      }
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue; // released or expired meanwhile: claim again
      if (row.body_hash !== hash) {
        return sendError(
          reply,
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request body; send a new key for new data',
        );
      }
      if (row.status_code !== null) {
        return reply
          .code(row.status_code)
          .header('content-type', row.content_type ?? JSON_TYPE)
          .header('idempotent-replayed', 'true')
          .send(row.response ?? '');
      }
      if (Date.parse(row.created_at) < now() - ABANDONED_MS) {
        await db
          .deleteFrom('idempotency_keys')
          .where('scope', '=', scope)
          .where('key', '=', key)
          .where('status_code', 'is', null)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (now() > deadline) {
        reply.header('retry-after', '5');
        return sendError(
          reply,
          409,
          'request_in_progress',
          'A request with this Idempotency-Key is still running',
        );
      }
      await sleep(POLL_MS);
    }
  };

  /**
   * Stores a 2xx answer on the claim, unless its save recorded one in its transaction (that one stays); any other
   * answer frees the key, unless its save committed one (a failure after the commit: the saved answer is replayed).
   */
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const owned = claims.get(request);
    if (!owned) return payload;
    claims.delete(request);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (ok && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const contentType = reply.getHeader('content-type');
      await db
        .updateTable('idempotency_keys')
        .set({
          status_code: reply.statusCode,
          content_type: typeof contentType === 'string' ? contentType : null,
          response: payload.toString(),
        })
        .where('scope', '=', owned.scope)
        .where('key', '=', owned.key)
        .where('created_at', '=', owned.createdAt)
        .where('status_code', 'is', null)
        .execute();
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', owned.scope)
        .where('key', '=', owned.key)
        .where('created_at', '=', owned.createdAt)
        .where('status_code', 'is', null)
        .execute();
    }
    return payload;
  };

  return { preHandler, onSend };
}
