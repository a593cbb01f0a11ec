import type { Kysely } from 'kysely';
import { INSTALLMENT_BUYERS } from '../seed/installment-buyers';
import { PROMO_CODES } from '../seed/promo-codes';
import { idColumn, type MigrationContext } from './helpers';

/** The rows this migration inserts, typed here so later changes to schema.ts cannot change the past. */
interface SeededTables {
  promo_codes: {
    code: string;
    kind: string;
    value: number;
    product: string | null;
    min_amount_uzs: number | null;
    max_uses: number | null;
    used_count: number;
    valid_from: string;
    valid_to: string;
    created_at: string;
  };
  installment_buyers: { id: number; phone: string; status: number; limit_uzs: number };
}

const SEEDED_AT = '2025-01-01T00:00:00.000Z';

/**
 * Card subscriptions (auto-payment), Uzum Nasiya buyers and instalment orders, promo codes. The sandbox
 * buyers and promo codes are inserted here rather than by the seed: the seed only fills empty registries,
 * and a database seeded before this migration must get them too.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema
    .createTable('card_subscriptions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('card_token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('card_mask', 'varchar(24)', (c) => c.notNull())
    .addColumn('card_expiry', 'varchar(4)', (c) => c.notNull())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('verified_at', 'varchar(30)')
    .addColumn('cancelled_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('card_subscriptions_contract')
    .on('card_subscriptions')
    .column('contract_id')
    .execute();

  await db.schema
    .createTable('installment_buyers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(12)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('limit_uzs', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('installment_orders')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id'))
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('installment_buyers.id'))
    .addColumn('period', 'integer', (c) => c.notNull())
    .addColumn('monthly_amount', 'bigint', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('webview_token', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('callback_url', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)')
    .addColumn('code_expires_at', 'varchar(30)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('completed_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('installment_orders_contract')
    .on('installment_orders')
    .column('contract_id')
    .execute();

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('product', 'varchar(40)')
    .addColumn('min_amount_uzs', 'bigint')
    .addColumn('max_uses', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  const seeded = db as unknown as Kysely<SeededTables>;
  await seeded
    .insertInto('installment_buyers')
    .values(INSTALLMENT_BUYERS.map((b) => ({ ...b })))
    .execute();
  await seeded
    .insertInto('promo_codes')
    .values(PROMO_CODES.map((p) => ({ ...p, created_at: SEEDED_AT })))
    .execute();
}
