import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  close(): Promise<void>;
}

/** PostgreSQL returns int8 (bigint, used for tiyin and Payme times) as strings by default; ours fit in a double. */
pg.types.setTypeParser(20, (value: string) => Number(value));

/**
 * `DATABASE_URL=postgres://...` selects PostgreSQL; otherwise SQLite at `file` (WAL) or `:memory:` for tests.
 */
export function openDatabase({ url, file }: { url?: string; file?: string }): Db {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const target = file ?? ':memory:';
  if (target !== ':memory:') mkdirSync(path.dirname(target), { recursive: true });
  const sqlite = new SQLite(target);
  if (target !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
