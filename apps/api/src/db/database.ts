import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  close(): Promise<void>;
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
 * SQLite has one connection, which a query or a whole transaction holds. Kysely's driver lets waiters race
 * for it: every release wakes all of them and all but one go back to waiting, so under a hundred concurrent
 * requests each query cost a hundred wake-ups. This one hands the connection over in the order it was asked
 * for, waking only the next waiter.
 */
class FairSqliteDriver extends SqliteDriver {
  readonly #waiting: (() => void)[] = [];
  #held = false;

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    // Kysely's own lock is free now: only the holder of this one gets here.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    // The connection passes straight to the next waiter (still held), or is free.
    if (next) next();
    else this.#held = false;
  }
}

class FairSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config);
  }
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
  const db = new Kysely<Database>({
    dialect: new FairSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
