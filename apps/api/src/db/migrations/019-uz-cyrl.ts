import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/** Every table that stores an interface language (migrations 005, 006, 008, 009, 013, 014). */
const LANG_TABLES = [
  'installment_orders',
  'cabinet_users',
  'site_requests',
  'dms_constructor_requests',
  'contracts',
  'mail_outbox',
  'claims',
] as const;

/**
 * Uzbek in Cyrillic script (issue 25), `uz-cyrl`, is a fourth interface language: the `varchar(2)` language
 * columns become `varchar(8)`. PostgreSQL enforces the length; SQLite keeps any text in a varchar column, so
 * there is nothing to change there (and its ALTER TABLE cannot change a column's type).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  if (ctx.dialect !== 'postgres') return;
  for (const table of LANG_TABLES) {
    await db.schema
      .alterTable(table)
      .alterColumn('lang', (c) => c.setDataType('varchar(8)'))
      .execute();
  }
}
