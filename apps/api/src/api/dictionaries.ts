import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_MIN_BYTES, pickEncoding, type Encoding } from '../pages/compression';

/**
 * Dictionaries (regions, countries, tariffs, programs): the same answer for every caller, changed only by a
 * deployment or a registry update. A route opts in with `config: { dictionary: true }`.
 *
 * - The first answer is kept serialized and precompressed (brotli 11 and gzip 9, done once per version, not
 *   per request), with a strong `ETag` derived from its bytes: the same data gives the same tag on every
 *   instance and after a restart.
 * - `Cache-Control: public, no-cache`: a browser (or a CDN: the answer is the same for every channel) keeps
 *   the copy but asks before each use; a matching `If-None-Match` gets `304` without a body. Never a max-age:
 *   tariffs feed the price the client shows and sends, and the server refuses a stale price (422).
 * - The route's handler runs again at most once per `recheckMs` (default a minute) to notice data written
 *   behind the server's back (a registry import into PostgreSQL); only a different body is hashed and
 *   compressed again.
 */
export const DICTIONARY_CACHE_CONTROL = 'public, no-cache';
export const DICTIONARY_RECHECK_MS = 60_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A dictionary GET: cached serialized, ETag, 304 on revalidation (`./dictionaries.ts`). */
    dictionary?: boolean;
  }
}

type Variant = Encoding | 'identity';

interface Entry {
  readonly text: string;
  readonly type: string;
  readonly tag: string;
  readonly bodies: Readonly<Partial<Record<Variant, Buffer>>>;
  checkedAt: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Each encoding is its own representation, so its own strong tag (RFC 9110 8.8.3). */
const etagOf = (tag: string, variant: Variant) =>
  variant === 'identity' ? `"${tag}"` : `"${tag}-${variant}"`;

/**
 * Whether `If-None-Match` names the current version in any encoding (weak comparison, RFC 9110 13.1.2):
 * the data is what the client holds whatever coding it travelled in.
 */
export function matchesVersion(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((raw) => {
    const value = raw.trim().replace(/^W\//, '');
    if (value === '*') return true;
    const opaque = value.replace(/^"(.*)"$/, '$1');
    return opaque === tag || opaque === `${tag}-br` || opaque === `${tag}-gzip`;
  });
}

async function buildEntry(text: string, type: string, now: number): Promise<Entry> {
  const identity = Buffer.from(text);
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const bodies: Partial<Record<Variant, Buffer>> = { identity };
  if (identity.length >= COMPRESS_MIN_BYTES) {
    [bodies.br, bodies.gzip] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
  }
  return { text, type, tag, bodies, checkedAt: now };
}

/** The cache of one API scope: its hooks serve every `dictionary` route of the scope. */
export function dictionaryCache({
  recheckMs = DICTIONARY_RECHECK_MS,
  now = Date.now,
}: { recheckMs?: number; now?: () => number } = {}) {
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry>>();
  /** Answers already sent from the cache: the onSend hook leaves them alone. */
  const served = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => request.routeOptions.url ?? request.url;

  function answer(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer | null {
    const compressed = entry.bodies.br !== undefined;
    const encoding = compressed ? pickEncoding(request.headers['accept-encoding']) : null;
    const variant: Variant = encoding ?? 'identity';
    reply.header('etag', etagOf(entry.tag, variant)).header('cache-control', DICTIONARY_CACHE_CONTROL);
    if (compressed) reply.header('vary', 'Accept-Encoding');
    if (matchesVersion(request.headers['if-none-match'], entry.tag)) {
      reply.code(304);
      return null;
    }
    const body = entry.bodies[variant] ?? (entry.bodies.identity as Buffer);
    if (encoding) reply.header('content-encoding', encoding);
    reply.type(entry.type).header('content-length', String(body.length));
    return body;
  }

  /** preHandler: a fresh entry answers at once (200 from memory, or 304); the handler does not run. */
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.dictionary) return;
    const entry = entries.get(keyOf(request));
    if (!entry || now() - entry.checkedAt >= recheckMs) return;
    served.add(request);
    const body = answer(request, reply, entry);
    return reply.send(body ?? undefined);
  };

  /** onSend (before the no-store default and compression): keeps the handler's 200 and answers from it. */
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.routeOptions.config.dictionary || served.has(request)) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = keyOf(request);
    let entry = entries.get(key);
    if (entry && entry.text === payload) {
      entry.checkedAt = now();
    } else {
      // Concurrent first requests share one build (brotli 11 is tens of milliseconds for 25 KB).
      let pending = building.get(key);
      if (!pending) {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        pending = buildEntry(payload, type, now()).finally(() => building.delete(key));
        building.set(key, pending);
      }
      entry = await pending;
      if (entry.text !== payload) entry = await buildEntry(payload, entry.type, now());
      entries.set(key, entry);
    }
    served.add(request);
    return answer(request, reply, entry) ?? '';
  };

  return {
    preHandler,
    onSend,
    /** Forget every kept answer (a writer of dictionary data in this process calls it). */
    clear: () => entries.clear(),
  };
}
