import type { FastifyInstance, InjectOptions } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { ErrorBody } from '@polis/api-contract';
import { openDatabase, type Db } from '../db/database';
import { DEFAULT_CLIENT_LIMITS, readClientLimits } from '../guards/client-limits';
import { channelAuth, karimovPolicy } from '../testing/osago-test-kit';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { SITE_AUTH, testServer } from '../testing/test-server';
import { BIRTHDAY_ATTEMPTS, passportKey } from './birthday-attempts';

const ALISHER = { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990', pinfl: '' };
const wrongBirthday = (day: number) => ({ ...ALISHER, birthday: `${String(day).padStart(2, '0')}.04.1991` });

const inject = (app: FastifyInstance, options: InjectOptions & { remoteAddress?: string }) =>
  app.inject({ ...options, headers: { authorization: SITE_AUTH, ...options.headers } });
const post = (app: FastifyInstance, url: string, payload: object, remoteAddress = '203.0.113.7') =>
  inject(app, { method: 'POST', url, payload, remoteAddress });

const expectRateLimited = (res: Awaited<ReturnType<typeof post>>, limit: string) => {
  expect(res.statusCode).toBe(429);
  const json = res.json();
  expect(Value.Check(ErrorBody, json)).toBe(true);
  expect(json).toMatchObject({ error: { code: 'rate_limited', details: { limit } } });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('look-ups per client address and channel (60 in a window)', () => {
  let handle: Db;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    handle = openDatabase({});
    // The default 60, over a day-long window: a fixed minute could turn over during the 300 calls.
    const limits = { ...DEFAULT_CLIENT_LIMITS, lookup: { max: 60, windowMs: 24 * 60 * 60 * 1000 } };
    one = (await testServer(handle, { clientLimits: limits })).app;
    two = (await testServer(handle, { seed: false, clientLimits: limits })).app;
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await handle.close();
  });

  it('answers 429 after 60 person look-ups from one address, across two API instances', async () => {
    // The attack of the issue: 300 getPerson from one client in seconds. Registry walking needs the
    // answers, so counting them on two instances of one database must stop the script all the same.
    const codes: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      const res = await post(i % 2 ? one : two, '/api/sayt/getPerson', ALISHER);
      codes.push(res.statusCode);
      if (i === 60) expectRateLimited(res, 'lookup');
    }
    expect(codes.slice(0, 60)).toEqual(Array(60).fill(200));
    expect(codes.slice(60)).toEqual(Array(240).fill(429));
    // The travel look-up, the company and the vehicle look-ups share the client's budget.
    expectRateLimited(await post(one, '/api/travel-neo/getPerson', ALISHER), 'lookup');
    expectRateLimited(await post(one, '/api/osgor_neo/inn', { inn: '301234567' }), 'lookup');
    expectRateLimited(
      await post(one, '/api/check-ip', { carNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567' }),
      'lookup',
    );
    // Another address (another carrier's phones), or another channel, is another client.
    expect((await post(one, '/api/sayt/getPerson', ALISHER, '198.51.100.20')).statusCode).toBe(200);
    const beeline = await inject(one, {
      method: 'POST',
      url: '/api/sayt/getPerson',
      payload: ALISHER,
      remoteAddress: '203.0.113.7',
      headers: { authorization: channelAuth('beeline') },
    });
    expect(beeline.statusCode).toBe(200);
  }, 60_000);

  it('POLIS_LIMIT_LOOKUP overrides the default', () => {
    expect(readClientLimits({})?.lookup).toEqual({ max: 60, windowMs: 60_000 });
    expect(readClientLimits({ POLIS_LIMIT_LOOKUP: '120/60' })?.lookup).toEqual({
      max: 120,
      windowMs: 60_000,
    });
  });
});

/** Every person, company and vehicle look-up of the API, with a body it answers. */
const LOOKUPS: readonly [string, InjectOptions][] = [
  ['sayt/getPerson', { method: 'POST', url: '/api/sayt/getPerson', payload: ALISHER }],
  ['travel-neo/getPerson', { method: 'POST', url: '/api/travel-neo/getPerson', payload: ALISHER }],
  ['osgor_neo/inn/v3', { method: 'GET', url: '/api/osgor_neo/inn/v3?inn=301234567' }],
  ['osgor_neo/inn', { method: 'POST', url: '/api/osgor_neo/inn', payload: { inn: '301234567' } }],
  [
    'check-ip',
    {
      method: 'POST',
      url: '/api/check-ip',
      payload: { carNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567' },
    },
  ],
  [
    'osago-neo/osago-juridik',
    {
      method: 'POST',
      url: '/api/osago-neo/osago-juridik',
      payload: { gos_number: '01123ABC', tech_sery: 'AAE', tech_number: '2012345' },
    },
  ],
  [
    'osago-neo/check-person',
    {
      method: 'POST',
      url: '/api/osago-neo/check-person',
      payload: {
        gos_number: '01A123BC',
        tech_sery: 'AAF',
        tech_number: '1234567',
        owner_birthday: '15.03.1990',
        owner__pass_seria: 'AA',
        owner__pass_number: '1234567',
      },
    },
  ],
  [
    'osago-neo/driver-check',
    {
      method: 'POST',
      url: '/api/osago-neo/driver-check',
      payload: { seria: 'AA', number: '1234567', birthday: '15.03.1990' },
    },
  ],
  [
    'osago-neo/check-discount',
    {
      method: 'POST',
      url: '/api/osago-neo/check-discount',
      payload: { passportSeries: 'AA', passportNumber: '6677889', pinfl: '', govnomber: '01T678TU' },
    },
  ],
  [
    'sayt/osgop/auto',
    {
      method: 'POST',
      url: '/api/sayt/osgop/auto',
      payload: { vehicleNumber: '01456ABD', seria: 'AAE', number: '4123456' },
    },
  ],
  [
    'sayt/osgop/calculation',
    {
      method: 'POST',
      url: '/api/sayt/osgop/calculation',
      payload: { vehicleNumber: '01456ABD', seria: 'AAE', number: '4123456', seats: 16, dateType: 1 },
    },
  ],
  [
    'minikasko_neo/checkCar',
    {
      method: 'POST',
      url: '/api/minikasko_neo/checkCar',
      payload: { gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' },
    },
  ],
];

describe('every look-up route counts against the look-up limit', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(undefined, {
      clientLimits: { ...DEFAULT_CLIENT_LIMITS, lookup: { max: 2, windowMs: 24 * 60 * 60 * 1000 } },
    }));
  });
  afterAll(() => app.close());

  it.each(LOOKUPS.map(([name, options], i) => [name, options, i] as const))(
    '%s',
    async (_name, options, i) => {
      const remoteAddress = `192.0.2.${i + 1}`;
      for (let n = 0; n < 2; n += 1)
        expect((await inject(app, { ...options, remoteAddress })).statusCode).toBe(200);
      expectRateLimited(await inject(app, { ...options, remoteAddress }), 'lookup');
    },
  );
});

/** The wrong-birthday counter against one database, as on SQLite and on PostgreSQL (two API instances). */
function birthdaySuite(open: () => Promise<{ handle: Db; done: () => Promise<void> }>) {
  let handle: Db;
  let done: () => Promise<void>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeEach(async () => {
    ({ handle, done } = await open());
    // The client limits are off (as in the other unit tests): the passport's counter holds regardless.
    one = (await testServer(handle)).app;
    two = (await testServer(handle, { seed: false })).app;
  });
  afterEach(async () => {
    await one.close();
    await two.close();
    await done();
  });

  const passportRows = () =>
    handle.db.selectFrom('client_limits').selectAll().where('kind', '=', 'birthday').execute();

  it('locks the passport after 5 wrong birthdays, on two instances, even for the right birthday', async () => {
    for (let day = 1; day <= 5; day += 1) {
      const res = await post(day % 2 ? one : two, '/api/sayt/getPerson', wrongBirthday(day));
      expect(res.json()).toMatchObject({ error: 1, code: 'person_not_found' });
    }
    const sixth = await post(one, '/api/sayt/getPerson', ALISHER);
    expectRateLimited(sixth, 'birthday');
    expect(sixth.body).not.toMatch(/Karimov|Alisher/);
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(BIRTHDAY_ATTEMPTS.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(BIRTHDAY_ATTEMPTS.windowMs / 1000);
    expectRateLimited(await post(two, '/api/travel-neo/getPerson', ALISHER), 'birthday');
    expectRateLimited(
      await post(two, '/api/osago-neo/driver-check', {
        seria: 'AA',
        number: '1234567',
        birthday: '15.03.1990',
      }),
      'birthday',
    );
    // The lock is the passport's, not the client's: another passport answers.
    const rahimova = { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' };
    expect((await post(one, '/api/sayt/getPerson', rahimova)).json()).toMatchObject({ error: 0 });
    // The counter names the passport by its hash only.
    const rows = await passportRows();
    expect(rows.map((r) => r.client)).toEqual(
      rows.map(() => passportKey({ series: 'AA', number: '1234567' })),
    );
    expect(JSON.stringify(rows)).not.toContain('1234567');
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(5);
  }, 30_000);

  it('answers a save of the locked passport 429 too, not 500, and nothing is saved', async () => {
    for (let day = 1; day <= 5; day += 1) await post(one, '/api/sayt/getPerson', wrongBirthday(day));
    const saved = await post(one, '/api/osago-neo/save-policy/v2', karimovPolicy());
    expectRateLimited(saved, 'birthday');
    const contracts = await handle.db.selectFrom('contracts').select('id').execute();
    expect(contracts).toEqual([]);
  }, 30_000);

  it('opens the passport again once the failures are an hour old', async () => {
    for (let day = 1; day <= 5; day += 1) await post(one, '/api/sayt/getPerson', wrongBirthday(day));
    expect((await post(one, '/api/sayt/getPerson', ALISHER)).statusCode).toBe(429);
    const hourAgo = Date.now() - BIRTHDAY_ATTEMPTS.windowMs - 1;
    for (const [i, row] of (await passportRows()).entries())
      await handle.db
        .updateTable('client_limits')
        .set({ window_start: String(hourAgo - i) })
        .where('kind', '=', row.kind)
        .where('client', '=', row.client)
        .where('window_start', '=', row.window_start)
        .execute();
    expect((await post(one, '/api/sayt/getPerson', ALISHER)).json()).toMatchObject({
      error: 0,
      ism: 'Alisher',
    });
  }, 30_000);

  it('counts neither right birthdays nor unknown passports', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await post(one, '/api/sayt/getPerson', ALISHER)).json()).toMatchObject({ error: 0 });
      const unknown = { ...ALISHER, passportNumber: '9999999', birthday: `0${(i % 9) + 1}.01.1980` };
      expect((await post(one, '/api/sayt/getPerson', unknown)).json()).toMatchObject({
        code: 'person_not_found',
      });
    }
    for (let day = 1; day <= 4; day += 1) await post(one, '/api/sayt/getPerson', wrongBirthday(day));
    expect((await post(one, '/api/sayt/getPerson', ALISHER)).json()).toMatchObject({ error: 0 });
  }, 30_000);

  it('answers concurrent look-ups of a locked and an open passport each by its own hour', async () => {
    for (let day = 1; day <= 5; day += 1) await post(one, '/api/sayt/getPerson', wrongBirthday(day));
    const rahimova = { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 4 < 2 ? one : two, '/api/sayt/getPerson', i % 2 ? rahimova : ALISHER),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      if (i % 2) expect(answer.json()).toMatchObject({ error: 0, ism: 'Dilnoza' });
      else expectRateLimited(answer, 'birthday');
    }
  }, 30_000);

  it('lets concurrent guesses fail at most 5 times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 2 ? one : two, '/api/sayt/getPerson', wrongBirthday(i + 1)),
      ),
    );
    const notFound = answers.filter((a) => a.statusCode === 200 && a.json().code === 'person_not_found');
    expect(notFound.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(20 - notFound.length);
  }, 30_000);
}

describe('at most 5 wrong birthdays per passport an hour (SQLite)', () => {
  birthdaySuite(async () => {
    const handle = openDatabase({});
    return { handle, done: () => handle.close() };
  });
});

describePostgres('at most 5 wrong birthdays per passport an hour (PostgreSQL)', () =>
  birthdaySuite(async () => {
    const schema: PostgresSchema = await postgresSchema('polis_birthdays');
    return { handle: schema.handle, done: () => schema.drop() };
  }),
);
