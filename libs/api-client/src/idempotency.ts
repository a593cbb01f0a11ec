/** A fresh key for one save attempt (sent as `Idempotency-Key`): the wizards' saves, a renewal, the DMS request. */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
