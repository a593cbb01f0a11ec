import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './helpers';

/**
 * The policy by e-mail: a contract remembers the language it was bought in and the buyer's optional e-mail;
 * `mail_outbox` holds every mail to send (one row per mail, `mail_key` unique so a replayed payment queues
 * nothing twice); `sandbox_mail` is the sandbox's mailbox, what its loopback SMTP server received.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext) {
  await db.schema.alterTable('contracts').addColumn('lang', 'varchar(2)').execute();
  await db.schema.alterTable('contracts').addColumn('email', 'varchar(254)').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('mail_key', 'varchar(80)', (c) => c.unique())
    .addColumn('to_address', 'varchar(254)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('claimed_at', 'varchar(30)')
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('last_error', 'varchar(300)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('sandbox_mail')
    .addColumn('id', ...idColumn(ctx))
    .addColumn('mail_from', 'varchar(300)', (c) => c.notNull())
    .addColumn('rcpt_to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('attachments', 'text', (c) => c.notNull())
    .addColumn('raw', 'text', (c) => c.notNull())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
