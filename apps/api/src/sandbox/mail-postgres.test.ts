import { markPaid } from '../contracts/contract-service';
import type { Db } from '../db/database';
import { deliverMail, type MailTransport } from '../outbox/mail-delivery';
import { queueMail } from '../outbox/mail-outbox';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { paymentKit, type PaymentKit } from '../testing/payment-test-kit';

/**
 * The mail outbox on PostgreSQL, where transactions and deliveries really run in parallel (several API instances
 * on one database): one mail per paid policy whatever the races, each queued mail sent once. Runs when
 * TEST_DATABASE_URL is set (.ci/run starts a throwaway server), in a schema of its own.
 */
describePostgres('the mail outbox on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;
  beforeAll(async () => {
    schema = await postgresSchema('polis_mail');
    handle = schema.handle;
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  const recording = () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.subject);
        return {};
      },
    };
    return { sent, transport };
  };
  const pdf = async () => ({
    filename: 'p.pdf',
    contentType: 'application/pdf',
    content: Buffer.from('%PDF-'),
  });

  it('queues one mail for a policy paid by five racing callbacks, and one per key however many ask at once', async () => {
    const contract = await kit.contract({ email: 'race@example.uz', lang: 'ru' });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => markPaid(handle.db, contract.id, 'payme')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const mails = await handle.db
      .selectFrom('mail_outbox')
      .select(['mail_key', 'lang', 'to_address'])
      .where('to_address', '=', 'race@example.uz')
      .execute();
    expect(mails).toEqual([
      { mail_key: expect.stringMatching(/^policy:\d+$/), lang: 'ru', to_address: 'race@example.uz' },
    ]);

    const mail = {
      to: 'key@example.uz',
      lang: 'en' as const,
      subject: 'once',
      text: 'once',
      key: 'claim:7:new',
    };
    const ids = await Promise.all(Array.from({ length: 5 }, () => queueMail(handle.db, mail)));
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
  });

  it('sends each queued mail once when four instances deliver at the same time', async () => {
    for (let i = 0; i < 12; i += 1)
      await queueMail(handle.db, { to: `n${i}@example.uz`, lang: 'uz', subject: `mail ${i}`, text: 'x' });
    const { sent, transport } = recording();
    const delivery = { transport, from: 'Polis <no-reply@polis.test>', renderPolicyPdf: pdf };
    // Each instance takes at most ten a run: run until the queue is empty.
    for (let round = 0; round < 3; round += 1)
      await Promise.all(Array.from({ length: 4 }, () => deliverMail(handle.db, delivery)));
    const subjects = sent.filter((s) => s.startsWith('mail '));
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    const left = await handle.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '!=', 'sent')
      .execute();
    expect(left).toEqual([]);
  });
});
