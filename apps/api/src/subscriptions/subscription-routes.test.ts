import Fastify from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { SubscriptionCardResponse, SubscriptionState, SubscriptionVerifyResponse } from '@polis/api-contract';
import { markPaid } from '../contracts/contract-service';
import { registerErrorHandling } from '../errors';
import { readPaymentConfig } from '../payments/payment-config';
import { paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { subscriptionRoutes } from './subscription-routes';
import { SUBSCRIPTION_SMS_LIMIT } from './subscription-service';

const CARD = '8600 1111 1111 1110';
const CARD_DIGITS = '8600111111111110';
const BANK_PHONE_CARD = '9860444444444442';
const CONTRACT_PHONE = '998901234567';

describe('card subscription / auto-payment', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const bare = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: `/api/web/subscription/${path}`,
      headers: { authorization: SITE_AUTHORIZATION, ...headers },
      payload: payload as Record<string, unknown>,
    });
  /** The order id of the contract a body names (by contract_id, or by subscription_id), if any. */
  const orderIdFor = async (body: { contract_id?: unknown; subscription_id?: unknown }) => {
    let contractId = typeof body.contract_id === 'number' ? body.contract_id : undefined;
    if (contractId === undefined && typeof body.subscription_id === 'string') {
      const sub = await kit.handle.db
        .selectFrom('card_subscriptions')
        .select('contract_id')
        .where('id', '=', body.subscription_id)
        .executeTakeFirst();
      contractId = sub?.contract_id;
    }
    if (contractId === undefined) return undefined;
    const row = await kit.handle.db
      .selectFrom('contracts')
      .select('order_id')
      .where('id', '=', contractId)
      .executeTakeFirst();
    return row?.order_id;
  };
  /** As the front end calls: with the order id the save answered (the capability, SECURITY.md). */
  const post = async (path: string, payload: unknown, headers: Record<string, string> = {}) => {
    const body = payload as Record<string, unknown>;
    const orderId = 'order_id' in body ? undefined : await orderIdFor(body);
    return bare(path, orderId ? { ...body, order_id: orderId } : body, headers);
  };
  const createCard = (contractId: number, card_number = CARD, card_date = '1229') =>
    post('create-card', { contract_id: contractId, card_number, card_date });
  /** The code of the newest subscription SMS to a phone. */
  const lastCode = async (phone = CONTRACT_PHONE) => {
    const sms = await kit.handle.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', 'subscription-code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /: ([0-9]{6})\./.exec(sms.text)?.[1];
    if (!code) throw new Error(`no code in ${sms.text}`);
    return code;
  };
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const contractRow = (id: number) =>
    kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const subRow = (id: string) =>
    kit.handle.db.selectFrom('card_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('create-card sends a code to the contract phone; verify pays the contract by card and turns auto-payment on', async () => {
    const contract = await kit.contract();
    const created = await createCard(contract.id);
    expect(created.statusCode).toBe(200);
    const pending = created.json();
    expect(Value.Check(SubscriptionCardResponse, pending)).toBe(true);
    expect(pending).toEqual({
      error: 0,
      result: true,
      message: 'success',
      status: 'pending',
      subscription_id: expect.stringMatching(/^S[A-Z]{16}$/),
      card_number: '8600 11** **** 1110',
      phone: '+998 90 *** ** 67',
      expires_in: 300,
    });
    expect(await post('get', { contract_id: contract.id }).then((r) => r.json().data.status)).toBe('pending');

    const verified = await post('verify', {
      code: await lastCode(),
      subscription_id: pending.subscription_id,
    });
    expect(verified.statusCode).toBe(200);
    expect(Value.Check(SubscriptionVerifyResponse, verified.json())).toBe(true);
    expect(verified.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      data: {
        status: 'active',
        subscription_id: pending.subscription_id,
        contract_id: contract.id,
        card_number: '8600 11** **** 1110',
        card_date: '1229',
      },
    });
    expect(await contractRow(contract.id)).toMatchObject({ status: 'issued', paid_via: 'card' });
    expect(await kit.count('policies')).toBe(1);
    const check = await kit.app.inject({
      method: 'POST',
      url: '/api/sayt/contract/check',
      headers: { authorization: SITE_AUTHORIZATION },
      payload: { contract_id: contract.id, order_id: contract.order_id },
    });
    expect(check.json()).toMatchObject({ check: true, polis_seria: 'EIOO' });

    const got = await post('get', { contract_id: contract.id });
    expect(Value.Check(SubscriptionState, got.json())).toBe(true);
    expect(got.json().data).toEqual(verified.json().data);
  });

  it('stores the card only as a token and a mask: the number is nowhere in the database', async () => {
    const contract = await kit.contract();
    const pending = (await createCard(contract.id)).json();
    await post('verify', { code: await lastCode(), subscription_id: pending.subscription_id });
    await createCard((await kit.contract()).id, '8600-2222-2222-2223'.replace(/-/g, ' '));
    const tables = (await kit.handle.db.introspection.getTables()).map((t) => t.name);
    let dump = '';
    for (const table of tables) {
      const rows = await kit.handle.db
        .selectFrom(table as 'contracts')
        .selectAll()
        .execute();
      dump += JSON.stringify(rows);
    }
    expect(dump).toContain('8600 11** **** 1110');
    for (const secret of [CARD_DIGITS, CARD, '8600222222222223', '8600 2222 2222 2223', '11111111']) {
      expect(dump).not.toContain(secret);
    }
    const row = await subRow(pending.subscription_id);
    expect(row.card_token).toMatch(/^tok_[0-9a-f]{48}$/);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sends the code to the card's bank phone when the sandbox card has one, in the lang header's language", async () => {
    const contract = await kit.contract();
    const res = await post(
      'create-card',
      { contract_id: contract.id, card_number: BANK_PHONE_CARD, card_date: '12/29' },
      { lang: 'ru' },
    );
    expect(res.json()).toMatchObject({ phone: '+998 90 *** ** 11', card_number: '9860 44** **** 4442' });
    const [sms] = await kit.handle.db.selectFrom('sms_outbox').selectAll().execute();
    expect(sms).toMatchObject({ phone: '998909990011', purpose: 'subscription-code' });
    expect(sms.text).toMatch(/^Polis: код привязки карты \*4442: [0-9]{6}\./);
  });

  it.each([
    ['declined', '8600 2222 2222 2223', '1229', 'card_declined'],
    ['expired', '8600 3333 3333 3336', '1229', 'card_expired'],
    ['past expiry date', CARD, '0120', 'card_expired'],
    ['unknown', '4111 1111 1111 1111', '1229', 'card_not_found'],
  ])('refuses a %s card with its status_code and writes nothing', async (_what, card, date, code) => {
    const contract = await kit.contract();
    const res = await createCard(contract.id, card, date);
    expect(res.statusCode).toBe(200);
    expect(Value.Check(SubscriptionCardResponse, res.json())).toBe(true);
    expect(res.json()).toEqual({
      error: 1,
      result: false,
      message: expect.any(String),
      error_message: expect.any(String),
      code,
      status_code: code,
    });
    expect(await kit.count('sms_outbox')).toBe(0);
    expect(await kit.handle.db.selectFrom('card_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('refuses when no phone can receive the code', async () => {
    const contract = await kit.contract({ phone: null });
    expect((await createCard(contract.id)).json()).toMatchObject({
      error: 1,
      status_code: 'phone_not_found',
    });
  });

  it('answers password_incorrect with the tries left, locks on the fifth wrong code, then refuses even the right one', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    const code = await lastCode();
    for (let i = 1; i <= 4; i += 1) {
      const res = await post('verify', { code: wrong(code), subscription_id });
      expect(res.json()).toMatchObject({
        error: 1,
        result: false,
        status_code: 'password_incorrect',
        attempts_left: 5 - i,
      });
    }
    expect((await post('verify', { code: wrong(code), subscription_id })).json()).toMatchObject({
      status_code: 'subscription_locked',
      attempts_left: 0,
    });
    expect((await post('verify', { code, subscription_id })).json()).toMatchObject({
      status_code: 'subscription_locked',
    });
    expect(await subRow(subscription_id)).toMatchObject({ status: 'locked', attempts: 5 });
    expect((await contractRow(contract.id)).status).toBe('saved');
    expect((await post('get', { contract_id: contract.id })).json().data.status).toBe('inactive');
  });

  it('counts concurrent wrong codes one by one', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    const code = await lastCode();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('verify', { code: wrong(code), subscription_id })),
    );
    const codes = answers.map((a) => a.json().status_code);
    expect(codes.filter((c) => c === 'password_incorrect')).toHaveLength(4);
    expect(codes.filter((c) => c === 'subscription_locked')).toHaveLength(6);
    expect((await subRow(subscription_id)).attempts).toBe(5);
  });

  it('refuses an expired code without using a try', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    await kit.handle.db
      .updateTable('card_subscriptions')
      .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await post('verify', { code: await lastCode(), subscription_id })).json()).toMatchObject({
      status_code: 'code_expired',
    });
    expect(await subRow(subscription_id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await post('get', { contract_id: contract.id })).json().data.status).toBe('inactive');
  });

  it('replays of the right code answer the same success and pay once; twice-clicked verify too', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    const code = await lastCode();
    const answers = await Promise.all([1, 2, 3].map(() => post('verify', { code, subscription_id })));
    const again = await post('verify', { code, subscription_id });
    for (const a of [...answers, again]) expect(a.json()).toEqual(answers[0].json());
    expect(answers[0].json().data.status).toBe('active');
    expect(await kit.count('policies')).toBe(1);
    expect((await post('verify', { code: wrong(code), subscription_id })).json().status_code).toBe(
      'password_incorrect',
    );
  });

  it('a newer card supersedes the code sent for the earlier one', async () => {
    const contract = await kit.contract();
    const first = (await createCard(contract.id)).json();
    const firstCode = await lastCode();
    const second = (await createCard(contract.id, BANK_PHONE_CARD)).json();
    expect(
      (await post('verify', { code: firstCode, subscription_id: first.subscription_id })).json(),
    ).toMatchObject({
      status_code: 'subscription_not_pending',
    });
    const res = await post('verify', {
      code: await lastCode('998909990011'),
      subscription_id: second.subscription_id,
    });
    expect(res.json().data).toMatchObject({ status: 'active', card_number: '9860 44** **** 4442' });
  });

  it('does not charge a card for a contract paid meanwhile elsewhere (409), and create-card refuses a paid one', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    await markPaid(kit.handle.db, contract.id, 'payme');
    const res = await post('verify', { code: await lastCode(), subscription_id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('contract_already_paid');
    expect((await subRow(subscription_id)).status).toBe('pending');
    expect((await contractRow(contract.id)).paid_via).toBe('payme');
    expect((await createCard(contract.id)).json().error.code).toBe('contract_already_paid');
  });

  it('resubscribe re-binds the card of a paid contract without charging, and only of a paid one', async () => {
    const contract = await kit.contract();
    const resubscribe = (card_number: string) =>
      post('resubscribe', { contract_id: contract.id, card_number, card_date: '0530' });
    const unpaid = await resubscribe(CARD);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.code).toBe('contract_not_paid');

    const first = (await createCard(contract.id)).json();
    await post('verify', { code: await lastCode(), subscription_id: first.subscription_id });
    const again = await resubscribe(BANK_PHONE_CARD);
    expect(again.json()).toMatchObject({ error: 0, status: 'pending', subscription_id: expect.any(String) });
    // Until the new card is confirmed, the old one keeps auto-payment on.
    expect((await post('get', { contract_id: contract.id })).json().data).toMatchObject({
      status: 'active',
      subscription_id: first.subscription_id,
    });
    const verified = await post('verify', {
      code: await lastCode('998909990011'),
      subscription_id: again.json().subscription_id,
    });
    expect(verified.json().data).toMatchObject({
      status: 'active',
      card_number: '9860 44** **** 4442',
      card_date: '0530',
    });
    expect((await subRow(first.subscription_id)).status).toBe('replaced');
    expect(await kit.count('policies')).toBe(1);
    expect((await post('get', { contract_id: contract.id })).json().data.subscription_id).toBe(
      again.json().subscription_id,
    );
  });

  it('cancel turns auto-payment off, idempotently; unknown ids are 404', async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    await post('verify', { code: await lastCode(), subscription_id });
    for (let i = 0; i < 2; i += 1) {
      const res = await post('cancel', { subscription_id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'inactive',
        subscription_id,
        contract_id: contract.id,
      });
    }
    expect((await post('get', { contract_id: contract.id })).json().data.status).toBe('inactive');
    const missing = await post('cancel', { subscription_id: 'SNOSUCHSUBSCRIPT' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'subscription_not_found']);
    const verifyMissing = await post('verify', { code: '123456', subscription_id: 'SNOSUCHSUBSCRIPT' });
    expect(verifyMissing.statusCode).toBe(404);
  });

  it('get answers inactive with nulls for a contract without a card', async () => {
    const contract = await kit.contract();
    expect((await post('get', { contract_id: contract.id })).json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      data: {
        status: 'inactive',
        subscription_id: null,
        contract_id: contract.id,
        card_number: null,
        card_date: null,
      },
    });
  });

  it('opens nothing by a bare contract id (404), like the payment calls', async () => {
    const contract = await kit.contract();
    for (const res of [
      await bare('create-card', { contract_id: contract.id, card_number: CARD, card_date: '1229' }),
      await bare('resubscribe', { contract_id: contract.id, card_number: CARD, card_date: '1229' }),
      await bare('get', { contract_id: contract.id }),
      await bare('get', { contract_id: contract.id, order_id: 'P000000-AAAAAAAAAA' }),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'contract_not_found']);
    }
    expect(await kit.count('sms_outbox')).toBe(0);
  });

  it("reads and cancels nobody's auto-payment by its subscription id alone", async () => {
    const contract = await kit.contract();
    const { subscription_id } = (await createCard(contract.id)).json();
    const code = await lastCode();
    for (const res of [
      await bare('verify', { code, subscription_id }),
      await bare('cancel', { subscription_id }),
      await bare('cancel', { subscription_id, order_id: 'P000000-AAAAAAAAAA' }),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'subscription_not_found']);
    }
    expect(await subRow(subscription_id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await post('verify', { code, subscription_id })).json().data.status).toBe('active');
    expect((await bare('cancel', { subscription_id })).statusCode).toBe(404);
    expect((await subRow(subscription_id)).status).toBe('active');
  });

  it('limits codes per phone and writes nothing for the refused one', async () => {
    const contract = await kit.contract();
    for (let i = 0; i < SUBSCRIPTION_SMS_LIMIT.count; i += 1)
      expect((await createCard(contract.id)).statusCode).toBe(200);
    const limited = await createCard(contract.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.json().error.code).toBe('rate_limited');
    expect(await kit.count('sms_outbox')).toBe(SUBSCRIPTION_SMS_LIMIT.count);
    const rows = await kit.handle.db.selectFrom('card_subscriptions').select('status').execute();
    expect(rows.map((r) => r.status).sort()).toEqual([
      'pending',
      'replaced',
      'replaced',
      'replaced',
      'replaced',
    ]);
  });

  it('refuses malformed cards, dates and codes with 400 that never echo the card number', async () => {
    const contract = await kit.contract();
    for (const body of [
      { contract_id: contract.id, card_number: '8600 1111 1111 111', card_date: '1229' },
      { contract_id: contract.id, card_number: '8600111111111110', card_date: '1329' },
      { contract_id: contract.id, card_number: '8600111111111110 ', card_date: '1229' },
      { contract_id: contract.id, card_number: CARD },
    ]) {
      const res = await post('create-card', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation');
      expect(res.body).not.toContain('1111');
    }
    for (const code of ['12345', '1234567', 'abcdef', ' 123456']) {
      expect((await post('verify', { code, subscription_id: 'SABC' })).statusCode).toBe(400);
    }
    expect(await kit.count('sms_outbox')).toBe(0);
  });
});

describe('card subscription without the sandbox processor (production)', () => {
  it('answers 503 provider_unavailable to the card calls', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.decorateRequest('channel', 'site');
    const kit = await paymentKit();
    await app.register(subscriptionRoutes, {
      db: kit.handle,
      config: { ...readPaymentConfig({}), sandbox: false },
    });
    const contract = await kit.contract();
    const res = await app.inject({
      method: 'POST',
      url: '/web/subscription/create-card',
      payload: { contract_id: contract.id, card_number: CARD, card_date: '1229' },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'provider_unavailable']);
    await app.close();
    await kit.close();
  });
});
