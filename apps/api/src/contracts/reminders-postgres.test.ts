import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { paymentKit, type PaymentKit } from '../testing/payment-test-kit';
import { markPaid } from './contract-service';
import { addDays, tashkentDate } from './format';
import { runReminders } from './renewal-reminders';

/**
 * Renewal reminders on PostgreSQL, where several instances run the job at the same moment: each reminder is sent
 * once whatever the races. Runs when TEST_DATABASE_URL is set (.ci/run starts a throwaway server).
 */
describePostgres('renewal reminders on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;
  beforeAll(async () => {
    schema = await postgresSchema('polis_reminders');
    handle = schema.handle;
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  it('sends the 14-day and then the 3-day reminder once each, however many runs race', async () => {
    const today = tashkentDate(new Date());
    const contracts = [];
    for (const phone of ['998901112201', '998901112202', '998901112203']) {
      const contract = await kit.contract({
        product: 'housing',
        phone,
        lang: 'uz',
        email: `${phone}@example.uz`,
        startDate: addDays(today, -300),
        endDate: addDays(today, 10),
      });
      await markPaid(handle.db, contract.id, 'payme');
      await handle.db
        .insertInto('sale_bodies')
        .values({ contract_id: contract.id, sale: '/property-insurance-v2/create-contract', body: '{}' })
        .execute();
      contracts.push(contract);
    }
    const run = (days: number) =>
      runReminders({
        db: handle.db,
        now: new Date(Date.now() + days * 86_400_000),
        origin: 'https://polis.test',
        secret: 'secret',
      });
    const first = await Promise.all(Array.from({ length: 6 }, () => run(0)));
    expect(first.reduce((sum, r) => sum + r.sent, 0)).toBe(3);
    const last = await Promise.all(Array.from({ length: 6 }, () => run(8)));
    expect(last.reduce((sum, r) => sum + r.sent, 0)).toBe(3);

    const ids = contracts.map((c) => c.id);
    const rows = await handle.db
      .selectFrom('policy_reminders')
      .select(['contract_id', 'days_before'])
      .where('contract_id', 'in', ids)
      .orderBy('contract_id')
      .orderBy('days_before', 'desc')
      .execute();
    expect(rows).toEqual(
      ids.flatMap((id) => [
        { contract_id: id, days_before: 14 },
        { contract_id: id, days_before: 3 },
      ]),
    );
    const sms = await handle.db
      .selectFrom('sms_outbox')
      .select(['phone', 'text'])
      .where('purpose', '=', 'renewal-reminder')
      .execute();
    expect(sms).toHaveLength(6);
    expect(sms[0]?.text).toMatch(/https:\/\/polis\.test\/uz\/prolong\//);
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .select('mail_key')
      .where('mail_key', 'like', 'renewal:%')
      .execute();
    expect(mail).toHaveLength(6);
  });
});
