import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/** Registries the insurer looks things up in: persons, licences, companies, vehicles, regions. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('persons')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('passport_series', 'varchar(3)', (c) => c.notNull())
    .addColumn('passport_number', 'varchar(9)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('pinfl', 'varchar(14)', (c) => c.notNull().unique())
    .addColumn('last_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('middle_name', 'varchar(80)', (c) => c.notNull())
    .addColumn('last_name_cyr', 'varchar(80)', (c) => c.notNull())
    .addColumn('first_name_cyr', 'varchar(80)', (c) => c.notNull())
    .addColumn('middle_name_cyr', 'varchar(80)', (c) => c.notNull())
    .addColumn('gender', 'varchar(1)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)')
    .addUniqueConstraint('persons_passport', ['passport_series', 'passport_number'])
    .execute();
  await db.schema
    .createTable('driving_licences')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('pinfl', 'varchar(14)', (c) => c.notNull())
    .addColumn('series', 'varchar(3)', (c) => c.notNull())
    .addColumn('number', 'varchar(9)', (c) => c.notNull())
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('categories', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('driving_licences_document', ['series', 'number'])
    .execute();
  await db.schema.createIndex('driving_licences_pinfl').on('driving_licences').column('pinfl').execute();
  await db.schema
    .createTable('companies')
    .addColumn('inn', 'varchar(9)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(120)')
    .addColumn('director', 'varchar(120)', (c) => c.notNull())
    .addColumn('address', 'varchar(250)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mfo', 'varchar(5)', (c) => c.notNull())
    .addColumn('account', 'varchar(20)', (c) => c.notNull())
    .addColumn('oked', 'varchar(5)', (c) => c.notNull())
    .addColumn('region_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vehicles')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('gov_number', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('tech_series', 'varchar(3)', (c) => c.notNull())
    .addColumn('tech_number', 'varchar(9)', (c) => c.notNull())
    .addColumn('vehicle_type_id', 'integer', (c) => c.notNull())
    .addColumn('model', 'varchar(80)', (c) => c.notNull())
    .addColumn('issue_year', 'integer', (c) => c.notNull())
    .addColumn('body_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('engine_number', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('owner_pinfl', 'varchar(14)')
    .addColumn('owner_inn', 'varchar(9)')
    .addColumn('owner_name', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('regions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name_uz', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_ru', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('districts')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('region_id', 'integer', (c) => c.notNull().references('regions.id'))
    .addColumn('name_uz', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_ru', 'varchar(80)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(80)', (c) => c.notNull())
    .execute();
}
