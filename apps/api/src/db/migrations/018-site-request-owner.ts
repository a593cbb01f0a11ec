import type { Kysely } from 'kysely';

/**
 * Business applications in the cabinet (issue 25): the cabinet user whose session sent one (null when none), where
 * it stands (`received` until the sales team moves it), and indexes for the cabinet's look-up by phone and by user.
 * One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('site_requests').addColumn('user_id', 'integer').execute();
  await db.schema
    .alterTable('site_requests')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('received'))
    .execute();
  await db.schema.createIndex('site_requests_phone').on('site_requests').columns(['phone', 'kind']).execute();
  await db.schema
    .createIndex('site_requests_user')
    .on('site_requests')
    .columns(['user_id', 'kind'])
    .execute();
}
