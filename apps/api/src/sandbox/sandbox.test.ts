import Fastify from 'fastify';
import { markPaid } from '../contracts/contract-service';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { readPaymentConfig } from '../payments/payment-config';
import { formBody, paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { sandboxRoutes } from './sandbox-routes';

/** The hidden fields and action of the form whose button carries `label`. */
function formOf(page: string, label: string): { action: string; fields: Record<string, string> } {
  const forms = page.match(/<form method="post"[\s\S]*?<\/form>/g) ?? [];
  const form = forms.find((f) => f.includes(`>${label}</button>`));
  if (!form) throw new Error(`no form with button ${label}`);
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const action = unescape(/action="([^"]*)"/.exec(form)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\s*\/?>/g)].map((m) => [
      unescape(m[1]),
      unescape(m[2]),
    ]),
  );
  return { action, fields };
}

describe('sandbox checkout pages', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const links = async (lang = 'uz', return_url?: string) => {
    const contract = await kit.contract({ amountUzs: 1_250_000 });
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/contract/get-payment',
      headers: { authorization: SITE_AUTHORIZATION, lang },
      payload: {
        contract_id: contract.id,
        order_id: contract.order_id,
        ...(return_url ? { return_url } : {}),
      },
    });
    const urls = Object.fromEntries(res.json().data.map((p: { id: string; url?: string }) => [p.id, p.url]));
    return { contract, urls: urls as Record<'payme' | 'click' | 'octo', string> };
  };
  const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const statusOf = async (id: number) =>
    (
      await kit.handle.db
        .selectFrom('contracts')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const submit = (form: { action: string; fields: Record<string, string> }) =>
    kit.app.inject({
      method: 'POST',
      url: form.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(form.fields),
    });

  it('Payme: shows the payment in the link language and pays it through /api/payme, then returns', async () => {
    const { contract, urls } = await links('ru', '/ru/payment-complete?x=1;y=2');
    const page = await kit.app.inject({ url: path(urls.payme) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Оплата через Payme');
    expect(page.body).toContain('1 250 000 сум');
    expect(page.body).toContain(contract.order_id);
    expect(page.body).toContain('polis-sandbox-merchant');
    const paid = await submit(formOf(page.body, 'Оплатить'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost/ru/payment-complete?x=1;y=2');
    expect(await statusOf(contract.id)).toBe('issued');
    const [tx] = await kit.handle.db.selectFrom('payme_transactions').selectAll().execute();
    expect(tx).toMatchObject({ contract_id: contract.id, state: 2, amount_tiyin: 125_000_000 });
    expect(tx.id).toMatch(/^[0-9a-f]{24}$/);
    expect(await kit.count('policies')).toBe(1);
    // The same link again: Payme refuses (already paid) and the page says so without paying twice.
    const again = await submit(formOf((await kit.app.inject({ url: path(urls.payme) })).body, 'Оплатить'));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Договор уже оплачен');
    expect(await kit.count('policies')).toBe(1);
  });

  it('Payme: Cancel goes back without paying', async () => {
    const { contract, urls } = await links('en');
    const page = await kit.app.inject({ url: path(urls.payme) });
    const back = await submit(formOf(page.body, 'Cancel'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain(`/en/thank-you/${contract.id}?order_id=${contract.order_id}`);
    expect(await statusOf(contract.id)).toBe('saved');
    expect(await kit.count('payme_transactions')).toBe(0);
  });

  it('Payme: refuses links to a foreign return address, another merchant or garbage', async () => {
    const contract = await kit.contract();
    const encode = (text: string) => Buffer.from(text).toString('base64');
    const cases = [
      [
        encode(`m=polis-sandbox-merchant;ac.key=${contract.id};a=38400000;c=https://evil.example/;l=en`),
        'The return address is not allowed',
      ],
      [encode(`m=someone-else;ac.key=${contract.id};a=38400000;l=en`), 'Unknown merchant'],
      ['!!!', 'Invalid payment link'],
    ];
    for (const [payload, message] of cases) {
      const page = await kit.app.inject({ url: `/sandbox/payme/${payload}?lang=en` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain(message);
      expect(page.body).not.toContain('>Pay</button>');
      const forced = await kit.app.inject({
        method: 'POST',
        url: '/sandbox/payme/pay',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody({ payload, lang: 'en' }),
      });
      expect(forced.statusCode).toBe(400);
    }
    expect(await kit.count('payme_transactions')).toBe(0);
  });

  it('Payme: a link with the wrong amount is refused by the merchant API (-31001)', async () => {
    const contract = await kit.contract();
    const payload = Buffer.from(`m=polis-sandbox-merchant;ac.key=${contract.id};a=100;l=en`).toString(
      'base64',
    );
    const res = await kit.app.inject({
      method: 'POST',
      url: '/sandbox/payme/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ payload, lang: 'en' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Incorrect payment amount');
    expect(await statusOf(contract.id)).toBe('saved');
  });

  it('Click: pays through Prepare and Complete with valid signatures, then returns', async () => {
    const { contract, urls } = await links('uz');
    const page = await kit.app.inject({ url: path(urls.click) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Click orqali toʻlov');
    expect(page.body).toContain('1 250 000 soʻm');
    const paid = await submit(formOf(page.body, 'Toʻlash'));
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/uz/thank-you/${contract.id}`);
    expect(await statusOf(contract.id)).toBe('issued');
    const [tx] = await kit.handle.db.selectFrom('click_transactions').selectAll().execute();
    expect(tx).toMatchObject({ status: 'completed', merchant_confirm_id: tx.id, amount: '1250000' });
  });

  it('Click: Cancel returns without preparing anything; a foreign return URL is refused', async () => {
    const { contract, urls } = await links('en');
    const back = await submit(formOf((await kit.app.inject({ url: path(urls.click) })).body, 'Cancel'));
    expect(back.statusCode).toBe(303);
    expect(await kit.count('click_transactions')).toBe(0);
    expect(await statusOf(contract.id)).toBe('saved');
    const evil = new URL(urls.click);
    evil.searchParams.set('return_url', 'https://evil.example/');
    const page = await kit.app.inject({ url: `${evil.pathname}${evil.search}&lang=en` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('The return address is not allowed');
  });

  it('Octo-like page from /payment/initialize pays the contract', async () => {
    const contract = await kit.contract();
    const init = await kit.app.inject({
      method: 'POST',
      url: '/api/payment/initialize',
      headers: { authorization: SITE_AUTHORIZATION, lang: 'en' },
      payload: { contract_id: contract.id, order_id: contract.order_id },
    });
    const page = await kit.app.inject({ url: path(init.json().payment_url) });
    expect(page.body).toContain('Pay by bank card');
    const paid = await submit(formOf(page.body, 'Pay'));
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(contract.id)).toBe('issued');
    expect((await kit.app.inject({ url: path(init.json().payment_url) })).body).toContain(
      'already been paid',
    );
  });

  it('pays over real HTTP to its own address while the server listens', async () => {
    await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const address = kit.app.server.address();
    const origin = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const contract = await kit.contract();
    const providers = await fetch(`${origin}/api/contract/get-payment`, {
      method: 'POST',
      headers: { authorization: SITE_AUTHORIZATION, 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ contract_id: contract.id, order_id: contract.order_id }),
    });
    const { data } = (await providers.json()) as { data: { id: string; url: string }[] };
    const payme = data.find((p) => p.id === 'payme')?.url ?? '';
    expect(payme.startsWith(`${origin}/sandbox/payme/`)).toBe(true);
    const form = formOf(await (await fetch(payme)).text(), 'Pay');
    const res = await fetch(`${origin}${form.action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: formBody(form.fields),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `${origin}/en/thank-you/${contract.id}?order_id=${contract.order_id}`,
    );
    expect(await statusOf(contract.id)).toBe('issued');
  });

  it('creates contracts for tests and journeys, with their payment links', async () => {
    const res = await kit.app.inject({
      method: 'POST',
      url: '/sandbox/api/contracts',
      payload: {
        product: 'travel',
        amount_uzs: 215_000,
        phone: '901234567',
        details: { countries: 'Turkey' },
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      product: 'travel',
      status: 'saved',
      amount_uzs: 215_000,
      order_id: expect.stringMatching(/^P/),
    });
    expect(body.payme_url).toContain('/sandbox/payme/');
    expect(body.click_url).toContain(`transaction_param=${body.order_id}`);
    const stored = await kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', body.contract_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ phone: '998901234567', channel: 'site' });
    for (const payload of [
      { product: 'spaceflight', amount_uzs: 1 },
      { product: 'osago', amount_uzs: -5 },
      { product: 'osago', amount_uzs: 1, channel: 'nobody' },
      { product: 'osago', amount_uzs: 1, phone: '12' },
    ]) {
      expect(
        (await kit.app.inject({ method: 'POST', url: '/sandbox/api/contracts', payload })).statusCode,
      ).toBe(400);
    }
  });

  it('cancels a saved contract for journeys; payments then refuse it, an issued one stays', async () => {
    const contract = await kit.contract();
    const cancel = (id: number) =>
      kit.app.inject({ method: 'POST', url: `/sandbox/api/contracts/${id}/cancel` });
    for (let i = 0; i < 2; i += 1) {
      const res = await cancel(contract.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        contract_id: contract.id,
        order_id: contract.order_id,
        status: 'cancelled',
      });
    }
    const check = await kit.payme('CheckPerformTransaction', {
      amount: 38_400_000,
      account: { key: String(contract.id) },
    });
    expect(check).toMatchObject({ error: { code: -31053 } });
    expect((await cancel(4242)).statusCode).toBe(404);
    const issued = await kit.contract();
    await markPaid(kit.handle.db, issued.id, 'octo');
    expect((await cancel(issued.id)).json().error.code).toBe('contract_not_cancellable');
  });

  it('shows the outbox newest first, and the SMS as JSON by phone', async () => {
    const contract = await kit.contract();
    for (const phone of ['998901111111', '998902222222']) {
      await kit.app.inject({
        method: 'POST',
        url: '/api/sayt/payment/payme',
        headers: { authorization: SITE_AUTHORIZATION },
        payload: { contract_id: contract.id, order_id: contract.order_id, phone },
      });
    }
    const page = await kit.app.inject({ url: '/sandbox/outbox?lang=en' });
    expect(page.statusCode).toBe(200);
    expect(page.body.indexOf('998902222222')).toBeLessThan(page.body.indexOf('998901111111'));
    const json = await kit.app.inject({ url: '/sandbox/api/outbox?phone=998901111111' });
    expect(json.json().sms.map((m: { phone: string }) => m.phone)).toEqual(['998901111111']);
    expect((await kit.app.inject({ url: '/sandbox/api/outbox?phone=1' })).statusCode).toBe(400);
  });

  it('is refused in production unless POLIS_SANDBOX=1', async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    const production = {
      NODE_ENV: 'production',
      PAYME_MERCHANT_ID: 'm',
      PAYME_KEY: 'k',
      PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz',
      CLICK_SERVICE_ID: '1',
      CLICK_MERCHANT_ID: '2',
      CLICK_SECRET_KEY: 's',
      CLICK_PAY_URL: 'https://my.click.uz/services/pay',
      POLICY_TOKEN_SECRET: 't',
      POLIS_PUBLIC_ORIGIN: 'https://polis.example',
    };
    for (const [env, status] of [
      [production, 403],
      [{ ...production, POLIS_SANDBOX: '1' }, 201],
    ] as const) {
      const app = Fastify();
      await app.register(sandboxRoutes, { prefix: '/sandbox', db: handle, config: readPaymentConfig(env) });
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox/api/contracts',
        payload: { product: 'osago', amount_uzs: 1000 },
      });
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.json().error.code).toBe('sandbox_disabled');
      expect((await app.inject({ url: '/sandbox/outbox' })).statusCode).toBe(status === 403 ? 403 : 200);
      await app.close();
    }
    await handle.close();
  });
});

describe('POST /sandbox/api/card-codes/expire', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  it("expires the pending card codes of a phone's contracts, and only those", async () => {
    const contract = await kit.contract({ phone: '998901234567' });
    const card = await kit.app.inject({
      method: 'POST',
      url: '/api/web/subscription/create-card',
      headers: { authorization: SITE_AUTHORIZATION },
      payload: {
        contract_id: contract.id,
        order_id: contract.order_id,
        card_number: '8600111111111110',
        card_date: '1229',
      },
    });
    expect(card.statusCode).toBe(200);
    const expire = (phone: string) =>
      kit.app.inject({ method: 'POST', url: '/sandbox/api/card-codes/expire', payload: { phone } });
    expect((await expire('998935550011')).json()).toEqual({ expired: 0 });
    expect((await expire('+998 90 123 45 67')).json()).toEqual({ expired: 1 });
    expect((await expire('12345')).statusCode).toBe(400);
  });
});
