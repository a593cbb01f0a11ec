import type { Kysely } from 'kysely';

/**
 * One row per vehicle whose OSAGO application is being paid. Every way of paying takes the row (an upsert: a
 * row lock on PostgreSQL until the payment's transaction ends) before it asks whether the vehicle already has
 * a paid policy on those days. So the payments of two applications for one car run one after the other, and
 * the second sees the first's policy: the registry's one policy per vehicle and day holds under concurrency.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('vehicle_locks')
    .addColumn('plate', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('locked_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
