import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { caller, channelAuth, karimovPolicy } from '../testing/osago-test-kit';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { idempotencyControl } from '../testing/mortal-idempotency';
import { testServer } from '../testing/test-server';
import { readClientLimits, type ClientLimits } from './client-limits';
import { bodyHash, idempotencyHooks, recordAnswer } from './idempotency';
import { requireSaveGuards } from './save-guards';

// The API's Idempotency-Key hooks with a test's clock, on an instance that can die before it answers.
jest.mock('./idempotency', () => jest.requireActual('../testing/mortal-idempotency').mortalIdempotency());

const SAVE = '/api/osago-neo/save-policy/v2';

const contracts = async (handle: Db) =>
  Number(
    (
      await handle.db
        .selectFrom('contracts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const save = (app: FastifyInstance, body: unknown, key?: string, authorization = channelAuth('site')) =>
  app.inject({
    method: 'POST',
    url: SAVE,
    headers: { authorization, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });

// Windows are fixed (aligned to the clock): a day long, a test's requests never straddle two of them.
const DAY_MS = 24 * 60 * 60 * 1000;
const LIMITS: ClientLimits = {
  save: { max: 3, windowMs: DAY_MS },
  lead: { max: 2, windowMs: DAY_MS },
  sms: { max: 2, windowMs: DAY_MS },
  lookup: { max: 4, windowMs: DAY_MS },
  draft: { max: 2, windowMs: DAY_MS },
};

/** The guards against one database, as on SQLite and on PostgreSQL (two API instances on one database). */
function guardSuite(open: () => Promise<{ handle: Db; done: () => Promise<void> }>) {
  let handle: Db;
  let done: () => Promise<void>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeEach(async () => {
    ({ handle, done } = await open());
    one = (await testServer(handle)).app;
    two = (await testServer(handle, { seed: false })).app;
  });
  afterEach(async () => {
    idempotencyControl.now = () => Date.now();
    idempotencyControl.diesBeforeAnswering = false;
    await one.close();
    await two.close();
    await done();
  });

  it('makes one contract of ten concurrent saves with one key, on two instances, and replays its answer', async () => {
    const body = karimovPolicy();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(i % 2 ? one : two, body, 'attempt-7f3a')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.json().response.contract_id));
    expect(ids.size).toBe(1);
    expect(await contracts(handle)).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    // Later, the same key and body: the same answer, still one contract.
    const again = await save(one, body, 'attempt-7f3a');
    expect(again.json()).toEqual(answers[0]?.json());
    expect(await contracts(handle)).toBe(1);
  }, 30_000);

  it('refuses the same key with another body (422), and saves twice without a key', async () => {
    expect((await save(one, karimovPolicy(), 'k-1')).statusCode).toBe(200);
    const other = await save(one, karimovPolicy({ period_id: 2, amount_uzs: 268_800 }), 'k-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } });
    expect(await contracts(handle)).toBe(1);
    await save(one, karimovPolicy());
    await save(one, karimovPolicy());
    expect(await contracts(handle)).toBe(3);
    // Keys are per channel: another channel's same key is its own.
    expect(
      (await save(one, karimovPolicy(), 'k-1', channelAuth('beeline'))).headers['idempotent-replayed'],
    ).toBe(undefined);
  }, 30_000);

  it('frees the key after a refusal, so the corrected body goes through with it', async () => {
    const wrong = await save(one, karimovPolicy({ amount_uzs: 1_000 }), 'k-price');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'price_mismatch' } });
    const right = await save(one, karimovPolicy(), 'k-price');
    expect(right.statusCode).toBe(200);
    expect(await contracts(handle)).toBe(1);
  }, 30_000);

  it('forgets a key after 24 hours and refuses a malformed one', async () => {
    await save(one, karimovPolicy(), 'k-old');
    await handle.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() })
      .execute();
    const later = await save(one, karimovPolicy({ period_id: 2, amount_uzs: 268_800 }), 'k-old');
    expect(later.statusCode).toBe(200);
    expect(await contracts(handle)).toBe(2);
    const bad = await save(one, karimovPolicy(), 'ключ');
    expect(bad.statusCode).toBe(400);
    expect(await contracts(handle)).toBe(2);
  }, 30_000);

  it('answers the saved contract to a repeat after the instance died between the commit and its answer', async () => {
    const body = karimovPolicy();
    idempotencyControl.diesBeforeAnswering = true;
    // Killed once the save committed, before its answer was stored: the client never got this answer.
    const lost = await save(one, body, 'k-killed');
    idempotencyControl.diesBeforeAnswering = false;
    expect(lost.statusCode).toBe(200);
    // At once, on the other instance: the saved answer, not 409 request_in_progress.
    const retry = await save(two, body, 'k-killed');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(lost.json());
    // Past the two minutes after which an unanswered claim is taken over: still the same contract, no second.
    idempotencyControl.now = () => Date.now() + 3 * 60 * 1000;
    const later = await save(two, body, 'k-killed');
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.json()).toEqual(lost.json());
    expect(await contracts(handle)).toBe(1);
  }, 30_000);

  it('takes over, after two minutes, the claim of a save that died before its commit', async () => {
    const body = karimovPolicy();
    // What an instance killed before the save's commit leaves: the key claimed, no answer, no contract.
    await handle.db
      .insertInto('idempotency_keys')
      .values({
        scope: `site ${SAVE}`,
        key: 'k-died-early',
        body_hash: bodyHash(body),
        status_code: null,
        content_type: null,
        response: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    idempotencyControl.now = () => Date.now() + 3 * 60 * 1000;
    const retry = await save(two, body, 'k-died-early');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe(undefined);
    expect(await contracts(handle)).toBe(1);
    expect((await save(one, body, 'k-died-early')).json()).toEqual(retry.json());
    expect(await contracts(handle)).toBe(1);
  }, 30_000);
}

function limitSuite(open: () => Promise<{ handle: Db; done: () => Promise<void> }>) {
  let handle: Db;
  let done: () => Promise<void>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeEach(async () => {
    ({ handle, done } = await open());
    one = (await testServer(handle, { clientLimits: LIMITS })).app;
    two = (await testServer(handle, { seed: false, clientLimits: LIMITS })).app;
  });
  afterEach(async () => {
    await one.close();
    await two.close();
    await done();
  });

  it('stops a client after its saves of the window, counted across two instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => save(i % 2 ? one : two, karimovPolicy())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await contracts(handle)).toBe(3);
    // Another channel is another client.
    expect((await save(one, karimovPolicy(), undefined, channelAuth('beeline'))).statusCode).toBe(200);
    // A malformed body counts for nothing: it is refused by validation before the limit.
    expect((await save(one, { nonsense: true }, undefined, channelAuth('uklon'))).statusCode).toBe(400);
    expect((await save(one, karimovPolicy(), undefined, channelAuth('uklon'))).statusCode).toBe(200);
  }, 30_000);

  it('limits the SMS one client makes us send, whatever the phones', async () => {
    const site = caller(one);
    const phones = ['998991230201', '998991230202', '998991230203', '998991230204'];
    const sent = [];
    for (const phone of phones)
      sent.push((await site.post('/api/shaxsiy_kabinet/send-code', { phone })).statusCode);
    expect(sent).toEqual([200, 200, 429, 429]);
    const sms = await handle.db
      .selectFrom('sms_outbox')
      .select('phone')
      .where('purpose', '=', 'login-code')
      .execute();
    expect(sms.map((s) => s.phone).sort()).toEqual(phones.slice(0, 2));
  }, 30_000);

  it('limits the drafts one client writes, across two instances', async () => {
    const statuses = [];
    for (const app of [one, two, one])
      statuses.push(
        (await caller(app).post('/api/drafts', { product: 'kids', data: { step: 'a' } })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 429]);
    expect(await handle.db.selectFrom('drafts').selectAll().execute()).toHaveLength(2);
  }, 30_000);
}

describe('Idempotency-Key on saves (SQLite)', () => {
  guardSuite(async () => {
    const handle = openDatabase({});
    return { handle, done: () => handle.close() };
  });
});

describe('per-client limits (SQLite)', () => {
  limitSuite(async () => {
    const handle = openDatabase({});
    return { handle, done: () => handle.close() };
  });
});

const onPostgres = async () => {
  const schema: PostgresSchema = await postgresSchema('polis_guards');
  return { handle: schema.handle, done: () => schema.drop() };
};

describePostgres('Idempotency-Key on saves (PostgreSQL)', () => guardSuite(onPostgres));
describePostgres('per-client limits (PostgreSQL)', () => limitSuite(onPostgres));

describe('recordAnswer', () => {
  it('rolls a save back with 409 when its claim was taken over while it ran', async () => {
    const handle = openDatabase({});
    await migrateToLatest(handle);
    const hooks = idempotencyHooks(handle.db);
    const app = Fastify();
    app.addHook('onSend', hooks.onSend);
    const TAKEN_OVER_AT = '2030-01-01T00:00:00.000Z';
    app.post('/save', { config: { idempotent: true }, preHandler: hooks.preHandler }, async (request) => {
      // The save ran past the abandonment window: another request with the key claimed it anew.
      await handle.db.updateTable('idempotency_keys').set({ created_at: TAKEN_OVER_AT }).execute();
      return handle.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('client_limits')
          .values({ kind: 'save', client: 'probe', window_start: '0', count: 1 })
          .execute();
        await recordAnswer(trx, request, { saved: true });
        return { saved: true };
      });
    });
    const res = await app.inject({
      method: 'POST',
      url: '/save',
      headers: { 'idempotency-key': 'k-slow' },
      payload: { a: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'request_in_progress' });
    // Nothing of this save committed; the other request's claim is untouched (neither answered nor freed).
    expect(await handle.db.selectFrom('client_limits').selectAll().execute()).toEqual([]);
    expect(
      await handle.db.selectFrom('idempotency_keys').select(['created_at', 'status_code']).execute(),
    ).toEqual([{ created_at: TAKEN_OVER_AT, status_code: null }]);
    await app.close();
    await handle.close();
  });
});

describe('readClientLimits', () => {
  it('defaults, overrides one kind, turns off, and refuses nonsense', () => {
    expect(readClientLimits({})?.save).toEqual({ max: 30, windowMs: 60_000 });
    expect(readClientLimits({ POLIS_LIMIT_SMS: '5/300' })?.sms).toEqual({ max: 5, windowMs: 300_000 });
    expect(readClientLimits({ POLIS_CLIENT_LIMITS: 'off' })).toBeNull();
    expect(readClientLimits({ POLIS_LIMIT_DRAFT: '10/60' })?.draft).toEqual({ max: 10, windowMs: 60_000 });
    expect(() => readClientLimits({ POLIS_LIMIT_SAVE: 'lots' })).toThrow(/POLIS_LIMIT_SAVE/);
  });
});

describe('every save route takes part in both guards', () => {
  it('refuses to register a save route without idempotency and a client limit', () => {
    for (const url of ['/api/site/kids/save', '/api/minikasko_neo/saqlash', '/api/x/create-contract'])
      expect(() => requireSaveGuards({ method: 'POST', url, config: {} })).toThrow(/idempotent: true/);
    expect(() =>
      requireSaveGuards({ method: 'POST', url: '/api/x/save', config: { idempotent: true } }),
    ).toThrow();
    expect(() =>
      requireSaveGuards({
        method: 'POST',
        url: '/api/x/save',
        config: { idempotent: true, clientLimit: 'save' },
      }),
    ).not.toThrow();
    expect(() => requireSaveGuards({ method: 'GET', url: '/api/x/save', config: {} })).not.toThrow();
    expect(() =>
      requireSaveGuards({ method: 'POST', url: '/api/sayt/contract/check', config: {} }),
    ).not.toThrow();
  });
});
