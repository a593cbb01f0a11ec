import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { apiErrorFromBody, isEnvelopeFailure, toApiError, type ApiError } from './api-error';
import { selectChannel } from './channel-slice';
import { credentialFor, getApiClientConfig, type ApiClientConfig } from './config';

/**
 * Per-endpoint options. Every call carries the page language in the `lang` header (payment links, texts and
 * refusals the server writes follow it); `lang` is kept for the endpoints that name it in their contract.
 */
export interface ApiExtraOptions {
  readonly lang?: boolean;
}

export type ApiBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
>;

/** The cabinet token header. The insurer reads the token from an authorization header, but ours carries
 * the channel's Basic credential on every call, so the session travels beside it. */
export const TOKEN_HEADER = 'X-Auth-Token';

const fetchers = new WeakMap<ApiClientConfig, ReturnType<typeof fetchBaseQuery>>();

function fetcherFor(config: ApiClientConfig) {
  let fetcher = fetchers.get(config);
  if (!fetcher) {
    fetcher = fetchBaseQuery({
      baseUrl: config.baseUrl,
      // Layer 2: each attempt gets its own time-out (spec: 60 s); RTK reports it as TIMEOUT_ERROR.
      timeout: config.timeoutMs,
      // fetchBaseQuery adds `Content-Type: application/json` for plain-object bodies and leaves FormData
      // alone (the browser writes its multipart boundary); the cabinet calls rely on that.
      prepareHeaders: (headers, { getState }) => {
        const channel = selectChannel(getState());
        headers.set('Accept', 'application/json');
        const credential = credentialFor(config, channel.key);
        if (credential) headers.set('Authorization', `Basic ${credential}`);
        const token = config.getToken();
        // A call may name its own session (a claimant's, from a claim's SMS code): that one is sent.
        if (token && !headers.has(TOKEN_HEADER)) headers.set(TOKEN_HEADER, token);
        // The page language on every call: a save's payment links open the provider's page in it.
        headers.set('lang', channel.language);
        return headers;
      },
    });
    fetchers.set(config, fetcher);
  }
  return fetcher;
}

/** Layers 1-2: headers and credentials, the request with its time-out, every failure turned into ApiError. */
export const requestLayer: ApiBaseQuery = async (args, api, extraOptions) => {
  const result = await fetcherFor(getApiClientConfig())(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  if (isEnvelopeFailure(result.data)) {
    return { error: apiErrorFromBody(result.meta?.response?.status ?? 200, result.data), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Statuses worth one more try (architecture: request path); 4xx that depend on the request are not. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const methodOf = (args: string | FetchArgs) =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

export function isRetryable(args: string | FetchArgs, error: ApiError): boolean {
  if (!SAFE_METHODS.has(methodOf(args))) return false;
  if (error.status === 'NETWORK' || error.status === 'TIMEOUT') return true;
  return typeof error.status === 'number' && RETRY_STATUSES.has(error.status);
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Layer 3: RTK's `retry`, one extra attempt for safe methods only, after the configured pause. A repeated
 * POST could buy a second policy, so mutations surface their first failure; nor do we retry what the caller
 * itself cancelled (RTK's retry stops on an aborted signal).
 */
export function withRetry(inner: ApiBaseQuery): ApiBaseQuery {
  const retried = retry(inner as BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>, {
    retryCondition: (error, args, { attempt }) =>
      attempt <= 1 && isRetryable(args, error as unknown as ApiError),
    backoff: (_attempt, _max, signal) => pause(getApiClientConfig().retryDelayMs, signal ?? neverAborted),
  });
  return retried as unknown as ApiBaseQuery;
}

const neverAborted = new AbortController().signal;

export const apiBaseQuery: ApiBaseQuery = withRetry(requestLayer);
