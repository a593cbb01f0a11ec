import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { INSTALLMENT_BUYERS } from '../db/seed/installment-buyers';
import { PROMO_CODES } from '../db/seed/promo-codes';
import { formBody, paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { SUBSCRIPTION_SMS_LIMIT } from './subscription-service';

/**
 * Card codes, instalment confirmation and promo uses on PostgreSQL, where requests really run in parallel
 * and the contract row lock and the per-phone advisory lock are what keep the counts right. Runs when
 * TEST_DATABASE_URL is set (.ci/run starts a throwaway server), in a schema of its own dropped at the end.
 */

describePostgres('payment platform on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;

  beforeAll(async () => {
    schema = await postgresSchema('polis_platform');
    handle = schema.handle;
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  const post = (path: string, payload: Record<string, unknown>) =>
    kit.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { authorization: SITE_AUTHORIZATION },
      payload,
    });
  const lastCode = async (phone: string, purpose: string) => {
    const sms = await handle.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /: ([0-9]{6})\./.exec(sms.text)?.[1] ?? '';
  };

  it('migration 005 seeds the buyers and promo codes', async () => {
    expect(await handle.db.selectFrom('installment_buyers').selectAll().orderBy('id').execute()).toEqual(
      INSTALLMENT_BUYERS.map((b) => ({ ...b })),
    );
    const codes = await handle.db.selectFrom('promo_codes').select('code').orderBy('code').execute();
    expect(codes.map((c) => c.code)).toEqual(PROMO_CODES.map((p) => p.code).sort());
  });

  it('card codes: concurrent sends stop at the limit, concurrent guesses lock at five, the right code pays once', async () => {
    const contract = await kit.contract({ phone: '998950001122' });
    const body = {
      contract_id: contract.id,
      order_id: contract.order_id,
      card_number: '8600111111111110',
      card_date: '1229',
    };
    const sends = await Promise.all(
      Array.from({ length: 8 }, () => post('web/subscription/create-card', body)),
    );
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(SUBSCRIPTION_SMS_LIMIT.count);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(8 - SUBSCRIPTION_SMS_LIMIT.count);
    const pending = await handle.db
      .selectFrom('card_subscriptions')
      .selectAll()
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(1);

    const guess = await kit.contract({ phone: '998950001133' });
    const started = (
      await post('web/subscription/create-card', { ...body, contract_id: guess.id, order_id: guess.order_id })
    ).json();
    const code = await lastCode('998950001133', 'subscription-code');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('web/subscription/verify', {
          code: wrong,
          subscription_id: started.subscription_id,
          order_id: guess.order_id,
        }),
      ),
    );
    const codes = guesses.map((g) => g.json().status_code);
    expect(codes.filter((c) => c === 'password_incorrect')).toHaveLength(4);
    expect(codes.filter((c) => c === 'subscription_locked')).toHaveLength(6);

    const right = await lastCode('998950001122', 'subscription-code');
    const verifies = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('web/subscription/verify', {
          code: right,
          subscription_id: pending[0].id,
          order_id: contract.order_id,
        }),
      ),
    );
    for (const v of verifies) expect(v.json()).toEqual(verifies[0].json());
    expect(verifies[0].json().data.status).toBe('active');
    const policies = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .execute();
    expect(policies).toHaveLength(1);
  });

  it('promo: the last use of a limited code goes to one contract', async () => {
    await handle.db
      .insertInto('promo_codes')
      .values({
        code: 'PGLAST',
        kind: 'fixed',
        value: 1000,
        product: null,
        min_amount_uzs: null,
        max_uses: 1,
        used_count: 0,
        valid_from: '2025-01-01',
        valid_to: '2099-12-31',
        created_at: new Date().toISOString(),
      })
      .execute();
    const contracts = await Promise.all(Array.from({ length: 6 }, () => kit.contract()));
    const answers = await Promise.all(
      contracts.map((c) =>
        post('promocode/check_promocode', { contract_id: c.id, order_id: c.order_id, promocode: 'PGLAST' }),
      ),
    );
    expect(answers.filter((a) => a.json().error === 0)).toHaveLength(1);
    const used = await handle.db
      .selectFrom('promo_codes')
      .select('used_count')
      .where('code', '=', 'PGLAST')
      .executeTakeFirstOrThrow();
    expect(used.used_count).toBe(1);
  });

  it('instalments: concurrent confirm-contract pays once', async () => {
    const contract = await kit.contract();
    const order = (
      await post('uzumnasiya/create-order', {
        user_id: 700001,
        period: 3,
        contract_id: contract.id,
        order_id: contract.order_id,
        products: [{ amount: 1, name: 'OSAGO', price: 384_000, unit_id: 1, product_id: 'osago' }],
      })
    ).json().data;
    const page = new URL(order.webview_path).pathname;
    const pagePost = (action: string, fields: Record<string, string>) =>
      kit.app.inject({
        method: 'POST',
        url: `${page}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(fields),
      });
    await pagePost('send-code', { lang: 'en' });
    expect(
      (await pagePost('confirm', { lang: 'en', code: await lastCode('998901234567', 'installment-code') }))
        .statusCode,
    ).toBe(303);
    const confirms = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('uzumnasiya/confirm-contract', {
          uzum_contract_id: order.contract_id,
          neo_contract_id: contract.id,
          order_id: contract.order_id,
        }),
      ),
    );
    for (const c of confirms) expect(c.json()).toEqual(confirms[0].json());
    expect(confirms[0].json().data.status).toBe('completed');
    const policies = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .execute();
    expect(policies).toHaveLength(1);
  });
});
