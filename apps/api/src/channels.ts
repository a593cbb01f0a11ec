import { timingSafeEqual } from 'node:crypto';
import { AD_KEYS } from '@polis/routing';

/** Sales channels that may call the API: every ad key plus the renewal partner (spec 000 section 6). */
export const CHANNEL_KEYS: readonly string[] = [...AD_KEYS, 'renew'];

/** `meta-ru` -> `POLIS_CHANNEL_SECRET_META_RU`. */
export const channelSecretVar = (key: string) =>
  `POLIS_CHANNEL_SECRET_${key.toUpperCase().replace(/-/g, '_')}`;

/** What a channel's secret is without configuration; production refuses to start with it. */
export const sandboxChannelSecret = (key: string) => `${key}-sandbox`;

/**
 * Secret per channel from the environment, defaulting to `<key>-sandbox`: the value the front end's
 * DEV_CREDENTIALS carry, so a fresh checkout works end to end without configuration.
 */
export function channelSecrets(env: NodeJS.ProcessEnv): ReadonlyMap<string, string> {
  return new Map(CHANNEL_KEYS.map((key) => [key, env[channelSecretVar(key)] || sandboxChannelSecret(key)]));
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The channel a `Basic base64(key:secret)` header names, or null when it is missing, malformed or wrong. */
export function channelFromAuthorization(
  header: string | undefined,
  secrets: ReadonlyMap<string, string>,
): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const key = decoded.slice(0, colon);
  const expected = secrets.get(key);
  return expected !== undefined && sameText(decoded.slice(colon + 1), expected) ? key : null;
}
