import type { Kysely } from 'kysely';
import { ownerPinflOf } from '../owner-pinfl';
import { fillColumn } from './helpers';

/**
 * Indexes for the reads that walked a whole table (each statement the API's tests run, held to SQLite's query
 * plan):
 * - the OSAGO owner's PINFL on the application (`db/owner-pinfl.ts`), indexed: a cabinet's policies are its
 *   phone's or its owner's, and the owner's were found by a LIKE over every contract's application;
 * - a contract's Click transactions (a payment in progress, a refund) and its claims (a cancellation, Payme's
 *   cancel of a paid policy, the cabinet), looked up by contract or policy;
 * - the jobs' reads: the chat messages not yet forwarded (every save writes one, and the relay walked every
 *   message ever sent to find them), the monthly charges and plans in a state;
 * - a cabinet's DMS requests by its account as well as by its phone.
 * The applications already written get their owner here.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('osago_applications').addColumn('owner_pinfl', 'varchar(14)').execute();
  await fillColumn(db, {
    table: 'osago_applications',
    key: 'contract_id',
    source: 'data',
    column: 'owner_pinfl',
    valueOf: ownerPinflOf,
  });
  await db.schema
    .createIndex('osago_applications_owner_pinfl')
    .on('osago_applications')
    .column('owner_pinfl')
    .execute();
  await db.schema
    .createIndex('click_transactions_contract')
    .on('click_transactions')
    .columns(['contract_id', 'status'])
    .execute();
  await db.schema.createIndex('claims_contract').on('claims').column('contract_id').execute();
  await db.schema.createIndex('claims_policy').on('claims').column('policy_id').execute();
  await db.schema
    .createIndex('chat_outbox_unforwarded')
    .on('chat_outbox')
    .columns(['forwarded_at', 'id'])
    .execute();
  await db.schema
    .createIndex('monthly_charges_status')
    .on('monthly_charges')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('monthly_plans_status').on('monthly_plans').column('status').execute();
  await db.schema
    .createIndex('dms_constructor_requests_user')
    .on('dms_constructor_requests')
    .column('user_id')
    .execute();
}
