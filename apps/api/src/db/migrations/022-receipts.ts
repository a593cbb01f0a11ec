import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Fiscal receipts (issue 27): one row per payment and per refund, written in the payment's (or refund's) own
 * transaction. `receipt_key` is unique, so a replayed callback or two performs at once keep one receipt: the
 * first payment of a contract is `payment:<contract id>`, a refund names its own (`payme-cancel:<Payme id>`).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('receipts')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('receipt_key', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('payment_ref', 'varchar(60)')
    .addColumn('amount_uzs', 'bigint', (c) => c.notNull())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('provider_detail', 'text', (c) => c.notNull())
    .addColumn('terminal_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('receipt_number', 'integer', (c) => c.notNull())
    .addColumn('fiscal_sign', 'varchar(20)', (c) => c.notNull())
    .addColumn('qr_url', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('receipts_contract').on('receipts').column('contract_id').execute();
}
