import type { Kysely } from 'kysely';
import type { MigrationContext } from './helpers';

/**
 * Guards every API instance shares through the database (not one process's memory): the answers of
 * saves by their `Idempotency-Key`, and the per-client counters of saves, leads and SMS senders.
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext) {
  await db.schema
    .createTable('idempotency_keys')
    // The caller's channel and the route: one key means one thing per endpoint and channel.
    .addColumn('scope', 'varchar(200)', (c) => c.notNull())
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('body_hash', 'varchar(64)', (c) => c.notNull())
    // Null while the first request runs; then its answer, replayed to the same key and body.
    .addColumn('status_code', 'integer')
    .addColumn('content_type', 'varchar(100)')
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('client_limits')
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('client', 'varchar(200)', (c) => c.notNull())
    // The start of the fixed window (ms since 1970, as text: one format in both dialects).
    .addColumn('window_start', 'varchar(20)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_limits_pk', ['kind', 'client', 'window_start'])
    .execute();
}
