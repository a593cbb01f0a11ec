import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An answer is replayed to the same key and body for a day (the window payment providers use too). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never answered (the instance died mid-save) is taken over after this long. */
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

/**
 * Sent as a ready JSON string: the route's response schemas describe its own answers (a 422 there is a
 * price mismatch), and a string is not run through them.
 */
export const sendError = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: { code, message } }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const iso = (ms: number) => new Date(ms).toISOString();

interface Claim {
  readonly scope: string;
  readonly key: string;
}

/** Requests whose key this instance claimed: their answer is stored (2xx) or the claim released. */
const claims = new WeakMap<FastifyRequest, Claim>();

/**
 * `Idempotency-Key` on the save endpoints (routes with `config.idempotent`), held in the database so that
 * it works across API instances: the first request with a key claims it; the same key and body within 24
 * hours get the first answer again (`Idempotent-Replayed: true`), concurrent ones wait for it; the same key
 * with another body is 422 `idempotency_key_reused`. Only successful answers are kept: after a refusal
 * (a 422 price mismatch, a registry miss) the key is free again, so the corrected request can use it.
 */
export function idempotencyHooks(db: Kysely<Database>, now: () => number = Date.now) {
  async function claim(scope: string, key: string, hash: string): Promise<'claimed' | 'taken'> {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({
        scope,
        key,
        body_hash: hash,
        status_code: null,
        content_type: null,
        response: null,
        created_at: iso(now()),
      })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'claimed' : 'taken';
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
      if ((await claim(scope, key, hash)) === 'claimed') {
        claims.set(request, { scope, key });
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
          .header('content-type', row.content_type ?? 'application/json; charset=utf-8')
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

  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const owned = claims.get(request);
    if (!owned) return payload;
    claims.delete(request);
    const where = db
      .updateTable('idempotency_keys')
      .where('scope', '=', owned.scope)
      .where('key', '=', owned.key);
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    if (ok && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const contentType = reply.getHeader('content-type');
      await where
        .set({
          status_code: reply.statusCode,
          content_type: typeof contentType === 'string' ? contentType : null,
          response: payload.toString(),
        })
        .execute();
    } else {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', owned.scope)
        .where('key', '=', owned.key)
        .execute();
    }
    return payload;
  };

  return { preHandler, onSend };
}
