import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Files customers upload with an application (pet photos, job loss documents). The bytes live outside the
 * database behind the uploads storage (apps/api/src/uploads); a row says which contract a stored file
 * belongs to, what it is and where the storage keeps it.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('contract_files')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    // The form field: photo, passport_photo, work_book, salary_certificate.
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_files_contract').on('contract_files').column('contract_id').execute();
}
