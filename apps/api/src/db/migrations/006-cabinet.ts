import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * The policyholder cabinet: accounts (one per phone, linked to a registry person by PINFL), sessions (token
 * hashes only), SMS login codes, and insurance claims. Test accounts and claims come with the seed
 * (src/db/seed/cabinet.ts), not here: they belong to the seeded persons.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('cabinet_users')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('phone', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('pinfl', 'varchar(14)', (c) => c.unique())
    .addColumn('last_name', 'varchar(100)')
    .addColumn('first_name', 'varchar(100)')
    .addColumn('middle_name', 'varchar(100)')
    .addColumn('birthday', 'varchar(10)')
    .addColumn('passport_masked', 'varchar(12)')
    .addColumn('email', 'varchar(254)')
    .addColumn('lang', 'varchar(2)')
    .addColumn('referral_code', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('cabinet_users.id'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('registered_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('cabinet_users_invited_by').on('cabinet_users').column('invited_by').execute();

  await db.schema
    .createTable('cabinet_sessions')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('cabinet_users.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('cabinet_sessions_user').on('cabinet_sessions').column('user_id').execute();

  await db.schema
    .createTable('cabinet_login_codes')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cabinet_login_codes_phone')
    .on('cabinet_login_codes')
    .columns(['phone', 'id'])
    .execute();

  await db.schema
    .createTable('claims')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('pinfl', 'varchar(14)')
    .addColumn('phone', 'varchar(12)')
    .addColumn('contract_id', 'integer', (c) => c.references('contracts.id'))
    .addColumn('product', 'varchar(40)', (c) => c.notNull())
    .addColumn('policy_number', 'varchar(30)', (c) => c.notNull())
    .addColumn('event_date', 'varchar(19)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('claimed_uzs', 'bigint')
    .addColumn('paid_uzs', 'bigint')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('claims_pinfl').on('claims').column('pinfl').execute();
  await db.schema.createIndex('claims_phone').on('claims').column('phone').execute();
}
