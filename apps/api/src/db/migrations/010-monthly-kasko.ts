import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Monthly mini KASKO: one plan per contract (the cover paid month by month from the saved card), one row per
 * charge attempt with a unique (contract, period, attempt) key so two API instances never charge a period
 * twice, and the sandbox card processor's own ledger keyed by that charge key (a retried request after a crash
 * gets the first answer, never a second debit).
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('monthly_plans')
    .addColumn('contract_id', 'integer', (c) => c.primaryKey().references('contracts.id'))
    .addColumn('program_id', 'integer', (c) => c.notNull())
    .addColumn('amount_uzs', 'integer', (c) => c.notNull())
    // pending (first month not paid), active, retrying, lapsed, cancelled
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('periods_paid', 'integer', (c) => c.notNull())
    .addColumn('paid_through', 'varchar(10)')
    // the due day of the period being charged, and the instant of its next attempt
    .addColumn('due_day', 'varchar(10)')
    .addColumn('next_charge_at', 'varchar(30)')
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('monthly_plans_due').on('monthly_plans').column('next_charge_at').execute();

  await db.schema
    .createTable('monthly_charges')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('charge_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('amount_uzs', 'integer', (c) => c.notNull())
    // processing (claimed, processor asked), charged, declined, expired
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(30)')
    .addUniqueConstraint('monthly_charges_period_attempt', ['contract_id', 'period', 'attempt'])
    .execute();

  await db.schema
    .createTable('sandbox_card_charges')
    .addColumn('charge_key', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('card_token', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount_uzs', 'integer', (c) => c.notNull())
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // The sandbox clock (one row): how far the demo has moved time forward, shared by every instance.
  await db.schema
    .createTable('sandbox_clock')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('offset_ms', 'bigint', (c) => c.notNull())
    .execute();
}
