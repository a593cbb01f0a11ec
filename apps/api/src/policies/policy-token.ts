import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The PDF link's access token: an HMAC of the policy id, so the link works without a login (it is what
 * the customer downloads, also from an SMS) but cannot be guessed from the sequential series/number.
 */
export function policyToken(secret: string, policyId: number): string {
  return createHmac('sha256', secret).update(`policy:${policyId}`).digest('base64url').slice(0, 32);
}

export function isPolicyToken(secret: string, policyId: number, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const expected = Buffer.from(policyToken(secret, policyId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
