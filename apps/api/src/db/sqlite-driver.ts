import type SQLite from 'better-sqlite3';
import {
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
} from 'kysely';

/** Most transactions one commit writes: a bound on how long the first of them waits for its answer. */
const BATCH_MAX = 64;

/** The savepoint each transaction of a batch runs in (one at a time, never nested). */
const MEMBER = 'polis_member';

/** What the driver counts (the tests' and the bench's view of the batching). */
export interface CommitStats {
  /** Commits of SQLite's transaction (each writes its batch's pages to the WAL once). */
  readonly commits: number;
  /** Transactions committed through them. */
  readonly transactions: number;
}

/**
 * One holder's use of SQLite's one connection: a query, or a whole transaction. A query outside a transaction
 * first commits the transactions waiting for their commit, so it reads (and its write is) committed data only.
 */
class Lease implements DatabaseConnection {
  /** Between its transaction's begin and its commit or rollback. */
  inTransaction = false;
  /** Passed the connection on when its transaction joined the batch: its release is not a release. */
  handedOn = false;

  constructor(
    private readonly driver: GroupCommitSqliteDriver,
    private readonly inner: DatabaseConnection,
  ) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction) this.driver.commitBatch();
    return this.inner.executeQuery<R>(query);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (!this.inTransaction) this.driver.commitBatch();
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

interface Member {
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

/**
 * SQLite's driver with the connection handed over in order and transactions committed in groups.
 *
 * Order: SQLite has one connection, which a query or a whole transaction holds. Kysely's driver lets waiters
 * race for it (every release wakes all of them), so under a hundred concurrent requests each query cost a
 * hundred wake-ups; this one wakes only the next waiter.
 *
 * Group commit: a commit writes the transaction's pages to the WAL (some ten frames for a save: the contract
 * with its indexes, the application, the body, the lead), ~70 us, the largest part of a save's statements.
 * Each transaction runs in a savepoint of one SQLite transaction; when it ends and another transaction waits
 * for the connection, the connection passes on and the ended one waits, until the batch commits: when the
 * connection falls idle, when a query outside a transaction comes (it must see committed data only, and its own
 * write must be committed when it returns), or at `BATCH_MAX`. Pages the batch's transactions share are
 * written once. Nobody hears of a transaction before its commit: its `commit` returns after SQLite's.
 *
 * A transaction that fails rolls back to its savepoint; the others of the batch keep their work. A commit that
 * fails (an I/O error, a full disk; the schema has no deferred constraints) fails every transaction of the
 * batch, as it would have failed each of them alone. The isolation is SQLite's as before: one transaction at a
 * time, each seeing the ones before it.
 */
export class GroupCommitSqliteDriver extends SqliteDriver {
  readonly #sqlite: SQLite.Database;
  readonly #waiting: (() => void)[] = [];
  #held = false;
  /** Ended transactions waiting for SQLite's commit; null while no SQLite transaction is open. */
  #batch: Member[] | null = null;
  /** A transaction of the batch is between its begin and its end: the batch cannot commit. */
  #running = false;
  #commits = 0;
  #transactions = 0;

  constructor(config: SqliteDialectConfig, sqlite: SQLite.Database) {
    super(config);
    this.#sqlite = sqlite;
  }

  get stats(): CommitStats {
    return { commits: this.#commits, transactions: this.#transactions };
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#held = true;
    // Kysely's own lock is free now: only the holder of this one gets here.
    return new Lease(this, await super.acquireConnection());
  }

  // Kysely's SqliteDriver declares no parameter, its Driver interface passes the connection: optional here.
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    if ((connection as Lease | undefined)?.handedOn) return;
    await this.#passOn();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#batch) {
      this.#sqlite.exec('begin');
      this.#batch = [];
    }
    this.#sqlite.exec(`savepoint ${MEMBER}`);
    this.#running = true;
    (connection as Lease).inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.#sqlite.exec(`release ${MEMBER}`);
    this.#running = false;
    lease.inTransaction = false;
    const batch = this.#batch as Member[];
    const committed = new Promise<void>((resolve, reject) => batch.push({ resolve, reject }));
    if (this.#waiting.length === 0 || batch.length >= BATCH_MAX) this.commitBatch();
    else {
      lease.handedOn = true;
      await this.#passOn();
    }
    await committed;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Its batch's commit failed: SQLite's transaction is rolled back already, and the connection is another's.
    if (lease.handedOn) return;
    lease.inTransaction = false;
    this.#running = false;
    if (!this.#sqlite.inTransaction) {
      // SQLite ended the whole transaction (an I/O error): the batch's work is gone with it.
      this.#fail(new Error('SQLite rolled back the transaction of the batch'));
      return;
    }
    this.#sqlite.exec(`rollback to ${MEMBER}`);
    this.#sqlite.exec(`release ${MEMBER}`);
    if (this.#batch?.length === 0) {
      this.#sqlite.exec('rollback');
      this.#batch = null;
    }
  }

  /** Commits the ended transactions (none: nothing to do), then tells each of them. */
  commitBatch(): void {
    const batch = this.#batch;
    // None, or a transaction of it is running: its own commit or rollback ends it.
    if (!batch || this.#running) return;
    this.#batch = null;
    try {
      this.#sqlite.exec('commit');
    } catch (error) {
      this.#batch = batch;
      this.#fail(error);
      return;
    }
    this.#commits += 1;
    this.#transactions += batch.length;
    for (const member of batch) member.resolve();
  }

  override async destroy(): Promise<void> {
    this.commitBatch();
    await super.destroy();
  }

  #fail(error: unknown): void {
    const batch = this.#batch ?? [];
    this.#batch = null;
    if (this.#sqlite.inTransaction) this.#sqlite.exec('rollback');
    for (const member of batch) member.reject(error);
  }

  /** The connection goes straight to the next waiter (still held), or is free once the batch is committed. */
  async #passOn(): Promise<void> {
    await super.releaseConnection();
    const next = this.#waiting.shift();
    if (next) next();
    else {
      this.commitBatch();
      this.#held = false;
    }
  }
}

export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  readonly #sqlite: SQLite.Database;
  #driver?: GroupCommitSqliteDriver;

  constructor(config: SqliteDialectConfig, sqlite: SQLite.Database) {
    super(config);
    this.#config = config;
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    this.#driver = new GroupCommitSqliteDriver(this.#config, this.#sqlite);
    return this.#driver;
  }

  get stats(): CommitStats {
    return this.#driver?.stats ?? { commits: 0, transactions: 0 };
  }
}
