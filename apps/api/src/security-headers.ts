import type { FastifyInstance } from 'fastify';
import { syncOnSend } from './http/sync-hooks';

/** The served apps load everything from this origin; inline styles stay allowed for runtime style props. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Vite's dev server needs an inline script (the React refresh preamble), and its client may fall back to a
 * direct websocket on its own port, so dev proxy mode relaxes exactly those two directives.
 */
export const DEV_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
).replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*");

/** A year, subdomains included: every host under the insurer's domain is served over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(app: FastifyInstance, { dev }: { dev: boolean }) {
  const headers = {
    'content-security-policy': dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    // The apps use none of these powerful features; a later need opens one explicitly.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
  app.addHook(
    'onSend',
    syncOnSend((request, reply, payload) => {
      reply.headers(headers);
      // Only over https (the socket's, or X-Forwarded-Proto from a proxy named by TRUST_PROXY): browsers
      // ignore it over http, and a local http run must stay reachable.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      return payload;
    }),
  );
}
