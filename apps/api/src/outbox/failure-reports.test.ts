import type { FastifyRequest } from 'fastify';
import { PAYME_ERROR } from '@polis/api-contract';
import { seededServer } from '../testing/test-server';
import { paymentKitOf, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { failureOf, failureReportHook } from './failure-reports';

const at = (method: string, url: string, body?: unknown) =>
  ({ method, url, routeOptions: { url }, body }) as unknown as Pick<
    FastifyRequest,
    'method' | 'url' | 'routeOptions' | 'body'
  >;
const json = (value: unknown) => JSON.stringify(value);

describe('which answers are failures the internal chat hears of', () => {
  it.each([
    [
      'a server fault anywhere',
      at('GET', '/api/dms/hospitals'),
      500,
      json({ error: { code: 'internal' } }),
      'internal',
    ],
    [
      'a refused price (422)',
      at('POST', '/api/kasko-neo/hisoblash'),
      422,
      json({ error: { code: 'unknown_car', message: 'x' } }),
      'unknown_car',
    ],
    [
      "the insurer's envelope failure of a price",
      at('POST', '/api/osago-neo/get-calc-osago/v3'),
      200,
      json({ error: 1, result: false, code: 'calculation_failed', message: 'x' }),
      'calculation_failed',
    ],
    [
      'a Payme call answered with an error',
      at('POST', '/api/payme', { method: 'CheckPerformTransaction' }),
      200,
      json({ error: { code: PAYME_ERROR.contractNotFound } }),
      '-31050',
    ],
    ['a Click call answered with an error', at('POST', '/api/click/prepare'), 200, json({ error: -5 }), '-5'],
  ])('%s is reported', (_, request, status, payload, code) => {
    expect(failureOf(request, status, payload)).toMatchObject({ code });
  });

  it.each([
    ['a success', at('POST', '/api/osgor_neo/calculator'), 200, json({ error: 0, result: true })],
    [
      'a malformed price request',
      at('POST', '/api/sayt/osgop/calculation'),
      400,
      json({ error: { code: 'validation' } }),
    ],
    [
      'a limited client',
      at('POST', '/api/travel-neo/calculator-total'),
      429,
      json({ error: { code: 'rate_limited' } }),
    ],
    [
      'a refusal of a look-up',
      at('POST', '/api/getPerson'),
      422,
      json({ error: { code: 'person_not_found' } }),
    ],
    [
      'a Payme caller without the credential',
      at('POST', '/api/payme'),
      200,
      json({ error: { code: PAYME_ERROR.insufficientPrivileges } }),
    ],
    ['a Click form with a wrong signature', at('POST', '/api/click/complete'), 200, json({ error: -1 })],
    ['a paid Click order', at('POST', '/api/click/complete'), 200, json({ error: 0 })],
  ])('%s is not', (_, request, status, payload) => {
    expect(failureOf(request, status, payload)).toBeUndefined();
  });
});

describe('failures reported through the API', () => {
  let kit: PaymentKit;
  beforeAll(async () => {
    const { app, handle } = await seededServer();
    kit = paymentKitOf(app, handle);
  });
  afterAll(() => kit.close());

  const post = (url: string, payload: Record<string, unknown>) =>
    kit.app.inject({ method: 'POST', url, headers: { authorization: SITE_AUTHORIZATION }, payload });
  const chats = async () =>
    (await kit.handle.db.selectFrom('chat_outbox').select('text').orderBy('id').execute()).map((r) => r.text);

  it('a refused price calculation, once a minute for the same failure, and no personal data', async () => {
    const before = (await chats()).length;
    const pinfls = [
      '31503902610013',
      '42207952620021',
      '33001782640044',
      '31012873040059',
      '32205781230011',
      '30101901230012',
    ];
    const calc = () =>
      post('/api/osago-neo/get-calc-osago/v3', {
        gos_number: '01A123BC',
        period_id: 1,
        number_drivers_id: 4,
        vehicleTypeId: 1,
        drivers: pinfls,
      });
    expect((await calc()).json()).toMatchObject({ result: false, code: 'calculation_failed' });
    expect((await calc()).json()).toMatchObject({ result: false, code: 'calculation_failed' });
    const added = (await chats()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toContain('Price calculation refused on /api/osago-neo/get-calc-osago/v3');
    expect(added[0]).toContain('calculation_failed');
    expect(added[0]).toContain('Channel: site');
    for (const pinfl of pinfls) expect(added[0]).not.toContain(pinfl);
  });

  it('a save that fails on the server is reported, one refused by its rules is not', async () => {
    const before = (await chats()).length;
    const refused = await post('/api/sayt/tez-kasko/save', {
      program_id: 1,
      gos_number: '01123ABC',
      tech_sery: 'AAE',
      tech_number: '1123456',
      applicant_type: 'resident',
      passport_seria: 'AA',
      passport_number: '1234567',
      birthday: '15.03.1990',
      phone_number: '998901234567',
      amount_uzs: 380_000,
    });
    expect(refused.statusCode).toBe(422);
    expect((await chats()).slice(before)).toEqual([]);
  });

  it('a Payme call for an unknown order, not a caller without the credential', async () => {
    const before = (await chats()).length;
    await kit.payme('CheckPerformTransaction', { amount: 100, account: { order_id: 'P000000-NOPENOPENO' } });
    await kit.payme('CheckPerformTransaction', { amount: 100, account: { order_id: 'x' } }, 'wrong-key');
    const added = (await chats()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]).toContain('Payme CheckPerformTransaction answered an error');
  });
});

describe('a storm of one failure', () => {
  it('is one message a window, the next one counting the others', async () => {
    let now = 0;
    const handle = openDatabase({});
    await migrateToLatest(handle);
    let sent: string[] = [];
    const read = async () => {
      const rows = await handle.db.selectFrom('chat_outbox').select('text').orderBy('id').execute();
      sent = rows.map((row) => row.text);
    };
    const hook = failureReportHook(handle.db, { windowMs: 60_000, now: () => now });
    const request = { ...at('GET', '/api/x'), channel: 'site' } as unknown as FastifyRequest;
    const reply = { statusCode: 503 } as never;
    for (let i = 0; i < 5; i++) await hook(request, reply, json({ error: { code: 'unavailable' } }));
    await read();
    expect(sent).toHaveLength(1);
    now = 61_000;
    await hook(request, reply, json({ error: { code: 'unavailable' } }));
    await read();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('And 4 more of the same since the last message');
    await handle.close();
  });
});
