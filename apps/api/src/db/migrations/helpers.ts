import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';
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
