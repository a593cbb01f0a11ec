import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * OSAGO: the discount (benefit) registry, unfinished applications (leads of /save-ip), and what each OSAGO
 * contract was saved with, so copy and extension can pre-fill a new one. The personal data of a save
 * (passports, birthdays, drivers) live here, never in `contracts.details`, which is printed on the policy.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('osago_benefits')
    .addColumn('pinfl', 'varchar(14)', (c) => c.primaryKey())
    .addColumn('discount_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('osago_leads')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('gov_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('tech_series', 'varchar(10)', (c) => c.notNull())
    .addColumn('tech_number', 'varchar(12)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)')
    .addColumn('channel', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('osago_leads_vehicle')
    .on('osago_leads')
    .columns(['gov_number', 'channel', 'updated_at'])
    .execute();
  await db.schema
    .createTable('osago_applications')
    .addColumn('contract_id', 'integer', (c) => c.primaryKey().references('contracts.id'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('source_contract_id', 'integer', (c) => c.references('contracts.id'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
