import { AD_KEYS } from '@polis/routing';
import { RENEW_CHANNEL } from './channel-slice';

/** Every channel the server knows: the ad keys plus the renewal partner. */
export const CHANNEL_KEYS: readonly string[] = [...AD_KEYS, RENEW_CHANNEL];

/**
 * Sandbox credentials for development, tests and the local `npm start` demo: `key:key-sandbox`, the
 * secrets apps/api accepts when no `POLIS_CHANNEL_SECRET_<KEY>` is set. Basic credentials in a browser
 * bundle are public by nature (they name the sales channel, they do not protect data), so shipping these
 * is safe; a real deployment overrides them at build time (see `credentialsFromEnv`).
 */
export const DEV_CREDENTIALS: Readonly<Record<string, string>> = Object.fromEntries(
  CHANNEL_KEYS.map((key) => [key, btoa(`${key}:${key}-sandbox`)]),
);

/** `meta-ru` -> `META_RU`: the suffix of the per-channel environment variables on both sides. */
export const channelEnvSuffix = (key: string): string => key.toUpperCase().replace(/-/g, '_');

/**
 * Reads build-time credentials (`VITE_POLIS_CREDENTIAL_<KEY>` = base64 of `key:secret`) from an env object
 * such as `import.meta.env`; keys without a variable are left out so they can fall back to DEV_CREDENTIALS.
 */
export function credentialsFromEnv(
  env: Readonly<Record<string, unknown>>,
  prefix = 'VITE_POLIS_CREDENTIAL_',
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of CHANNEL_KEYS) {
    const value = env[`${prefix}${channelEnvSuffix(key)}`];
    if (typeof value === 'string' && value.trim()) found[key] = value.trim();
  }
  return found;
}
