import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * Saved people and cars (issue 24): what a cabinet user keeps to fill wizards from. Personal data, answered only
 * to the user's session; one row per passport, and per plate, of a user.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  const [idType, id] = idColumn(ctx);
  await db.schema
    .createTable('saved_people')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('cabinet_users.id'))
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    .addColumn('relation', 'varchar(8)', (c) => c.notNull())
    .addColumn('passport_series', 'varchar(2)', (c) => c.notNull())
    .addColumn('passport_number', 'varchar(7)', (c) => c.notNull())
    .addColumn('birthday', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)')
    .addColumn('pinfl', 'varchar(14)')
    .addColumn('phone', 'varchar(12)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('saved_people_passport', ['user_id', 'passport_series', 'passport_number'])
    .execute();
  await db.schema
    .createTable('saved_vehicles')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('cabinet_users.id'))
    .addColumn('label', 'varchar(40)', (c) => c.notNull())
    .addColumn('plate', 'varchar(10)', (c) => c.notNull())
    .addColumn('tech_passport_series', 'varchar(3)', (c) => c.notNull())
    .addColumn('tech_passport_number', 'varchar(7)', (c) => c.notNull())
    .addColumn('model', 'varchar(80)')
    .addColumn('year', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('saved_vehicles_plate', ['user_id', 'plate'])
    .execute();
}
