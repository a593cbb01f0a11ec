import type { Db } from '../../db/database';
import { logIn } from '../../testing/cabinet-test-kit';
import { cancelClient, paidPolicy } from '../../testing/cancel-test-kit';
import { seedIfEmpty } from '../../db/seed';
import { migrateToLatest } from '../../db/migrate';
import { paymentKit, type PaymentKit } from '../../testing/payment-test-kit';
import { describePostgres, postgresSchema, type PostgresSchema } from '../../testing/postgres-schema';

/**
 * The cancellation on PostgreSQL (issue 27): truly parallel confirmations of one policy, each in its own
 * connection, pay the refund exactly once (the contract's row lock and the `issued` -> `cancelled` guard), and
 * Payme's transaction is cancelled once. Runs when TEST_DATABASE_URL is set (.ci/run starts a throwaway server).
 */
describePostgres('cancel a policy on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;

  beforeAll(async () => {
    schema = await postgresSchema('polis_cancel');
    handle = schema.handle;
    await migrateToLatest(handle);
    await seedIfEmpty(handle);
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  it.each(['payme', 'click'] as const)('refunds once under 10 concurrent confirmations (%s)', async (via) => {
    const phone = via === 'payme' ? '998901112301' : '998901112302';
    const token = await logIn(kit.app, handle, phone);
    const { contract } = await paidPolicy(kit, { phone, via });
    const api = cancelClient(kit.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.confirm(contract.id, 365_000, token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(422)]);
    const refunds = await handle.db
      .selectFrom('refunds')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .execute();
    expect(refunds).toEqual([expect.objectContaining({ amount_uzs: 365_000, provider: via })]);
    const sms = await handle.db
      .selectFrom('sms_outbox')
      .select('id')
      .where('phone', '=', phone)
      .where('purpose', '=', 'policy-cancelled')
      .execute();
    expect(sms).toHaveLength(1);
    if (via === 'payme') {
      const tx = await handle.db
        .selectFrom('payme_transactions')
        .select(['state', 'reason'])
        .where('contract_id', '=', contract.id)
        .execute();
      expect(tx).toEqual([{ state: -2, reason: 5 }]);
    }
  });
});
