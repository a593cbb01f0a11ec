import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Mid-term changes (issue 27): every change of a policy is a version of it. Version 1 is the policy as issued,
 * written when the first change is applied. The database keeps exactly one `current` version per contract (a
 * partial unique index), one unpaid `pending` change at a time, and one version per number: two changes racing
 * for the same policy cannot both become current, the second one fails and is answered 409.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('policy_versions')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    // null while pending: a number is given when the change takes effect.
    .addColumn('number', 'integer')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('change', 'varchar(30)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('application', 'text')
    .addColumn('phone', 'varchar(12)')
    .addColumn('amount_uzs', 'bigint', (c) => c.notNull())
    .addColumn('difference_uzs', 'bigint', (c) => c.notNull())
    .addColumn('refund_due_uzs', 'bigint')
    .addColumn('pay_contract_id', 'integer', (c) => c.references('contracts.id'))
    .addColumn('created_by', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('effective_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('policy_versions_number')
    .on('policy_versions')
    .columns(['contract_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('policy_versions_one_current')
    .on('policy_versions')
    .column('contract_id')
    .unique()
    .where(sql.ref('status'), '=', 'current')
    .execute();
  await db.schema
    .createIndex('policy_versions_one_pending')
    .on('policy_versions')
    .column('contract_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('policy_versions_pay_contract')
    .on('policy_versions')
    .column('pay_contract_id')
    .execute();
}
