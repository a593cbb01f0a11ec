import { isApiError } from '@polis/api-client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The machine-readable reason of a refusal. The insurer's HTTP 200 refusals put a number in `error` (which
 * ApiError keeps as `code`) and the reason in `status_code` (cards) or `code` (instalments, promo codes);
 * our platform's 4xx bodies put it in `error.code`, which ApiError already holds as a string.
 */
export function failureCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (isRecord(error.data)) {
    const reason = text(error.data.status_code) ?? text(error.data.code);
    if (reason) return reason;
  }
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Tries left after a wrong SMS code (`attempts_left` of the card verify refusal). */
export function attemptsLeft(error: unknown): number | undefined {
  if (!isApiError(error) || !isRecord(error.data)) return undefined;
  const left = error.data.attempts_left;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : undefined;
}

/** An insurer-style refusal (HTTP 200 with `error` set), as opposed to a transport or platform failure. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 200;
}
