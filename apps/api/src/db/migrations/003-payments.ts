import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * What the payment protocols need beyond 002: Payme's merchant-side transaction id (the `transaction` field
 * of every answer, stable across replays), a settings table for the Payme key that ChangePassword replaces
 * (shared by every API instance), and indexes for GetStatement and the per-phone SMS limit.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext) {
  // SQLite can only add a NOT NULL column with a default; every insert sets a real value.
  await db.schema
    .alterTable('payme_transactions')
    .addColumn('merchant_transaction_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('payme_transactions_merchant_id')
    .on('payme_transactions')
    .column('merchant_transaction_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('payme_transactions_payme_time')
    .on('payme_transactions')
    .column('payme_time')
    .execute();
  await db.schema
    .createTable('provider_settings')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sms_outbox_phone_time')
    .on('sms_outbox')
    .columns(['phone', 'created_at'])
    .execute();
}
