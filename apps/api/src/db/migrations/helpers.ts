import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DialectName } from '../database';

export interface MigrationContext {
  readonly dialect: DialectName;
}

/** An auto-incrementing integer primary key in either dialect. */
export function idColumn(
  ctx: MigrationContext,
): [ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return ctx.dialect === 'postgres'
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()];
}

/** Rows a backfill reads in one statement (then writes back one statement each). */
const FILL_PAGE = 1000;

/**
 * Fills a column just added from another of the same row (a fact kept in JSON, made a column to be indexed):
 * `valueOf(source)` for every row, a page of keys at a time in key order; rows it answers null for keep null.
 */
export async function fillColumn(
  db: Kysely<unknown>,
  fill: {
    readonly table: string;
    /** The table's integer primary key. */
    readonly key: string;
    readonly source: string;
    readonly column: string;
    readonly valueOf: (source: string) => string | null;
  },
): Promise<void> {
  const { table, key, source, column, valueOf } = fill;
  const rows = db as unknown as Kysely<Record<string, Record<string, number | string | null>>>;
  for (let after = 0; ;) {
    const page = await rows
      .selectFrom(table)
      .select([key, source])
      .where(key, '>', after)
      .orderBy(key)
      .limit(FILL_PAGE)
      .execute();
    for (const row of page) {
      const value = valueOf(String(row[source]));
      if (value !== null)
        await rows
          .updateTable(table)
          .set({ [column]: value })
          .where(key, '=', row[key])
          .execute();
    }
    if (page.length < FILL_PAGE) break;
    after = Number(page[page.length - 1][key]);
  }
}
