import type { Kysely } from 'kysely';

/**
 * A DMS constructor application in the cabinet (issue 25): the cabinet user whose session submitted it (null when
 * none), and an index for the cabinet's look-up by phone.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('dms_constructor_requests').addColumn('user_id', 'integer').execute();
  await db.schema
    .createIndex('dms_constructor_requests_phone')
    .on('dms_constructor_requests')
    .columns(['phone', 'status'])
    .execute();
}
