import { markPaid } from '../contracts/contract-service';
import { decodePaymePayload } from './payment-links';
import { INVOICE_LIMIT } from './contract-payment-routes';
import { paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';

const channel = (key: string) => `Basic ${Buffer.from(`${key}:${key}-sandbox`).toString('base64')}`;

describe('contract payment calls', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const call = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: SITE_AUTHORIZATION, 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('needs the channel credential', async () => {
    const { id } = await kit.contract();
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/contract/get-payment',
      payload: { contract_id: id },
    });
    expect(res.statusCode).toBe(401);
  });

  describe('POST /contract/get-payment', () => {
    it('lists the providers, named in the lang header, with checkout links for this contract', async () => {
      const contract = await kit.contract({ amountUzs: 1_250_000 });
      const res = await call(
        '/contract/get-payment',
        { contract_id: contract.id, order_id: contract.order_id },
        { lang: 'ru' },
      );
      expect(res.statusCode).toBe(200);
      const { data } = res.json() as { data: { id: string; name: string; type: string; url?: string }[] };
      expect(data.map((p) => [p.id, p.type])).toEqual([
        ['payme', 'link'],
        ['click', 'link'],
        ['octo', 'link'],
        ['card', 'card'],
        ['invoice', 'invoice'],
        ['uzum-nasiya', 'installment'],
      ]);
      expect(data.find((p) => p.id === 'invoice')?.name).toBe('Счёт на телефон (Payme)');
      const payme = data.find((p) => p.id === 'payme')?.url ?? '';
      expect(payme).toMatch(/^http:\/\/localhost(:80)?\/sandbox\/payme\//);
      expect(decodePaymePayload(payme.split('/sandbox/payme/')[1])).toEqual({
        merchantId: 'polis-sandbox-merchant',
        accountKey: String(contract.id),
        amountTiyin: 125_000_000,
        returnUrl: expect.stringContaining(`/ru/thank-you/${contract.id}?order_id=${contract.order_id}`),
        lang: 'ru',
      });
      const click = new URL(data.find((p) => p.id === 'click')?.url ?? '');
      expect(click.pathname).toBe('/sandbox/click/services/pay');
      expect(Object.fromEntries(click.searchParams)).toMatchObject({
        service_id: '10001',
        merchant_id: '20001',
        amount: '1250000',
        transaction_param: contract.order_id,
      });
    });

    it('names the providers in Uzbek by default', async () => {
      const contract = await kit.contract();
      const res = await call('/contract/get-payment', {
        contract_id: contract.id,
        order_id: contract.order_id,
      });
      expect(res.json().data.find((p: { id: string }) => p.id === 'octo').name).toBe('Bank kartasi (Octo)');
    });

    it('refuses a return URL on a foreign host (no open redirect)', async () => {
      const contract = await kit.contract();
      for (const return_url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
        const res = await call('/contract/get-payment', {
          contract_id: contract.id,
          order_id: contract.order_id,
          return_url,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('return_url_not_allowed');
      }
      const ok = await call('/contract/get-payment', {
        contract_id: contract.id,
        order_id: contract.order_id,
        return_url: '/uz/payment-complete',
      });
      expect(ok.statusCode).toBe(200);
    });

    it('answers 409 once the contract is paid, and 404 for unknown ids', async () => {
      const contract = await kit.contract();
      await markPaid(kit.handle.db, contract.id, 'payme');
      expect(
        (
          await call('/contract/get-payment', { contract_id: contract.id, order_id: contract.order_id })
        ).json().error.code,
      ).toBe('contract_already_paid');
      const missing = await call('/contract/get-payment', { contract_id: 999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'contract_not_found' } });
    });

    it('opens no contract by its bare id, not even for the channel that saved it', async () => {
      const contract = await kit.contract({ channel: 'beeline' });
      for (const authorization of [SITE_AUTHORIZATION, channel('beeline')]) {
        const bare = await call('/contract/get-payment', { contract_id: contract.id }, { authorization });
        expect(bare.statusCode).toBe(404);
        expect(bare.json()).toEqual((await call('/contract/get-payment', { contract_id: 4242 })).json());
      }
      const withOrder = { contract_id: contract.id, order_id: contract.order_id };
      expect((await call('/contract/get-payment', withOrder)).statusCode).toBe(200);
    });
  });

  describe('POST /payment/initialize', () => {
    it('answers the card payment page of the contract', async () => {
      const contract = await kit.contract();
      const res = await call('/payment/initialize', {
        contract_id: contract.id,
        order_id: contract.order_id,
      });
      expect(res.statusCode).toBe(200);
      const { payment_url } = res.json();
      expect(new URL(payment_url).pathname).toBe(`/sandbox/octo/${contract.order_id}`);
    });
  });

  describe('payment checks', () => {
    const NOT_PAID = { error: 1, check: false, message: 'payment_not_made' };

    it('answers payment_not_made before payment, then the policy after, on every check route', async () => {
      const contract = await kit.contract();
      const checks = [
        () => call('/sayt/contract/check', { order_id: contract.order_id, contract_id: contract.id }),
        () =>
          call('/sayt/contract/check-universal', { order_id: contract.order_id, contract_id: contract.id }),
        () => call('/sayt/contract/check-universal', { order_id: contract.order_id }),
        () => call('/osago-neo/confirm-check', { order_id: contract.order_id }),
        () => call('/travel-neo/confirm-check', { order_id: contract.order_id }),
      ];
      for (const check of checks) expect((await check()).json()).toEqual(NOT_PAID);
      const { policy } = await markPaid(kit.handle.db, contract.id, 'payme');
      const answers = [];
      for (const check of checks) answers.push((await check()).json());
      expect(answers[0]).toEqual({
        error: false,
        check: true,
        url: expect.stringMatching(
          new RegExp(`/api/policy/${policy.series}/${policy.number}/pdf\\?t=[0-9a-z]+\\.[\\w-]{32}$`),
        ),
        polis_seria: 'EIOO',
        polis_number: policy.number,
      });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const pdf = await kit.app.inject({ url: answers[0].url.replace(/^https?:\/\/[^/]+/, '') });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }, 20_000);

    it('answers 404 with a code for unknown or mismatched ids', async () => {
      const contract = await kit.contract();
      const other = await kit.contract();
      for (const [url, body] of [
        ['/sayt/contract/check', { order_id: 'P000000-AAAAAAAAAA', contract_id: contract.id }],
        ['/sayt/contract/check', { order_id: other.order_id, contract_id: contract.id }],
        ['/sayt/contract/check-universal', { order_id: contract.order_id, contract_id: 4242 }],
        ['/osago-neo/confirm-check', { order_id: 'P000000-AAAAAAAAAA' }],
      ] as const) {
        const res = await call(url, body);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'contract_not_found' } });
      }
      expect((await call('/sayt/contract/check-universal', {})).statusCode).toBe(400);
    });

    it('opens no policy by a bare, sequential contract id, not even for the channel that saved it', async () => {
      const contract = await kit.contract();
      await markPaid(kit.handle.db, contract.id, 'payme');
      for (const url of ['/sayt/contract/check', '/sayt/contract/check-universal']) {
        const res = await call(url, { contract_id: contract.id });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: { code: 'validation' } });
        expect(res.body).not.toContain('/pdf');
      }
    });

    it('opens a contract of another channel by its unguessable order id only', async () => {
      const contract = await kit.contract({ channel: 'uklon' });
      expect(
        (
          await call('/sayt/contract/check-universal', {
            order_id: 'P000000-AAAAAAAAAA',
            contract_id: contract.id,
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('/sayt/contract/check-universal', { order_id: contract.order_id })).json()).toEqual(
        NOT_PAID,
      );
    });
  });

  describe('Uzbek in Cyrillic script (lang uz-cyrl)', () => {
    it('names the providers and writes the invoice SMS in it; the providers open in Uzbek, back to /uz-cyrl/', async () => {
      const contract = await kit.contract({ amountUzs: 1_250_000 });
      const ids = { contract_id: contract.id, order_id: contract.order_id };
      const res = await call('/contract/get-payment', ids, { lang: 'uz-cyrl' });
      const { data } = res.json() as { data: { id: string; name: string; url?: string }[] };
      expect(data.find((p) => p.id === 'invoice')?.name).toBe('Телефонга ҳисоб (Payme)');
      expect(data.find((p) => p.id === 'card')?.name).toBe('Сақланган карта');
      const payme = data.find((p) => p.id === 'payme')?.url ?? '';
      expect(decodePaymePayload(payme.split('/sandbox/payme/')[1])).toMatchObject({
        returnUrl: expect.stringContaining(`/uz-cyrl/thank-you/${contract.id}?order_id=${contract.order_id}`),
        lang: 'uz',
      });

      const sent = await call('/sayt/payment/payme', { ...ids, phone: '90 765 43 21' }, { lang: 'uz-cyrl' });
      expect(sent.statusCode).toBe(200);
      const outbox = await kit.app.inject({ url: '/sandbox/api/outbox?phone=998907654321' });
      const [sms] = outbox.json().sms;
      expect(sms.text).toMatch(/^Polis: .* учун 1 250 000 сўм\. Payme орқали тўлаш: http/);
      expect(sms.text).not.toMatch(/soʻm|orqali/);
      expect(decodePaymePayload(/\/sandbox\/payme\/(\S+)/.exec(sms.text)?.[1] ?? '')).toMatchObject({
        lang: 'uz',
      });
    });
  });

  describe('POST /sayt/payment/payme (invoice by phone)', () => {
    it('sends an SMS with the Payme link of the contract and answers the masked phone', async () => {
      const contract = await kit.contract();
      const res = await call(
        '/sayt/payment/payme',
        { contract_id: contract.id, order_id: contract.order_id, phone: '90 123 45 67' },
        { lang: 'ru' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: 0, result: true, message: 'success', phone: '+998 90 *** ** 67' });
      const outbox = await kit.app.inject({ url: '/sandbox/api/outbox?phone=998901234567' });
      const [sms] = outbox.json().sms;
      expect(sms).toMatchObject({ phone: '998901234567', purpose: 'payment-invoice' });
      expect(sms.text).toContain('384 000');
      const link = /\/sandbox\/payme\/(\S+)/.exec(sms.text)?.[1] ?? '';
      expect(decodePaymePayload(link)).toMatchObject({
        accountKey: String(contract.id),
        amountTiyin: 38_400_000,
        lang: 'ru',
      });
    });

    it.each(['12345', '99890123456', '+7 901 234 56 78', 'phone'])('refuses the phone %s', async (phone) => {
      const contract = await kit.contract();
      const res = await call('/sayt/payment/payme', {
        contract_id: contract.id,
        order_id: contract.order_id,
        phone,
      });
      expect(res.statusCode).toBe(400);
      expect(await kit.count('sms_outbox')).toBe(0);
    });

    it(`allows ${INVOICE_LIMIT.count} invoices per phone, then 429, also when they arrive at once`, async () => {
      const contract = await kit.contract();
      const answers = await Promise.all(
        Array.from({ length: INVOICE_LIMIT.count + 3 }, () =>
          call('/sayt/payment/payme', {
            contract_id: contract.id,
            order_id: contract.order_id,
            phone: '998901112233',
          }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(INVOICE_LIMIT.count);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
      expect(answers.find((r) => r.statusCode === 429)?.headers['retry-after']).toBe('600');
      expect(await kit.count('sms_outbox')).toBe(INVOICE_LIMIT.count);
      // Another phone is not affected.
      expect(
        (
          await call('/sayt/payment/payme', {
            contract_id: contract.id,
            order_id: contract.order_id,
            phone: '998901112244',
          })
        ).statusCode,
      ).toBe(200);
    });
  });
});
