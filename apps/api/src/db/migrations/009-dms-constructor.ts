import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/** The DMS constructor's requests: priced (status 0), then submitted with the company's contact (status 1). */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('dms_constructor_requests')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('channel', 'varchar(40)', (c) => c.notNull())
    .addColumn('limit_uzs', 'bigint', (c) => c.notNull())
    .addColumn('hospital_category', 'varchar(10)', (c) => c.notNull())
    .addColumn('coverages', 'text', (c) => c.notNull())
    .addColumn('number_of_employees', 'integer', (c) => c.notNull())
    .addColumn('price_per_employee', 'bigint', (c) => c.notNull())
    .addColumn('price_for_company', 'bigint', (c) => c.notNull())
    .addColumn('full_name', 'varchar(120)')
    .addColumn('phone', 'varchar(12)')
    .addColumn('company_name', 'varchar(300)')
    .addColumn('inn', 'varchar(9)')
    .addColumn('lang', 'varchar(2)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('submitted_at', 'varchar(30)')
    .execute();
}
