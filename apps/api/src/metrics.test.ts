import { readServerEnv } from './env';
import { createMetrics, withMetrics } from './http/metrics';
import { readMetricsPort, startMetricsServer, type MetricsListener } from './http/metrics-server';
import { sendSms } from './outbox/sms-outbox';
import { runReminders, startReminderJob } from './contracts/renewal-reminders';
import { deliverMail } from './outbox/mail-delivery';
import { queueMail } from './outbox/mail-outbox';
import { payWithPayme, seededPaymentKit } from './testing/osago-test-kit';
import type { PaymentKit } from './testing/payment-test-kit';
import { SITE_AUTH } from './testing/test-server';
import { paymeAuthorization } from './payments/payme/payme-key';
import { SANDBOX_DEFAULTS } from './sandbox-defaults';

// The API's metrics (issue 26): counted per server, scraped on their own port, never on the public origin.

const PHONE = '998907654321';

let kit: PaymentKit;
let close: () => Promise<void>;
let listener: MetricsListener;
beforeAll(async () => {
  ({ kit, close } = await seededPaymentKit());
  listener = await startMetricsServer(kit.app.metrics, { port: 0 });
});
afterAll(async () => {
  await listener.close();
  await close();
});

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${listener.port}${path}`);
const scrapeText = async () => {
  const res = await scrape();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

/** The value of one series, by its name and exact labels (in any order); 0 when it is absent. */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...match[2].matchAll(/([a-z_]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return Number(match[3]);
  }
  return 0;
}

/** Every label value of every series in a scrape. */
const labelValues = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .flatMap((line) => [...line.matchAll(/[a-z_]+="([^"]*)"/g)].map(([, value]) => value));

describe('the scrape after requests, a payment and an issued policy', () => {
  let text: string;
  let orderId: string;
  let txId: string;

  beforeAll(async () => {
    await kit.app.inject({ url: '/api/health' });
    // A raw id and a phone in URLs: the labels must carry the route's pattern, never these.
    await kit.app.inject({ url: `/api/policy/verify/OSG/${PHONE}` });
    await kit.app.inject({ url: `/api/no-such-route/${PHONE}`, headers: { authorization: SITE_AUTH } });
    await kit.app.inject({
      method: 'POST',
      url: '/api/sayt/getPerson',
      headers: { authorization: SITE_AUTH },
      payload: { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990', pinfl: '' },
    });

    const contract = await kit.contract({ phone: PHONE });
    orderId = contract.order_id;
    const paid = await payWithPayme(kit, contract.id, contract.amount_uzs, 7001);
    expect(paid.perform).toMatchObject({ result: { state: 2 } });
    txId = (7001).toString(16).padStart(24, '0');
    // Perform of a transaction Payme never created: refused.
    const refused = await kit.payme('PerformTransaction', { id: 'f'.repeat(24) });
    expect(refused).toHaveProperty('error');
    // The performed transaction cancelled: a refund.
    const refund = await kit.payme('CancelTransaction', { id: txId, reason: 5 });
    expect(refund).toMatchObject({ result: { state: -2 } });
    text = await scrapeText();
  });

  it('counts requests per method, route pattern and status', () => {
    expect(
      valueOf(text, 'polis_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/health',
        status: '200',
      }),
    ).toBe(1);
    expect(
      valueOf(text, 'polis_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/payme',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(5);
    expect(
      valueOf(text, 'polis_http_request_duration_seconds_bucket', {
        method: 'GET',
        route: '/api/health',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(1);
  });

  it('counts payments by provider and outcome, and the policy by product', () => {
    expect(valueOf(text, 'polis_payments_total', { provider: 'payme', outcome: 'performed' })).toBe(1);
    expect(valueOf(text, 'polis_payments_total', { provider: 'payme', outcome: 'refused' })).toBe(1);
    expect(valueOf(text, 'polis_payments_total', { provider: 'payme', outcome: 'refunded' })).toBe(1);
    expect(valueOf(text, 'polis_policies_issued_total', { product: 'osago' })).toBe(1);
  });

  it('times registry look-ups by registry', () => {
    expect(
      valueOf(text, 'polis_registry_lookup_duration_seconds_count', {
        registry: 'persons',
        source: 'database',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("counts SQLite's commits and the transactions they wrote", () => {
    const total = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
    const commits = total('polis_sqlite_commits_total');
    // The seed, the save, the payment's steps and the refund: transactions, each committed.
    expect(commits).toBeGreaterThanOrEqual(4);
    expect(total('polis_sqlite_transactions_total')).toBeGreaterThanOrEqual(commits);
  });

  it('puts no id, token or phone in any label', () => {
    const values = labelValues(text);
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      expect(value).not.toContain(PHONE);
      expect(value).not.toContain(orderId);
      expect(value).not.toContain(txId);
      // Route patterns, codes, names and bucket bounds only: no long digit runs (ids, phones, PINFLs).
      expect(value).not.toMatch(/\d{5,}/);
    }
    const routes = text.match(/route="[^"]*"/g) ?? [];
    expect(routes).toContain('route="/api/*"');
    expect(routes).toContain('route="/api/policy/verify/:series/:number"');
    expect(routes.every((route) => !route.includes(PHONE))).toBe(true);
  });
});

describe('what runs outside requests counts in the scope it was started in', () => {
  it('counts SMS, mail and job runs with their items', async () => {
    const metrics = createMetrics();
    const { db } = kit.handle;
    await withMetrics(metrics, async () => {
      await sendSms(db, PHONE, 'code 1234', 'login-code');
      await runReminders({ db, now: new Date(), origin: 'http://localhost', secret: 'x'.repeat(32) });
      await queueMail(db, {
        to: 'buyer@example.com',
        lang: 'uz',
        subject: 'Policy',
        text: 'Your policy',
        key: 'metrics-test:1',
      });
      await deliverMail(db, {
        transport: { sendMail: async () => ({}) },
        from: 'polis@example.com',
        renderPolicyPdf: async () => {
          throw new Error('no policy attachment here');
        },
      });
    });
    // Outside any scope: counted nowhere, and no error.
    await sendSms(db, PHONE, 'code 5678', 'login-code');
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'polis_sms_sent_total', { purpose: 'login-code' })).toBe(1);
    expect(valueOf(text, 'polis_job_runs_total', { job: 'renewal_reminders', outcome: 'ok' })).toBe(1);
    expect(valueOf(text, 'polis_mail_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    // The server's own registry saw none of it.
    expect(valueOf(await scrapeText(), 'polis_sms_sent_total', { purpose: 'login-code' })).toBe(0);
  });

  it("a job started in a server's scope counts into that server's registry on every tick (main.ts)", async () => {
    const metrics = createMetrics();
    const log = { info: () => undefined, error: () => undefined };
    const stop = withMetrics(metrics, () =>
      startReminderJob(
        {
          db: kit.handle.db,
          origin: 'http://localhost',
          secret: 'x'.repeat(32),
          clock: async () => new Date(),
          interval: 10,
        },
        log,
      ),
    );
    try {
      const runs = async () =>
        valueOf(await metrics.registry.metrics(), 'polis_job_runs_total', {
          job: 'renewal_reminders',
          outcome: 'ok',
        });
      const until = Date.now() + 5_000;
      while ((await runs()) < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
      expect(await runs()).toBeGreaterThanOrEqual(2);
    } finally {
      stop();
    }
  });

  it('counts a failed job run and lets its error through', async () => {
    const metrics = createMetrics();
    const closed = {
      ...kit.handle.db,
      selectFrom: () => {
        throw new Error('database gone');
      },
    };
    await expect(
      withMetrics(metrics, () =>
        runReminders({
          db: closed as unknown as typeof kit.handle.db,
          now: new Date(),
          origin: 'http://localhost',
          secret: 'x'.repeat(32),
        }),
      ),
    ).rejects.toThrow('database gone');
    const text = await metrics.registry.metrics();
    expect(valueOf(text, 'polis_job_runs_total', { job: 'renewal_reminders', outcome: 'failed' })).toBe(1);
  });
});

describe('where metrics answer', () => {
  it('never on the public origin, with or without the channel credential (404)', async () => {
    for (const headers of [{}, { authorization: SITE_AUTH }, { authorization: 'Bearer anything' }]) {
      const res = await kit.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('polis_');
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
    const api = await kit.app.inject({ url: '/api/metrics', headers: { authorization: SITE_AUTH } });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('polis_');
  });

  it('on the metrics port: /metrics only, GET only', async () => {
    expect((await scrape('/')).status).toBe(404);
    expect((await scrape('/api/health')).status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${listener.port}/metrics`, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(await scrapeText()).toContain('# TYPE polis_payments_total counter');
  });

  it('a fresh registry per server, counting over real HTTP too (a JSON body read from the socket)', async () => {
    const other = await seededPaymentKit();
    try {
      const { app } = other.kit;
      const fresh = await app.metrics.registry.metrics();
      expect(valueOf(fresh, 'polis_payments_total', { provider: 'payme', outcome: 'performed' })).toBe(0);
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const contract = await other.kit.contract();
      const amount = contract.amount_uzs * 100;
      const account = { key: String(contract.id) };
      const id = (7002).toString(16).padStart(24, '0');
      const calls: [string, Record<string, unknown>][] = [
        ['CheckPerformTransaction', { amount, account }],
        ['CreateTransaction', { id, time: Date.now(), amount, account }],
        ['PerformTransaction', { id }],
      ];
      for (const [method, params] of calls) {
        const res = await fetch(`${origin}/api/payme`, {
          method: 'POST',
          headers: {
            authorization: paymeAuthorization(SANDBOX_DEFAULTS.PAYME_KEY),
            'content-type': 'application/json',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        expect(await res.json()).toHaveProperty('result');
      }
      const text = await app.metrics.registry.metrics();
      expect(valueOf(text, 'polis_payments_total', { provider: 'payme', outcome: 'performed' })).toBe(1);
      expect(valueOf(text, 'polis_policies_issued_total', { product: 'osago' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set, and must be a port other than PORT', () => {
    expect(readMetricsPort(undefined)).toBeNull();
    expect(readMetricsPort('')).toBeNull();
    expect(readMetricsPort('9464')).toBe(9464);
    expect(() => readMetricsPort('0')).toThrow('METRICS_PORT');
    expect(() => readMetricsPort('http')).toThrow('METRICS_PORT');
    expect(readServerEnv({ METRICS_PORT: '9464' }, '/dist')).toMatchObject({
      metricsPort: 9464,
      metricsHost: '127.0.0.1',
    });
    expect(readServerEnv({}, '/dist').metricsPort).toBeNull();
    expect(() => readServerEnv({ PORT: '3000', METRICS_PORT: '3000' }, '/dist')).toThrow(
      'METRICS_PORT must differ from PORT',
    );
  });
});
