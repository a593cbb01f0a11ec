import path from 'node:path';
import { channelSecrets } from './channels';
import { assertProductionSecrets } from './production-secrets';
import { readMetricsPort } from './http/metrics-server';

/** Fastify's trustProxy: none, any, a number of hops, or the proxies' addresses/CIDRs (comma-separated). */
export type TrustProxy = boolean | number | string;

export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly distDir: string;
  readonly devProxy: boolean;
  readonly channelSecrets: ReadonlyMap<string, string>;
  /** PostgreSQL when set (`postgres://...`); otherwise SQLite in databaseFile. */
  readonly databaseUrl: string | undefined;
  readonly databaseFile: string;
  readonly trustProxy: TrustProxy;
  /** `METRICS_PORT`: the Prometheus listener's port, null (unset) for none; never the public port. */
  readonly metricsPort: number | null;
  /** `METRICS_HOST`: where that listener binds, 127.0.0.1 by default. */
  readonly metricsHost: string;
}

/**
 * `TRUST_PROXY`: unset or `false` believes no X-Forwarded-* header (the default: a client could claim https
 * or any address); `true` any proxy; `1`, `2`...: that many hops; else proxy addresses or CIDRs, comma-separated.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d{1,2}$/.test(text) && Number(text) > 0) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry) && /[.:]/.test(entry))) {
    return entries.join(',');
  }
  throw new Error(
    `TRUST_PROXY must be true, false, a number of hops or proxy addresses/CIDRs, got "${value}"`,
  );
}

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function readServerEnv(env: NodeJS.ProcessEnv, defaultDistDir: string): ServerEnv {
  assertProductionSecrets(env);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const metricsPort = readMetricsPort(env.METRICS_PORT);
  if (metricsPort !== null && metricsPort === port) {
    throw new Error('METRICS_PORT must differ from PORT: metrics never answer on the public origin');
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    distDir: path.resolve(env.POLIS_DIST_DIR || defaultDistDir),
    devProxy: env.POLIS_DEV_PROXY === '1',
    channelSecrets: channelSecrets(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseFile: path.resolve(env.POLIS_DB_FILE || 'data/polis.db'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    metricsPort,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
  };
}
