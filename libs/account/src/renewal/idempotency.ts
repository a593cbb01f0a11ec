/** A fresh key for one renewal attempt (sent as `Idempotency-Key`, as the product wizards' saves do). */
export function newRenewalKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
