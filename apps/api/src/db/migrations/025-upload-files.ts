import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Uploaded files' bytes in the database (issue 26): on PostgreSQL every API instance reads the photos and
 * documents saved through any other, so they live here, keyed by the server's storage key (`contract_files` and
 * `claim_files` hold the same key). SQLite keeps them in the uploads folder; the table exists there too, empty,
 * so both dialects have one schema.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('upload_files')
    .addColumn('storage_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('bytes', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
