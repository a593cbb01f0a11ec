import type { Compilable, CompiledQuery, Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/** Stands for the n-th argument while the query is compiled once (never sent to a database). */
const marker = (n: number) => `\u0000reusable-query-argument-${n}\u0000`;

interface Kept<R> {
  readonly compiled: CompiledQuery<R>;
  /** For each parameter of the compiled query: the argument it takes, or -1 for a constant of the query. */
  readonly argumentOf: readonly number[];
}

/**
 * A query built and compiled once per database dialect, then run with each call's arguments: Kysely's
 * building and compiling cost more than running a small statement (an upsert: ~50 µs of ~85 µs on SQLite),
 * and SQLite's prepared statement is kept too (`./database.ts`). For the statements of every request (the
 * client limits, the wrong-birthday counters).
 *
 * `build` is called once, with markers in place of its arguments: it must put each argument into the query
 * as a value (a `where` operand, an inserted value), never compute with it. A marker the compiled query lost
 * is a programming error, thrown at the first call.
 */
export function reusableQuery<A extends readonly (string | number | null)[], R>(
  build: (db: Kysely<Database>, ...args: A) => Compilable<R>,
): (db: Kysely<Database>, ...args: A) => Promise<R[]> {
  // By the dialect's adapter, which a database shares with its transactions: `?` and `$1` differ.
  const kept = new WeakMap<object, Kept<R>>();
  return async (db, ...args) => {
    const owner = db.getExecutor().adapter;
    let query = kept.get(owner);
    if (!query) {
      const markers = args.map((_, n) => marker(n)) as unknown as A;
      const compiled = build(db, ...markers).compile();
      const argumentOf = compiled.parameters.map((p) => (markers as readonly unknown[]).indexOf(p));
      const lost = args.findIndex((_, n) => !argumentOf.includes(n));
      if (lost >= 0) throw new Error(`reusableQuery: argument ${lost} is not a value of the query`);
      query = { compiled, argumentOf };
      kept.set(owner, query);
    }
    const { compiled, argumentOf } = query;
    const parameters = argumentOf.map((n, i) => (n < 0 ? compiled.parameters[i] : args[n]));
    const result = await db.executeQuery<R>({ ...compiled, parameters });
    return result.rows;
  };
}

type Value = string | number | null;

/**
 * An insert of one row with these columns into `table`, compiled once (`reusableQuery`): what every save runs
 * (the contract, its application, body and lead). Answers the row (`returning: 'all'`), the named columns, or
 * nothing. The row gives every column, none besides.
 */
export function reusableInsert<
  T extends keyof Database & string,
  C extends keyof Insertable<Database[T]> & string,
>(table: T, columns: readonly C[], returning?: 'all' | readonly (keyof Database[T] & string)[]) {
  const query = reusableQuery((db, ...args: Value[]) => {
    const row = Object.fromEntries(columns.map((column, i) => [column, args[i]]));
    const insert = db.insertInto(table).values(row as never);
    if (returning === 'all') return insert.returningAll();
    return returning ? insert.returning(returning as never) : insert;
  });
  return (db: Kysely<Database>, row: Readonly<Record<C, Value>>): Promise<unknown[]> =>
    query(db, ...columns.map((column) => row[column]));
}
