import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from './database';

// Tables of the test only, made with raw SQL: the driver is under test, not the schema.
interface Row {
  readonly id: number;
  readonly v: string;
}

describe('SQLite group commit', () => {
  let dir: string;
  let handle: Db;
  /** A second connection to the same file: it sees committed rows only. */
  let reader: SQLite.Database;
  const raw = () => handle.db as unknown as Kysely<Record<string, Row>>;
  const committed = (): string[] =>
    (reader.prepare('select v from t order by id').all() as { v: string }[]).map((row) => row.v);
  const insert = (v: string) =>
    raw()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('t')
          .values({ v } as never)
          .execute();
        return v;
      });

  /** A transaction that writes a row, then fails with `message`. */
  const insertThenFail = (message: string) =>
    raw()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('t')
          .values({ v: 'lost' } as never)
          .execute();
        throw new Error(message);
      });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'polis-group-commit-'));
    handle = openDatabase({ file: path.join(dir, 'test.db') });
    await sql`create table t (id integer primary key, v text not null)`.execute(handle.db);
    await sql`create table parent (id integer primary key)`.execute(handle.db);
    await sql`create table child (id integer primary key, parent integer references parent (id) deferrable initially deferred)`.execute(
      handle.db,
    );
    reader = new SQLite(path.join(dir, 'test.db'), { readonly: true });
  });

  afterEach(async () => {
    reader.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('commits concurrent transactions together, answering each only once its rows are committed', async () => {
    const before = handle.commitStats?.();
    const seen: string[][] = [];
    const names = Array.from({ length: 20 }, (_, i) => `row-${i}`);
    await Promise.all(
      names.map((v) =>
        insert(v).then((done) => {
          // Each transaction's caller hears of it after the commit: another connection sees its row.
          seen.push(committed());
          expect(committed()).toContain(done);
        }),
      ),
    );
    expect(committed()).toEqual(names);
    expect(seen).toHaveLength(20);
    const after = handle.commitStats?.();
    expect(after!.transactions - before!.transactions).toBe(20);
    // Twenty transactions that waited for the connection together share one commit.
    expect(after!.commits - before!.commits).toBe(1);
  });

  it('rolls back a failing transaction alone; the others of its batch are committed', async () => {
    const failing = insertThenFail('the rules refused it');
    const results = await Promise.allSettled([insert('first'), failing, insert('third')]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ message: 'the rules refused it' });
    expect(committed()).toEqual(['first', 'third']);
  });

  it('commits the waiting transactions before a query outside a transaction runs', async () => {
    const plain = raw()
      .insertInto('t')
      .values({ v: 'plain' } as never)
      .execute();
    const both = Promise.all([insert('a'), insert('b')]);
    const outside = raw()
      .selectFrom('t')
      .select('v')
      .execute()
      .then((rows) => {
        // Its write and the transactions before it are committed when it answers.
        expect(committed()).toEqual(['plain', 'a', 'b']);
        return rows.map((row) => row.v);
      });
    await both;
    expect(await outside).toEqual(['plain', 'a', 'b']);
    await plain;
  });

  it('fails every transaction of a batch whose commit fails, writing none of them, and goes on', async () => {
    const bad = raw()
      .transaction()
      .execute(async (trx) => {
        // A deferred key: checked by the commit, not by the savepoint's release.
        await sql`insert into child (parent) values (999)`.execute(trx);
        return 'bad';
      });
    const results = await Promise.allSettled([insert('before'), bad, insert('after')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'SQLITE_CONSTRAINT_FOREIGNKEY',
    });
    expect(committed()).toEqual([]);
    expect(reader.prepare('select count(*) as n from child').get()).toEqual({ n: 0 });
    // Nothing is left open: the next transactions and queries work.
    await Promise.all([insert('next'), insert('then')]);
    expect(committed()).toEqual(['next', 'then']);
  });

  it('rolls back a lone failing transaction without leaving SQLite in a transaction', async () => {
    await expect(insertThenFail('refused')).rejects.toMatchObject({ message: 'refused' });
    // A writer on another connection would wait for a transaction left open; it takes the lock at once.
    const writer = new SQLite(path.join(dir, 'test.db'), { timeout: 0 });
    try {
      writer.prepare("insert into t (v) values ('other')").run();
    } finally {
      writer.close();
    }
    expect(committed()).toEqual(['other']);
  });
});
