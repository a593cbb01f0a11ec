import path from 'node:path';
import { channelSecrets } from './channels';

export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly distDir: string;
  readonly devProxy: boolean;
  readonly channelSecrets: ReadonlyMap<string, string>;
  /** PostgreSQL when set (`postgres://...`); otherwise SQLite in databaseFile. */
  readonly databaseUrl: string | undefined;
  readonly databaseFile: string;
}

/** Reads and checks the environment once at start-up; a bad value stops the server with a clear message. */
export function readServerEnv(env: NodeJS.ProcessEnv, defaultDistDir: string): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    distDir: path.resolve(env.POLIS_DIST_DIR || defaultDistDir),
    devProxy: env.POLIS_DEV_PROXY === '1',
    channelSecrets: channelSecrets(env),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseFile: path.resolve(env.POLIS_DB_FILE || 'data/polis.db'),
  };
}
