import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { syncOnSend } from '../http/sync-hooks';

/** Below this a compressed answer saves less than its headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli, else gzip, else none. A coding
 * with `q=0` is refused (RFC 9110 12.5.3); `*` stands for either.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name: Encoding) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? // Quality 5: most of brotli's gain at a few milliseconds for a 100 KB answer (11 is for build time).
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * onSend: text answers (JSON, HTML, SVG) above 1 KB go out brotli- or gzip-compressed for a client that
 * accepts it, with `Vary: Accept-Encoding`. Registered after every hook that reads the payload (the
 * idempotency store keeps the plain answer). Streams and already encoded answers pass untouched; built
 * assets are precompressed at build time and served by the static files plugin.
 */
export function compressedAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || request.method === 'HEAD') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (!COMPRESSIBLE.test(type)) return payload;
  // Measured, not copied: most answers are small and go out as they are.
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < COMPRESS_MIN_BYTES) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  const compressed = compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
  reply.header('content-encoding', encoding);
  reply.header('content-length', String(compressed.length));
  return compressed;
}

/** `compressedAnswer` as the onSend hook (synchronous: zlib's sync calls, no promise per answer). */
export const compressAnswer = syncOnSend(compressedAnswer);
