import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Refunds (issue 27): every amount paid back of a contract, through the provider that took the money. A policy
 * cancelled from the cabinet writes one, and so does Payme's own CancelTransaction of a performed payment; the
 * fiscal receipts and the mid-term changes read them. `reference` is the provider's: Payme's transaction id
 * (`/return-<n>` for a partial return receipt), Click's `click_trans_id`, the subscription, the Uzum order.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  const [idType, id] = idColumn(ctx);
  await db.schema
    .createTable('refunds')
    .addColumn('id', idType, id)
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('amount_uzs', 'bigint', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_reference', 'varchar(80)')
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('performed_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('refunds_contract').on('refunds').column('contract_id').execute();
}
