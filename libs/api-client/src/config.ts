import { DEFAULT_CHANNEL, RENEW_CHANNEL } from './channel-slice';

export interface ApiClientOptions {
  /** Base of every call; defaults to `/api` on the page's origin. */
  readonly baseUrl?: string;
  /** Channel key -> Basic credential value (already base64 of `key:secret`). */
  readonly credentials: Readonly<Record<string, string>>;
  /** Entry of `credentials` used for the renewal partner (default `renew`). */
  readonly renewCredentialKey?: string;
  /** Entry of `credentials` used for the site and as the fallback (default `site`). */
  readonly defaultCredentialKey?: string;
  /** Cabinet session token, sent as `X-Auth-Token` when present. */
  readonly getToken?: () => string | null | undefined;
  /** Per-attempt time-out; spec 000 section 9 fixes 60 s, tests shorten it. */
  readonly timeoutMs?: number;
  /** Pause before the one retry of a safe method, so a 503 or 429 gets a moment to clear. */
  readonly retryDelayMs?: number;
}

export interface ApiClientConfig {
  readonly baseUrl: string;
  readonly credentials: Readonly<Record<string, string>>;
  readonly renewCredentialKey: string;
  readonly defaultCredentialKey: string;
  readonly getToken: () => string | null | undefined;
  readonly timeoutMs: number;
  readonly retryDelayMs: number;
}

export const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_RETRY_DELAY_MS = 300;

let current: ApiClientConfig | null = null;

/**
 * `/api` on the current origin, absolute: Node's fetch (jsdom tests, prerendering) rejects relative URLs.
 * Read lazily because nothing may touch `window` at module scope (prerender-friendly).
 */
export function defaultBaseUrl(): string {
  return typeof location === 'undefined' ? '/api' : new URL('/api', location.href).href;
}

/** Called once by each app at start-up (and by tests per case); fails fast on a missing default credential. */
export function configureApiClient(options: ApiClientOptions): ApiClientConfig {
  const defaultCredentialKey = options.defaultCredentialKey ?? DEFAULT_CHANNEL;
  if (!options.credentials[defaultCredentialKey]) {
    throw new Error(
      `configureApiClient: no credential for the default channel "${defaultCredentialKey}"; ` +
        'pass credentials (DEV_CREDENTIALS in development) with that key',
    );
  }
  current = {
    baseUrl: (options.baseUrl ?? defaultBaseUrl()).replace(/\/+$/, ''),
    credentials: { ...options.credentials },
    renewCredentialKey: options.renewCredentialKey ?? RENEW_CHANNEL,
    defaultCredentialKey,
    getToken: options.getToken ?? (() => null),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
  };
  return current;
}

export function getApiClientConfig(): ApiClientConfig {
  if (!current) {
    throw new Error('@polis/api-client: call configureApiClient() at app start-up before the first request');
  }
  return current;
}

/** The Basic credential for a channel key: renew and site map to their configured entries, unknown to site. */
export function credentialFor(config: ApiClientConfig, channelKey: string): string | undefined {
  const entry =
    channelKey === RENEW_CHANNEL
      ? config.renewCredentialKey
      : channelKey === DEFAULT_CHANNEL
        ? config.defaultCredentialKey
        : channelKey;
  return config.credentials[entry] ?? config.credentials[config.defaultCredentialKey];
}

/**
 * The address of an API path for a plain link (a rules PDF opened in a new tab): the configured base, or
 * `/api` on this origin before the client is configured.
 */
export function apiHref(path: string): string {
  const base = current?.baseUrl ?? defaultBaseUrl();
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Whether a cabinet session token is at hand (a logged-in customer): what their saved people and cars need. */
export function hasSessionToken(): boolean {
  try {
    return Boolean(current?.getToken());
  } catch {
    return false;
  }
}
