import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Renewal reminders and the one-tap renewal (issue 23): the body of every sale made through the product kit
 * (personal data, kept here and never sent back unmasked), the contract a renewal renews, one row per reminder
 * sent (the unique pair makes the job exactly-once across instances) and the phones that turned reminders off.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext) {
  await db.schema.alterTable('contracts').addColumn('renewal_of', 'integer').execute();
  await db.schema.createIndex('contracts_renewal_of').on('contracts').column('renewal_of').execute();

  await db.schema
    .createTable('sale_bodies')
    .addColumn('contract_id', 'integer', (c) => c.primaryKey().references('contracts.id'))
    .addColumn('sale', 'varchar(80)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('policy_reminders')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_reminders_pk', ['contract_id', 'days_before'])
    .execute();

  await db.schema
    .createTable('reminder_optouts')
    .addColumn('phone', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
