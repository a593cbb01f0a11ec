import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/** The site's own requests (business and takaful applications, feedback, questions, survey answers). */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('site_requests')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('product', 'varchar(40)')
    .addColumn('inn', 'varchar(9)')
    .addColumn('company_name', 'varchar(300)')
    .addColumn('full_name', 'varchar(120)')
    .addColumn('phone', 'varchar(12)')
    .addColumn('message', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)')
    .addColumn('channel', 'varchar(40)', (c) => c.notNull())
    .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('site_requests_client')
    .on('site_requests')
    .columns(['client_key', 'created_at'])
    .execute();
}
