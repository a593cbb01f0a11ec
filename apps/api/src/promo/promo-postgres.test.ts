import type { Db } from '../db/database';
import { paymentKit, type PaymentKit } from '../testing/payment-test-kit';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { pendingPaymentKit, type PendingPaymentKit } from '../testing/pending-payment-kit';
import { promoRaces } from '../testing/promo-races';

/**
 * The promo-versus-open-payment races of pending-payment.test.ts on PostgreSQL, where the promo change and
 * the provider's step really run in parallel and the contract row lock decides. Runs when TEST_DATABASE_URL
 * is set (.ci/run starts a throwaway server), in a schema of its own that is dropped at the end.
 */
describePostgres('promo changes against open payments on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;
  let t: PendingPaymentKit;

  beforeAll(async () => {
    schema = await postgresSchema('polis_promo');
    handle = schema.handle;
    kit = await paymentKit(handle);
    t = pendingPaymentKit(kit);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  promoRaces(() => ({ kit, t }));
});
