import { apiErrorMessageId, isApiError } from '@polis/api-client';

export interface MessageRef {
  readonly id: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The reason of a cabinet failure. The HTTP 200 refusals keep a number in `error` (ApiError.code) and the
 * reason in `code`; the platform's 4xx answers (rate_limited, token_invalid...) have it in `error.code`.
 */
export function cabinetFailureCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (isRecord(error.data) && typeof error.data.code === 'string' && error.data.code) return error.data.code;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** Tries left after a wrong login code. */
export function attemptsLeft(error: unknown): number | undefined {
  if (!isApiError(error) || !isRecord(error.data)) return undefined;
  const left = error.data.attempts_left;
  return typeof left === 'number' && Number.isInteger(left) && left >= 0 ? left : undefined;
}

/** The session is gone (never given, logged out, expired): the token must go and the user log in again. */
export const isSessionFailure = (error: unknown): boolean =>
  isApiError(error) &&
  error.status === 401 &&
  ['token_invalid', 'token_required'].includes(cabinetFailureCode(error) ?? '');

/** The fifth wrong code locks it (apps/api cabinet README): only a new code helps. */
export const isCodeLocked = (error: unknown): boolean => cabinetFailureCode(error) === 'code_locked';

const TEXTS: Readonly<Record<string, string>> = {
  invalid_phone: 'account.error.invalidPhone',
  rate_limited: 'account.error.rateLimited',
  code_locked: 'account.error.codeLocked',
  code_expired: 'account.error.codeExpired',
  datas_not_found: 'account.error.personNotFound',
  already_registered: 'account.error.alreadyRegistered',
  person_already_registered: 'account.error.personTaken',
  phone_mismatch: 'account.error.phoneMismatch',
  token_invalid: 'account.error.sessionEnded',
  token_required: 'account.error.sessionEnded',
  validation: 'account.error.validation',
};

/** The text of a login, registration or profile failure, in the user's language (ids of our catalogue). */
export function cabinetErrorMessage(error: unknown): MessageRef {
  const code = cabinetFailureCode(error);
  if (code === 'wrong_code') {
    const left = attemptsLeft(error);
    return left === undefined
      ? { id: 'account.error.wrongCode' }
      : { id: 'account.error.wrongCodeLeft', values: { count: left } };
  }
  const id = code ? TEXTS[code] : undefined;
  return { id: id ?? apiErrorMessageId(error) };
}
