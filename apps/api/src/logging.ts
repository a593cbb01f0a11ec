import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Credentials and cabinet tokens, should a log line ever carry the headers. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-auth-token"]',
  'req.headers.cookie',
] as const;

const REDACTED = '~';

/**
 * Query parameters whose values may be logged. Every other value is replaced: order ids (they open a
 * contract's personal pre-fill), PDF tokens (`t`), return URLs (carry the order id), Click's
 * `transaction_param`, codes, phones all travel in query strings.
 */
const SAFE_QUERY_KEYS = new Set(['lang', 'step', 'contract_id', 'service_id', 'merchant_id', 'amount']);

/**
 * A path segment that is a credential: PDF and web-view tokens, signed links, the base64 Payme checkout
 * payload (it holds the return URL with the order id). Route words are lower-case letters and dashes, so
 * a long segment with an upper-case letter or a digit is taken for a token.
 */
const isTokenSegment = (segment: string) =>
  segment.length >= 16 &&
  /^[A-Za-z0-9_.~%+=-]+$/.test(segment) &&
  /[A-Z0-9]/.test(segment) &&
  // Content-hashed app files (index-BXk2a9Jd.js) are not secrets.
  !/\.(m?js|css|map|woff2?|ttf|svg|png|jpe?g|webp|ico|json|txt|html)$/.test(segment);

/** Personal identifiers that must not survive in a path even when a route puts one there. */
function maskIdentifiers(text: string): string {
  return (
    text
      // Order ids: P + yymmdd + '-' + ten letters.
      .replace(/P\d{6}-[A-Z]{10}/g, REDACTED)
      // Passports (AA 1234567) and tech passports (AAF 1234567).
      .replace(/\b[A-Za-z]{2,3}(%20|\+|\s)?\d{7}\b/g, REDACTED)
      // Nine digits or more: PINFL (14), card numbers (16), phones (12).
      .replace(/\d{9,}/g, REDACTED)
  );
}

/** The request URL as it may be logged: token path segments and non-allow-listed query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? null : url.slice(queryAt + 1);
  const safePath = maskIdentifiers(
    path
      .split('/')
      .map((segment) => (isTokenSegment(segment) ? REDACTED : segment))
      .join('/'),
  );
  if (query === null) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0) return maskIdentifiers(key);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // an undecodable key is compared as it is
      }
      return SAFE_QUERY_KEYS.has(name) ? maskIdentifiers(pair) : `${maskIdentifiers(key)}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * Fastify's request serializer (the `req` of "incoming request" lines) with the URL redacted. Headers are
 * not logged at all, as in Fastify's default.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The server's logger options with the redacting serializer always in force: whoever builds the server
 * (main.ts, a test, a script) cannot log raw URLs by forgetting an option. `false` stays off.
 */
export function safeLogger(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: [...REDACTED_PATHS],
    serializers: { ...options.serializers, req: serializeRequest as never },
  };
}
