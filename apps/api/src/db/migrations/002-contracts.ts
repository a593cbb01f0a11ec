import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/** Contracts and their payments, policies (one per contract), SMS and chat outboxes. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('contracts')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('order_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('product', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('amount_uzs', 'bigint', (c) => c.notNull())
    .addColumn('base_amount_uzs', 'bigint', (c) => c.notNull())
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_id', 'varchar(20)')
    .addColumn('phone', 'varchar(12)')
    .addColumn('holder_name', 'varchar(200)')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('promo_code', 'varchar(40)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('paid_via', 'varchar(20)')
    .execute();
  await db.schema.createIndex('contracts_phone').on('contracts').column('phone').execute();
  await db.schema
    .createTable('payme_transactions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('amount_tiyin', 'bigint', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('payme_time', 'bigint', (c) => c.notNull())
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .addColumn('perform_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'integer')
    .execute();
  await db.schema
    .createIndex('payme_transactions_contract')
    .on('payme_transactions')
    .column('contract_id')
    .execute();
  await db.schema
    .createIndex('payme_transactions_create_time')
    .on('payme_transactions')
    .column('create_time')
    .execute();
  await db.schema
    .createTable('click_transactions')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('click_trans_id', 'bigint', (c) => c.notNull().unique())
    .addColumn('click_paydoc_id', 'bigint', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('amount', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('merchant_confirm_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('policies')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('contract_id', 'integer', (c) => c.notNull().unique().references('contracts.id'))
    .addColumn('series', 'varchar(10)', (c) => c.notNull())
    .addColumn('number', 'varchar(20)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('policies_series_number', ['series', 'number'])
    .execute();
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chat_outbox')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('chat_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('parse_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('forwarded_at', 'varchar(30)')
    .execute();
}
