import pg from 'pg';
import { openDatabase, type Db } from '../db/database';

/** The throwaway PostgreSQL of `.ci/run` (or a developer's), when there is one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** `describe` when a PostgreSQL is reachable, else a skipped suite (the reason is printed by the db suite). */
export const describePostgres = TEST_DATABASE_URL ? describe : describe.skip;

export interface PostgresSchema {
  /** Opened on the schema (search_path); migrate and seed it through the server or the kit. */
  readonly handle: Db;
  /** Drops the schema and closes both connections. */
  readonly drop: () => Promise<void>;
}

/**
 * A schema of its own for one suite on the shared test server, so suites running at once never meet; the
 * caller closes what it built on `handle` first, then calls `drop`.
 */
export async function postgresSchema(prefix: string): Promise<PostgresSchema> {
  const schema = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const inSchema = new URL(TEST_DATABASE_URL as string);
  inSchema.searchParams.set('options', `-c search_path=${schema}`);
  const handle = openDatabase({ url: inSchema.toString() });
  return {
    handle,
    drop: async () => {
      await handle.close();
      await admin.query(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}
