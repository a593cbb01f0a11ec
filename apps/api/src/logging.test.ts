import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { channelSecrets } from './channels';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { redactUrl } from './logging';
import { karimovPolicy, payWithPayme } from './testing/osago-test-kit';
import { paymentKitOf } from './testing/payment-test-kit';
import { buildServer } from './server';
import { makeFakeDist } from './testing/fake-dist';
import { SITE_AUTH } from './testing/test-server';

describe('redactUrl', () => {
  it.each([
    [
      '/api/osago-neo/copy/get?contract_id=12&order_id=P260115-ABCDEFGHJK',
      '/api/osago-neo/copy/get?contract_id=12&order_id=~',
    ],
    ['/api/policy/EIOO/0000012/pdf?t=Zx9_kQ2mN8bV1cX4zL7pR3tY6wE0aS5d', '/api/policy/EIOO/0000012/pdf?t=~'],
    ['/api/policy/EIOO/0000012/pdf/Zx9_kQ2mN8bV1cX4zL7pR3tY6wE0aS5d', '/api/policy/EIOO/0000012/pdf/~'],
    ['/api/policy/verify/EIOO/0000012?lang=ru', '/api/policy/verify/EIOO/0000012?lang=ru'],
    ['/en/thank-you/12?order_id=P260115-ABCDEFGHJK&step=2', '/en/thank-you/12?order_id=~&step=2'],
    ['/sandbox/uzum-nasiya/q3Rk9_VbX2mPz8LwT4nYcH1s?lang=en', '/sandbox/uzum-nasiya/~?lang=en'],
    [
      '/sandbox/click/services/pay?service_id=1&transaction_param=P260115-ABCDEFGHJK&return_url=x',
      '/sandbox/click/services/pay?service_id=1&transaction_param=~&return_url=~',
    ],
    ['/x/P260115-ABCDEFGHJK/y', '/x/~/y'],
    ['/x?q=1&token=abc&passport=AA1234567&card=8600111111111110', '/x?q=~&token=~&passport=~&card=~'],
    ['/x/31503902610013/8600111111111110/AA1234567', '/x/~/~/~'],
    ['/_site/assets/index-BXk2a9Jd.js', '/_site/assets/index-BXk2a9Jd.js'],
    ['/uz/travel-around-uzbekistan', '/uz/travel-around-uzbekistan'],
    ['/api/shaxsiy_kabinet/get/policy-new', '/api/shaxsiy_kabinet/get/policy-new'],
    ['/api/health', '/api/health'],
    // An application in progress's id opens its answers: never logged.
    ['/api/drafts/9mPIrXmkd_ywgXuJ6HxEssj8QI--mEoQnAQFyUOYBik', '/api/drafts/~'],
    [
      '/api/drafts/9mPIrXmkd_ywgXuJ6HxEssj8QI--mEoQnAQFyUOYBik/files/pet.photo',
      '/api/drafts/~/files/pet.photo',
    ],
  ])('%s -> %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

/**
 * Issue 14 item 6: a whole purchase through a server whose logger writes to memory. No line may carry an
 * order id, a PDF or web-view token, the Payme checkout payload, a full passport, a PINFL, a phone or a card.
 */
describe('log lines of a full purchase journey', () => {
  let app: FastifyInstance;
  let handle: Db;
  let dist: ReturnType<typeof makeFakeDist>;
  const lines: string[] = [];

  beforeAll(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
    await seedIfEmpty(handle);
    dist = makeFakeDist();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildServer({
      db: handle,
      distDir: dist.dir,
      logger: { level: 'info', stream },
      channelSecrets: channelSecrets({}),
      version: 'test',
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    dist.remove();
  });

  const api = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: SITE_AUTH, ...headers }, payload });
  const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

  it('logs every request, redacted', async () => {
    const secrets: string[] = [
      'AA1234567',
      'AA 1234567',
      '31503902610013',
      '998901234567',
      '8600111111111110',
    ];

    expect(
      (
        await api('POST', '/api/sayt/getPerson', {
          passportSeria: 'AA',
          passportNumber: '1234567',
          birthday: '15.03.1990',
        })
      ).statusCode,
    ).toBe(200);
    const saved = (await api('POST', '/api/osago-neo/save-policy/v2', karimovPolicy())).json().response as {
      contract_id: number;
      order_id: string;
    };
    secrets.push(saved.order_id);

    const links = (
      await api('POST', '/api/contract/get-payment', {
        contract_id: saved.contract_id,
        order_id: saved.order_id,
      })
    ).json().data as { id: string; url?: string }[];
    for (const link of links.filter((l) => l.id === 'payme' || l.id === 'click')) {
      const url = local(link.url ?? '');
      if (link.id === 'payme') secrets.push(url.split('/').pop()?.split('?')[0] ?? 'none');
      expect((await app.inject({ url })).statusCode).toBe(200);
    }

    const kit = paymentKitOf(app, handle);
    const { perform } = await payWithPayme(kit, saved.contract_id, 384_000, 0xabc);
    expect('result' in perform).toBe(true);

    const thankYou = `/en/thank-you/${saved.contract_id}?order_id=${saved.order_id}`;
    expect((await app.inject({ url: thankYou })).statusCode).toBeLessThan(500);
    const check = (await api('POST', '/api/sayt/contract/check', { order_id: saved.order_id })).json() as {
      url: string;
      polis_seria: string;
      polis_number: string;
    };
    const pdf = local(check.url);
    const token = new URL(pdf, 'http://x').searchParams.get('t') ?? pdf.split('/').pop() ?? 'none';
    secrets.push(token);
    await app.inject({ url: pdf });
    await app.inject({ url: `/api/policy/verify/${check.polis_seria}/${check.polis_number}?lang=en` });
    for (const path of ['copy/get', 'extension/get']) {
      await api('GET', `/api/osago-neo/${path}?contract_id=${saved.contract_id}&order_id=${saved.order_id}`);
    }

    // An instalment order's web view: its token is the only key to the page.
    const other = await kit.contract();
    secrets.push(other.order_id);
    const order = (
      await api('POST', '/api/uzumnasiya/create-order', {
        user_id: 700001,
        period: 6,
        contract_id: other.id,
        order_id: other.order_id,
        products: [{ amount: 1, name: 'OSAGO', price: 384_000, unit_id: 1, product_id: 'osago' }],
      })
    ).json().data as { webview_path: string };
    const webview = local(order.webview_path);
    secrets.push(webview.split('/').pop()?.split('?')[0] ?? 'none');
    expect((await app.inject({ url: webview })).statusCode).toBe(200);

    // Identifiers typed into a URL by a client are masked too.
    await api('GET', '/api/osgor_neo/inn/v3?inn=301234567&pinfl=31503902610013&card=8600111111111110');
    await app.inject({ url: '/api/nothing/AA1234567/8600111111111110' });

    const log = lines.join('\n');
    expect(lines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThan(15);
    expect(log).toContain('order_id=~');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
    }
    expect(log).not.toMatch(/\b1234567\b/);
  });
});
