import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a PDF link works: long enough to download the policy after paying (or from the receipt SMS)
 * and short enough that a link found later in a chat, a log or a browser history opens nothing. The cabinet
 * and the check calls hand out a fresh link whenever they are asked.
 */
export const POLICY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

const signature = (secret: string, policyId: number, expires: string) =>
  createHmac('sha256', secret).update(`policy:${policyId}:${expires}`).digest('base64url').slice(0, 32);

/**
 * The PDF link's access token, `{expiry}.{signature}`: the expiry (seconds since 1970, base 36) and an HMAC
 * of the policy id with it. The link works without a login (it is what the customer downloads) but cannot
 * be guessed from the sequential series/number, nor kept alive past its expiry.
 */
export function policyToken(secret: string, policyId: number, now = new Date()): string {
  // Rounded up to the hour: the links handed out within one hour are the same link.
  const expires = (Math.ceil((now.getTime() + POLICY_LINK_TTL_MS) / HOUR_MS) * 3600).toString(36);
  return `${expires}.${signature(secret, policyId, expires)}`;
}

export function isPolicyToken(secret: string, policyId: number, token: unknown, now = new Date()): boolean {
  if (typeof token !== 'string') return false;
  const match = /^([0-9a-z]{1,10})\.([\w-]{32})$/.exec(token);
  if (!match) return false;
  const [, expires = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, policyId, expires));
  if (!timingSafeEqual(Buffer.from(given), expected)) return false;
  return parseInt(expires, 36) * 1000 > now.getTime();
}
