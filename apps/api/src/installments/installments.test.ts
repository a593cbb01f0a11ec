import Fastify from 'fastify';
import { Value } from '@sinclair/typebox/value';
import {
  UzumCheckUserStatusResponse,
  UzumConfirmContractResponse,
  UzumCreateOrderResponse,
} from '@polis/api-contract';
import { markPaid } from '../contracts/contract-service';
import { registerErrorHandling } from '../errors';
import { readPaymentConfig } from '../payments/payment-config';
import { formBody, paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { INSTALLMENT_SMS_LIMIT } from './buyer-confirmation';
import { installmentRoutes } from './installment-routes';

const VERIFIED = '998901234567';
const UNVERIFIED = '998935550011';
const LOW_LIMIT = '998971112233';
const PRODUCTS = [{ amount: 1, name: 'OSAGO', price: 384_000, unit_id: 1, product_id: 'osago' }];

describe('Uzum Nasiya instalments', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const api = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: `/api/uzumnasiya/${path}`,
      headers: { authorization: SITE_AUTHORIZATION, ...headers },
      payload,
    });
  /** As the front end calls: the contract id with the order id its save answered. */
  const orderIdOf = async (contractId: number) =>
    (
      await kit.handle.db
        .selectFrom('contracts')
        .select('order_id')
        .where('id', '=', contractId)
        .executeTakeFirst()
    )?.order_id;
  const checkStatus = async (contractId: number, phone_number: string) =>
    api('check-user-status', {
      phone_number,
      contract_id: contractId,
      order_id: await orderIdOf(contractId),
    });
  const createOrder = async (contractId: number, overrides: Record<string, unknown> = {}, lang = 'ru') =>
    api(
      'create-order',
      {
        user_id: 700001,
        period: 6,
        callback: '/ru/thank-you/1',
        contract_id: contractId,
        order_id: await orderIdOf(contractId),
        products: PRODUCTS,
        ...overrides,
      },
      { lang },
    );
  const confirmContract = async (uzumId: number, contractId: number) =>
    api('confirm-contract', {
      uzum_contract_id: uzumId,
      neo_contract_id: contractId,
      order_id: await orderIdOf(contractId),
    });
  const page = (path: string) => path.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
  const pagePost = (webview: string, action: string, fields: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: `${page(webview)}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ lang: 'ru', ...fields }),
    });
  const lastCode = async (phone = VERIFIED) => {
    const sms = await kit.handle.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', 'installment-code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /: ([0-9]{6})\./.exec(sms.text)?.[1];
    if (!code) throw new Error(`no code in ${sms.text}`);
    return code;
  };
  const orderRow = (id: number) =>
    kit.handle.db.selectFrom('installment_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const contractRow = (id: number) =>
    kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** An order the buyer has confirmed on the web view. */
  const confirmedOrder = async () => {
    const contract = await kit.contract();
    const { data } = (await createOrder(contract.id)).json();
    await pagePost(data.webview_path, 'send-code');
    const confirmed = await pagePost(data.webview_path, 'confirm', { code: await lastCode() });
    expect(confirmed.statusCode).toBe(303);
    return { contract, order: data as { contract_id: number; webview_path: string } };
  };

  describe('check-user-status', () => {
    it('gives a verified buyer the periods with monthly amounts and the buyer id', async () => {
      const contract = await kit.contract();
      for (const phone of [VERIFIED, '+998 90 123-45-67', '901234567']) {
        const res = await checkStatus(contract.id, phone);
        expect(res.statusCode).toBe(200);
        expect(Value.Check(UzumCheckUserStatusResponse, res.json())).toBe(true);
        expect(res.json()).toEqual({
          error: 0,
          result: true,
          message: 'success',
          status: 4,
          periods: [
            { period: 3, monthly_amount: 128_000, total_amount: 384_000 },
            { period: 6, monthly_amount: 64_000, total_amount: 384_000 },
            { period: 12, monthly_amount: 32_000, total_amount: 384_000 },
          ],
          data: { buyer_id: 700001, status: 4, available_periods: [3, 6, 12] },
        });
      }
    });

    it.each([
      [UNVERIFIED, 'buyer_not_verified', 2],
      [LOW_LIMIT, 'limit_insufficient', 4],
      ['998991112233', 'buyer_not_found', undefined],
    ])('refuses %s with %s', async (phone, code, status) => {
      const contract = await kit.contract();
      const res = await checkStatus(contract.id, phone);
      expect(Value.Check(UzumCheckUserStatusResponse, res.json())).toBe(true);
      expect(res.json()).toEqual({
        error: 1,
        result: false,
        message: expect.any(String),
        error_message: expect.any(String),
        code,
        ...(status === undefined ? {} : { status }),
      });
    });

    it('lets the low-limit buyer take a contract within the limit', async () => {
      const contract = await kit.contract({ amountUzs: 90_000 });
      expect((await checkStatus(contract.id, LOW_LIMIT)).json().data.buyer_id).toBe(700003);
    });

    it('answers 400 for a phone that is not one, 404 for a bare contract id, 409 for a paid contract', async () => {
      const contract = await kit.contract();
      const bad = await checkStatus(contract.id, '12345');
      expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'invalid_phone']);
      const bare = await api('check-user-status', { phone_number: VERIFIED, contract_id: contract.id });
      expect([bare.statusCode, bare.json().error.code]).toEqual([404, 'contract_not_found']);
      await markPaid(kit.handle.db, contract.id, 'click');
      const paid = await checkStatus(contract.id, VERIFIED);
      expect([paid.statusCode, paid.json().error.code]).toEqual([409, 'contract_already_paid']);
    });
  });

  describe('create-order', () => {
    it('answers the web view and the Uzum contract id; the order waits for the buyer', async () => {
      const contract = await kit.contract();
      const res = await createOrder(contract.id);
      expect(Value.Check(UzumCreateOrderResponse, res.json())).toBe(true);
      const { data } = res.json();
      expect(res.json()).toEqual({
        error: 0,
        result: true,
        message: 'success',
        data: {
          contract_id: expect.any(Number),
          webview_path: expect.stringMatching(
            /^http:\/\/localhost\/sandbox\/uzum-nasiya\/[A-Za-z0-9_-]{24}\?lang=ru$/,
          ),
          status: 'pending',
          period: 6,
          monthly_amount: 64_000,
          total_amount: 384_000,
        },
      });
      expect(await orderRow(data.contract_id)).toMatchObject({
        contract_id: contract.id,
        buyer_id: 700001,
        status: 'pending',
        callback_url: 'http://localhost/ru/thank-you/1',
      });
    });

    it.each([
      ['an unknown buyer', { user_id: 123 }, 'buyer_not_found'],
      ['an unverified buyer', { user_id: 700002 }, 'buyer_not_verified'],
      ['a buyer over the limit', { user_id: 700003 }, 'limit_insufficient'],
      ['a period not offered', { period: 4 }, 'period_not_available'],
      ['products off the amount', { products: [{ ...PRODUCTS[0], price: 300_000 }] }, 'amount_mismatch'],
    ])('refuses %s and writes no order', async (_what, overrides, code) => {
      const contract = await kit.contract();
      const res = await createOrder(contract.id, overrides);
      expect(Value.Check(UzumCreateOrderResponse, res.json())).toBe(true);
      expect(res.json()).toMatchObject({ error: 1, result: false, code });
      expect(await kit.handle.db.selectFrom('installment_orders').selectAll().execute()).toEqual([]);
    });

    it('refuses a callback to another host (no open redirect) and defaults to the thank-you page', async () => {
      const contract = await kit.contract();
      const evil = await createOrder(contract.id, { callback: 'https://evil.example/x' });
      expect([evil.statusCode, evil.json().error.code]).toEqual([400, 'return_url_not_allowed']);
      const { data } = (await createOrder(contract.id, { callback: undefined }, 'en')).json();
      expect((await orderRow(data.contract_id)).callback_url).toBe(
        `http://localhost/en/thank-you/${contract.id}?order_id=${contract.order_id}`,
      );
    });

    it('a new order cancels the pending one of the same contract', async () => {
      const contract = await kit.contract();
      const first = (await createOrder(contract.id)).json().data;
      const second = (await createOrder(contract.id, { period: 12 })).json().data;
      expect((await orderRow(first.contract_id)).status).toBe('cancelled');
      expect((await orderRow(second.contract_id)).status).toBe('pending');
      expect((await confirmContract(first.contract_id, contract.id)).json().code).toBe('order_cancelled');
    });
  });

  describe('the web view and confirm-contract', () => {
    it('shows the order in the chosen language, sends the buyer a code and returns to the callback', async () => {
      const contract = await kit.contract();
      const { data } = (await createOrder(contract.id)).json();
      const shown = await kit.app.inject({ url: page(data.webview_path) + '?lang=ru' });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Uzum Nasiya — рассрочка');
      expect(shown.body).toContain('6 мес.');
      expect(shown.body).toContain('64 000 сум');
      expect(shown.body).toContain('384 000');
      expect(shown.body).toContain('+998 90 *** ** 67');
      expect(shown.body).toContain('Получить SMS-код');
      expect(shown.body).not.toContain('<script');
      expect((await kit.app.inject({ url: page(data.webview_path) + '?lang=uz' })).body).toContain('6 oy');

      const premature = await confirmContract(data.contract_id, contract.id);
      expect(Value.Check(UzumConfirmContractResponse, premature.json())).toBe(true);
      expect(premature.json()).toMatchObject({ error: 1, code: 'order_not_confirmed' });

      const sent = await pagePost(data.webview_path, 'send-code');
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('Код подтверждения отправлен на +998 90 *** ** 67');
      expect(sent.body).toContain('name="code"');
      const code = await lastCode();
      const wrong = await pagePost(data.webview_path, 'confirm', {
        code: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.body).toContain('Неверный код. Осталось попыток: 4.');
      const malformed = await pagePost(data.webview_path, 'confirm', { code: '12a' });
      expect(malformed.body).toContain('Введите 6 цифр из SMS');
      expect((await orderRow(data.contract_id)).attempts).toBe(1);

      const confirmed = await pagePost(data.webview_path, 'confirm', { code });
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe(
        `http://localhost/ru/thank-you/1?uzum_contract_id=${data.contract_id}&uzum_status=confirmed`,
      );
      expect((await orderRow(data.contract_id)).status).toBe('confirmed');
      expect((await contractRow(contract.id)).status).toBe('saved');

      const done = await confirmContract(data.contract_id, contract.id);
      expect(Value.Check(UzumConfirmContractResponse, done.json())).toBe(true);
      expect(done.json()).toEqual({
        error: 0,
        result: true,
        message: 'success',
        data: {
          uzum_contract_id: data.contract_id,
          neo_contract_id: contract.id,
          status: 'completed',
          polis_seria: 'EIOO',
          polis_number: expect.stringMatching(/^[0-9]{7}$/),
          url: expect.stringMatching(/^http:\/\/localhost(:80)?\/api\/policy\/EIOO\/[0-9]{7}\/pdf\?t=/),
        },
      });
      expect(await contractRow(contract.id)).toMatchObject({ status: 'issued', paid_via: 'installment' });
      const replay = await confirmContract(data.contract_id, contract.id);
      expect(replay.json()).toEqual(done.json());
      expect(await kit.count('policies')).toBe(1);
      const after = await kit.app.inject({ url: page(data.webview_path) + '?lang=en' });
      expect(after.body).toContain('Contract confirmed');
      expect(after.body).not.toContain('name="code"');
    });

    it('the fifth wrong code cancels the order', async () => {
      const contract = await kit.contract();
      const { data } = (await createOrder(contract.id)).json();
      await pagePost(data.webview_path, 'send-code');
      const code = await lastCode();
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) await pagePost(data.webview_path, 'confirm', { code: wrong });
      const fifth = await pagePost(data.webview_path, 'confirm', { code: wrong });
      expect(fifth.body).toContain('Слишком много неверных кодов: заказ отменён');
      const right = await pagePost(data.webview_path, 'confirm', { code });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('Заказ отменён');
      expect((await orderRow(data.contract_id)).status).toBe('cancelled');
      expect((await confirmContract(data.contract_id, contract.id)).json().code).toBe('order_cancelled');
      expect((await contractRow(contract.id)).status).toBe('saved');
    });

    it('refuses an expired code and a confirm before any code was sent', async () => {
      const contract = await kit.contract();
      const { data } = (await createOrder(contract.id)).json();
      expect((await pagePost(data.webview_path, 'confirm', { code: '123456' })).body).toContain(
        'Сначала получите SMS-код',
      );
      await pagePost(data.webview_path, 'send-code');
      await kit.handle.db
        .updateTable('installment_orders')
        .set({ code_expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await pagePost(data.webview_path, 'confirm', { code: await lastCode() });
      expect(res.body).toContain('Срок действия кода истёк');
      expect((await orderRow(data.contract_id)).status).toBe('pending');
    });

    it('a declined order returns to the callback and cannot be confirmed', async () => {
      const contract = await kit.contract();
      const { data } = (await createOrder(contract.id)).json();
      const declined = await pagePost(data.webview_path, 'cancel');
      expect([declined.statusCode, declined.headers.location]).toEqual([
        303,
        `http://localhost/ru/thank-you/1?uzum_contract_id=${data.contract_id}&uzum_status=cancelled`,
      ]);
      expect((await confirmContract(data.contract_id, contract.id)).json().code).toBe('order_cancelled');
    });

    it('cancels a confirmed order whose contract was paid meanwhile elsewhere', async () => {
      const { contract, order } = await confirmedOrder();
      await markPaid(kit.handle.db, contract.id, 'payme');
      const res = await confirmContract(order.contract_id, contract.id);
      expect(res.json()).toMatchObject({ error: 1, code: 'contract_already_paid' });
      expect((await orderRow(order.contract_id)).status).toBe('cancelled');
      expect((await contractRow(contract.id)).paid_via).toBe('payme');
    });

    it("refuses an order id of another contract, and another channel's contract", async () => {
      const { contract, order } = await confirmedOrder();
      const mine = await kit.contract();
      expect((await confirmContract(order.contract_id, mine.id)).json().code).toBe('order_not_found');
      expect((await confirmContract(999_999, contract.id)).json().code).toBe('order_not_found');
      // The contract's own id without its order id: the policy is not issued and not answered.
      const bare = await api('confirm-contract', {
        uzum_contract_id: order.contract_id,
        neo_contract_id: contract.id,
      });
      expect([bare.statusCode, bare.json().error.code]).toEqual([404, 'contract_not_found']);
      expect((await contractRow(contract.id)).status).toBe('saved');
    });

    it('confirms concurrently exactly once', async () => {
      const { contract, order } = await confirmedOrder();
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map(() => confirmContract(order.contract_id, contract.id)),
      );
      for (const a of answers) expect(a.json()).toEqual(answers[0].json());
      expect(answers[0].json().data.status).toBe('completed');
      expect(await kit.count('policies')).toBe(1);
    });

    it('limits the SMS codes per buyer phone', async () => {
      const contract = await kit.contract();
      const { data } = (await createOrder(contract.id)).json();
      for (let i = 0; i < INSTALLMENT_SMS_LIMIT.count; i += 1) {
        expect((await pagePost(data.webview_path, 'send-code')).statusCode).toBe(200);
      }
      const limited = await pagePost(data.webview_path, 'send-code');
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toContain('слишком много SMS');
      expect(await kit.count('sms_outbox')).toBe(INSTALLMENT_SMS_LIMIT.count);
    });

    it('answers 404 for an unknown web view', async () => {
      const res = await kit.app.inject({ url: '/sandbox/uzum-nasiya/nosuchtoken?lang=en' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Order not found');
      expect((await pagePost('/sandbox/uzum-nasiya/nosuchtoken', 'send-code')).statusCode).toBe(404);
    });
  });
});

describe('instalments without the Uzum Nasiya sandbox (production)', () => {
  it('answers 503 provider_unavailable', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.decorateRequest('channel', 'site');
    const kit = await paymentKit();
    await app.register(installmentRoutes, {
      db: kit.handle,
      config: { ...readPaymentConfig({}), sandbox: false },
    });
    const contract = await kit.contract();
    const res = await app.inject({
      method: 'POST',
      url: '/uzumnasiya/check-user-status',
      payload: { phone_number: VERIFIED, contract_id: contract.id, order_id: contract.order_id },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([503, 'provider_unavailable']);
    await app.close();
    await kit.close();
  });
});
