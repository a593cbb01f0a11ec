import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Spec 000 section 9: "Confirmation code has 6 digits". */
export const SMS_CODE_LENGTH = 6;
/** A code is good for 5 minutes: long enough to switch apps, short enough to be useless if overheard. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
/** The fifth wrong code locks what it guards: 5 in 10^6 leaves guessing hopeless (issue 3, hardening). */
export const MAX_CODE_ATTEMPTS = 5;

export const newSmsCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

/**
 * Stored instead of the code, salted with the id of what it confirms so equal codes differ. Six digits
 * cannot resist a brute force of the hash; this only keeps codes out of plain sight in backups and dumps,
 * the attempt limit is what protects them.
 */
export const hashSmsCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('hex');

export function smsCodeMatches(salt: string, code: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSmsCode(salt, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** ISO moment the code stops working. */
export const smsCodeExpiry = (now: Date) => new Date(now.getTime() + SMS_CODE_TTL_MS).toISOString();
