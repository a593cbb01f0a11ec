import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The one error shape components see. `status` is the HTTP status, or where no usable answer came:
 * NETWORK (no connection, refused, aborted), TIMEOUT (our time-out), PARSE (a body that is not JSON).
 */
export interface ApiError {
  readonly status: number | 'NETWORK' | 'TIMEOUT' | 'PARSE';
  /** The server's error code: the insurer's numeric `error`, or our server's `error.code`. */
  readonly code?: string | number;
  readonly message?: string;
  /** The raw body, for endpoints whose errors carry more (e.g. OSAGO's driver `key`). */
  readonly data?: unknown;
}

const STATUS_WORDS: readonly unknown[] = ['NETWORK', 'TIMEOUT', 'PARSE'];

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const { status } = value as { status: unknown };
  return (typeof status === 'number' && Number.isInteger(status)) || STATUS_WORDS.includes(status);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

const codeOf = (value: unknown): string | number | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;

/**
 * The code and message of a body in either shape we meet: our server's `{ error: { code, message } }` or the
 * insurer's envelope `{ error, result, message, response }` (where `error` is a number, and some lookups
 * answer `error_message` instead).
 */
function detailsOf(body: unknown): Pick<ApiError, 'code' | 'message'> {
  if (!isRecord(body)) return {};
  const { error } = body;
  if (isRecord(error)) return { code: codeOf(error.code), message: text(error.message) };
  return {
    code: codeOf(error),
    message:
      text(body.message) ?? text(body.error_message) ?? (typeof error === 'string' ? error : undefined),
  };
}

/**
 * True for a 2xx body that still reports a failure: the insurer answers HTTP 200 with a non-zero `error`
 * (spec 000 section 8), and `error: false` or `0` means success (payment check, calculators).
 */
export function isEnvelopeFailure(body: unknown): boolean {
  if (!isRecord(body) || !('error' in body)) return false;
  const { error } = body;
  if (typeof error === 'number') return error !== 0;
  if (typeof error === 'string') return error !== '' && error !== '0';
  return error === true || isRecord(error);
}

export function apiErrorFromBody(status: number, body: unknown): ApiError {
  return { status, ...detailsOf(body), data: body };
}

/** Converts fetchBaseQuery's error union into ApiError; the only place raw transport errors are read. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'NETWORK', message: error.error };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', message: error.error };
    case 'PARSING_ERROR':
      return { status: 'PARSE', message: error.error, data: error.data };
    case 'CUSTOM_ERROR':
      // Only user code raises CUSTOM_ERROR (none here); it is an unusable answer like a bad body.
      return { status: 'PARSE', message: error.error, data: error.data };
    default:
      return apiErrorFromBody(error.status, error.data);
  }
}

export type ApiErrorMessageId =
  | 'api.error.network'
  | 'api.error.timeout'
  | 'api.error.server'
  | 'api.error.rateLimited'
  | 'api.error.lookupLimited'
  | 'api.error.passportLocked'
  | 'api.error.unknown';

/**
 * Which limit a 429 `rate_limited` names in `error.details.limit`: the client's look-ups (`lookup`), the
 * wrong birthdays of one passport (`birthday`), saves, leads or SMS. Undefined for any other error.
 */
export function rateLimitOf(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const body = error.data;
  const details = isRecord(body) && isRecord(body.error) ? body.error.details : undefined;
  return isRecord(details) && typeof details.limit === 'string' ? details.limit : 'unknown';
}

const RATE_LIMIT_MESSAGES: Readonly<Record<string, ApiErrorMessageId>> = {
  lookup: 'api.error.lookupLimited',
  birthday: 'api.error.passportLocked',
};

/** A generic message for errors a product has no specific text for (its own codes come first). */
export function apiErrorMessageId(error: unknown): ApiErrorMessageId {
  if (!isApiError(error)) return 'api.error.unknown';
  if (error.status === 'NETWORK') return 'api.error.network';
  if (error.status === 'TIMEOUT') return 'api.error.timeout';
  if (error.status === 'PARSE' || error.status >= 500) return 'api.error.server';
  const limit = rateLimitOf(error);
  if (limit) return RATE_LIMIT_MESSAGES[limit] ?? 'api.error.rateLimited';
  return 'api.error.unknown';
}
