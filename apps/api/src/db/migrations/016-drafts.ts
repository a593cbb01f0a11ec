import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Applications in progress (issue 24): a wizard's answers, personal ones included, kept on the server under the
 * hash of an id only the browser tab holds, for 24 hours after the last change; the files chosen in it (pets,
 * job loss) as bytes beside them, so every instance sees them and they go with the draft. `contract_id` is the
 * application the draft was saved as: its payment deletes the draft.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('drafts')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('product', 'varchar(40)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer')
    .addColumn('contract_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('drafts_expires_at').on('drafts').column('expires_at').execute();
  await db.schema.createIndex('drafts_contract_id').on('drafts').column('contract_id').execute();

  await db.schema
    .createTable('draft_files')
    .addColumn('draft_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('bytes', ctx.dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('draft_files_pk', ['draft_key', 'name'])
    .execute();
}
