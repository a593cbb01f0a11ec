import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from './schema';
import { GroupCommitSqliteDialect, type CommitStats } from './sqlite-driver';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  close(): Promise<void>;
  /** SQLite's commits and the transactions they wrote (`./sqlite-driver.ts`); none on PostgreSQL. */
  readonly commitStats?: () => CommitStats;
}

/** PostgreSQL returns int8 (bigint, used for tiyin and Payme times) as strings by default; ours fit in a double. */
pg.types.setTypeParser(20, (value: string) => Number(value));

/** Prepared statements kept per SQLite database (the API's statements are a few hundred texts). */
const STATEMENTS_KEPT = 1000;

/**
 * The SQLite database as Kysely's driver sees it, preparing each statement text once: the driver prepares
 * every query it runs, which cost as much as running a look-up's statements. Kysely runs one query at a time
 * on its one connection, so a kept statement is never in use twice.
 */
function withKeptStatements(sqlite: SQLite.Database) {
  const kept = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const statement = kept.get(text);
      if (statement) return statement;
      const made = sqlite.prepare(text);
      if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(text, made);
      return made;
    },
  };
}

/**
 * `DATABASE_URL=postgres://...` selects PostgreSQL; otherwise SQLite at `file` (WAL) or `:memory:` for tests.
 * SQLite's file runs with `synchronous = NORMAL`, SQLite's advice for WAL: a commit is safe from a crash of the
 * process and never corrupts the file; a power cut may lose the last commits before a checkpoint. `FULL`
 * (SQLite's default) waits for the disk on every commit, milliseconds each, and every limited route commits a
 * counter. PostgreSQL, the database of more than one instance, keeps its own settings.
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
  if (target !== ':memory:') {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
  }
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const dialect = new GroupCommitSqliteDialect({ database: withKeptStatements(sqlite) }, sqlite);
  const db = new Kysely<Database>({ dialect });
  return { db, dialect: 'sqlite', close: () => db.destroy(), commitStats: () => dialect.stats };
}
