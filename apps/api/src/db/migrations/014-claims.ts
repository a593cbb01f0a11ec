import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Claims online (issue 23): what a claim filed online records besides the paper-era columns, its files, the
 * claimant's SMS codes (per phone and per policy) and the scope of a session (`claims`: the short session an SMS
 * code gives a claimant without an account, good for the claim calls only).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema.alterTable('cabinet_sessions').addColumn('scope', 'varchar(10)').execute();

  const claimColumns: [string, `varchar(${number})` | 'integer'][] = [
    ['policy_id', 'integer'],
    ['lang', 'varchar(2)'],
    ['place', 'varchar(200)'],
    ['other_plate', 'varchar(12)'],
    ['country', 'varchar(80)'],
    ['note', 'varchar(1000)'],
    ['payout_method', 'varchar(10)'],
    // The payout card as given: the server needs it to pay; every answer shows it masked.
    ['payout_card', 'varchar(19)'],
    ['payout_account', 'varchar(20)'],
    ['payout_mfo', 'varchar(5)'],
  ];
  // SQLite alters one column a statement.
  for (const [name, type] of claimColumns) {
    await db.schema.alterTable('claims').addColumn(name, type).execute();
  }

  await db.schema
    .createTable('claim_files')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('content_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_files_claim').on('claim_files').column('claim_id').execute();

  await db.schema
    .createTable('claim_codes')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('policy_id', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claim_codes_phone').on('claim_codes').columns(['phone', 'id']).execute();
  await db.schema
    .createIndex('claim_codes_policy')
    .on('claim_codes')
    .columns(['policy_id', 'created_at'])
    .execute();
}
