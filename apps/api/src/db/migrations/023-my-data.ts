import { sql, type Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * The customer's data (issue 27): each cabinet session's user agent and last use (the devices list), and the
 * consents a customer gave and withdrew, with their dates. A customer who kept other people among the saved
 * people before this gave that consent when saving the first of them: it is recorded with that date. One column
 * per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema.alterTable('cabinet_sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('cabinet_sessions').addColumn('last_used_at', 'varchar(30)').execute();
  const [idType, id] = idColumn(ctx);
  await db.schema
    .createTable('customer_consents')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('cabinet_users.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('given_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('withdrawn_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('customer_consents_user')
    .on('customer_consents')
    .columns(['user_id', 'kind'])
    .execute();
  await sql`insert into customer_consents (user_id, kind, given_at)
    select user_id, 'saved_others', min(created_at) from saved_people where relation = 'other' group by user_id`.execute(
    db,
  );
}
