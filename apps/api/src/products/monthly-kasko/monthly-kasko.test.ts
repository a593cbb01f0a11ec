import type { FastifyInstance } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import { MonthlyKaskoPlanResponse, type MonthlyKaskoSaveRequest } from '@polis/api-contract';
import { cabinetClient, logIn } from '../../testing/cabinet-test-kit';
import { tashkentDate } from '../../contracts/format';
import { openDatabase, type Db } from '../../db/database';
import { describePostgres, postgresSchema } from '../../testing/postgres-schema';
import { SITE_AUTH, testServer } from '../../testing/test-server';
import { sandboxCardProcessor, type CardProcessor } from './card-processor';
import { runMonthlyCharges } from './monthly-charges';
import { rawFacts } from '../../testing/printed-facts';

const WORKS = '8600 1111 1111 1110';
const DECLINES_LATER = '8600 5555 5555 5556';
const PHONE = '998901234567';
const APPLICATION: MonthlyKaskoSaveRequest = {
  program_id: 1,
  gos_number: '01A123BC',
  tech_sery: 'AAF',
  tech_number: '1234567',
  phone_number: PHONE,
  passport: 'AA1234567',
  birthday: '15.03.1990',
  amount_uzs: 60_000,
};
/** Another car (one own-damage cover per car and day: a second plan needs a second car). */
const GENTRA: MonthlyKaskoSaveRequest = { ...APPLICATION, gos_number: '01B234CD', tech_number: '2345678' };
const thisMonth = () => {
  const day = tashkentDate(new Date());
  return `${day.slice(5, 7)}${day.slice(2, 4)}`;
};

function monthlyKit(app: FastifyInstance, handle: Db) {
  const db = handle.db;
  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { authorization: SITE_AUTH }, payload: payload as object });
  const lastSms = (purpose: string) =>
    db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', PHONE)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  const smsCount = async (purpose: string) =>
    (await db.selectFrom('sms_outbox').select('id').where('purpose', '=', purpose).execute()).length;
  /** Saves, binds the card with the SMS code (which pays the first month) and opens the plan. */
  const buy = async (card = WORKS, cardDate = '1229', application = APPLICATION) => {
    const saved = await post('/api/monthly-kasko/save', application);
    expect(saved.statusCode).toBe(200);
    const ids = { contract_id: saved.json().contract_id, order_id: saved.json().order_id };
    const { details } = await db
      .selectFrom('contracts')
      .select('details')
      .where('id', '=', ids.contract_id)
      .executeTakeFirstOrThrow();
    expect(rawFacts(JSON.parse(details))).toEqual([]);
    const created = await post('/api/web/subscription/create-card', {
      ...ids,
      card_number: card,
      card_date: cardDate,
    });
    expect(created.json()).toMatchObject({ status: 'pending' });
    const code = /: ([0-9]{6})\./.exec((await lastSms('subscription-code')).text)?.[1];
    const verified = await post('/api/web/subscription/verify', {
      code,
      subscription_id: created.json().subscription_id,
      order_id: ids.order_id,
    });
    expect(verified.json()).toMatchObject({ data: { status: 'active' } });
    expect((await post('/api/monthly-kasko/check', ids)).json()).toMatchObject({ check: true });
    return ids;
  };
  const status = async (ids: { contract_id: number; order_id: string }) => {
    const res = await post('/api/monthly-kasko/status', ids);
    expect(res.statusCode).toBe(200);
    expect(Value.Check(MonthlyKaskoPlanResponse, res.json())).toBe(true);
    return res.json() as MonthlyKaskoPlanResponse;
  };
  const plan = (contractId: number) =>
    db
      .selectFrom('monthly_plans')
      .selectAll()
      .where('contract_id', '=', contractId)
      .executeTakeFirstOrThrow();
  const dueAt = async (contractId: number, days = 0) => {
    const at = (await plan(contractId)).next_charge_at;
    if (!at) throw new Error('nothing due');
    return new Date(new Date(at).getTime() + days * 86_400_000 + 1000);
  };
  const run = (now: Date, processor: CardProcessor = sandboxCardProcessor(db)) =>
    runMonthlyCharges({ db, processor, now });
  const ledger = async () => (await db.selectFrom('sandbox_card_charges').selectAll().execute()).length;
  return { db, post, buy, status, plan, dueAt, run, ledger, lastSms, smsCount };
}

const handles = new WeakMap<FastifyInstance, Db>();
const handleOf = (app: FastifyInstance) => handles.get(app) as Db;

describe('monthly mini KASKO (SQLite)', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof monthlyKit>;
  beforeEach(async () => {
    const server = await testServer();
    app = server.app;
    handles.set(app, server.handle);
    kit = monthlyKit(app, server.handle);
  });
  afterEach(() => app.close());

  it('offers the saved card only, and charges the first month at purchase through the card subscription', async () => {
    const saved = (await kit.post('/api/monthly-kasko/save', APPLICATION)).json();
    const providers = await kit.post('/api/contract/get-payment', {
      contract_id: saved.contract_id,
      order_id: saved.order_id,
    });
    expect(providers.json().data.map((p: { id: string }) => p.id)).toEqual(['card']);
    const ids = await kit.buy();
    const answer = await kit.status(ids);
    expect(answer).toMatchObject({
      status: 'active',
      amount_uzs: 60_000,
      periods_paid: 1,
      card_number: '8600 11** **** 1110',
      history: [{ period: 1, attempt: 1, status: 'charged', amount_uzs: 60_000 }],
    });
    expect(answer.next_charge_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(await kit.ledger()).toBe(0);
  });

  it('charges the next month once when it falls due, extends the policy a month and tells by SMS', async () => {
    const ids = await kit.buy();
    const before = await kit.plan(ids.contract_id);
    expect(await kit.run(new Date(new Date(before.next_charge_at as string).getTime() - 1000))).toMatchObject(
      {
        charged: 0,
      },
    );
    const due = await kit.dueAt(ids.contract_id);
    expect(await kit.run(due)).toMatchObject({ charged: 1 });
    expect(await kit.run(due)).toMatchObject({ charged: 0, failed: 0 });
    const after = await kit.plan(ids.contract_id);
    expect(after).toMatchObject({ status: 'active', periods_paid: 2, failures: 0 });
    expect(after.paid_through! > before.paid_through!).toBe(true);
    const contract = await kit.db
      .selectFrom('contracts')
      .select('end_date')
      .where('id', '=', ids.contract_id)
      .executeTakeFirstOrThrow();
    expect(contract.end_date).toBe(after.paid_through);
    expect((await kit.lastSms('monthly-kasko')).text).toContain('60 000');
    expect((await kit.status(ids)).history.map((h) => [h.period, h.status])).toEqual([
      [1, 'charged'],
      [2, 'charged'],
    ]);
    expect(await kit.ledger()).toBe(1);
  });

  it('on a declined card sends an SMS, retries 1 and 3 days after the due day, then lets the cover lapse', async () => {
    const ids = await kit.buy(DECLINES_LATER);
    const first = await kit.plan(ids.contract_id);
    const dueDay = first.due_day as string;
    const due = await kit.dueAt(ids.contract_id);
    expect(await kit.run(due)).toMatchObject({ failed: 1 });
    expect(await kit.smsCount('monthly-kasko')).toBe(1);
    let plan = await kit.plan(ids.contract_id);
    expect(plan).toMatchObject({ status: 'retrying', failures: 1, periods_paid: 1 });
    expect(tashkentDate(new Date(plan.next_charge_at as string))).toBe(
      new Date(Date.parse(dueDay) + 86_400_000).toISOString().slice(0, 10),
    );
    // Nothing until the retry day.
    expect(await kit.run(due)).toMatchObject({ failed: 0 });
    expect(await kit.run(await kit.dueAt(ids.contract_id))).toMatchObject({ failed: 1 });
    plan = await kit.plan(ids.contract_id);
    expect(tashkentDate(new Date(plan.next_charge_at as string))).toBe(
      new Date(Date.parse(dueDay) + 3 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(await kit.run(await kit.dueAt(ids.contract_id))).toMatchObject({ lapsed: 1 });
    expect(await kit.smsCount('monthly-kasko')).toBe(3);
    expect((await kit.lastSms('monthly-kasko')).text).toContain('toʻxtatildi');
    const answer = await kit.status(ids);
    expect(answer).toMatchObject({ status: 'lapsed', periods_paid: 1, next_charge_date: null });
    expect(answer.history.map((h) => `${h.period}/${h.attempt}:${h.status}`)).toEqual([
      '1/1:charged',
      '2/1:declined',
      '2/2:declined',
      '2/3:declined',
    ]);
    expect(await kit.run(new Date(due.getTime() + 60 * 86_400_000))).toMatchObject({ charged: 0, failed: 0 });
  });

  it('finds an expired card when the month falls due after its expiry', async () => {
    const ids = await kit.buy(WORKS, thisMonth());
    expect(await kit.run(await kit.dueAt(ids.contract_id))).toMatchObject({ failed: 1 });
    expect((await kit.status(ids)).history[1]).toMatchObject({ period: 2, status: 'expired' });
  });

  it('finishes a charge a crash cut short with the same key: the card is debited once', async () => {
    const ids = await kit.buy();
    const due = await kit.dueAt(ids.contract_id);
    const sandbox = sandboxCardProcessor(kit.db);
    const crashing: CardProcessor = async (charge) => {
      await sandbox(charge);
      throw new Error('crashed after the processor answered');
    };
    await expect(kit.run(due, crashing)).rejects.toThrow('crashed');
    expect(await kit.ledger()).toBe(1);
    expect((await kit.status(ids)).history[1]).toMatchObject({ period: 2, status: 'processing' });
    // Not yet stale: nobody touches it.
    expect(await kit.run(due)).toMatchObject({ charged: 0, recovered: 0 });
    const later = new Date(due.getTime() + 5 * 60_000);
    expect(await kit.run(later)).toMatchObject({ charged: 1, recovered: 1 });
    expect(await kit.ledger()).toBe(1);
    expect(await kit.plan(ids.contract_id)).toMatchObject({ periods_paid: 2, status: 'active' });
    expect(await kit.run(later)).toMatchObject({ charged: 0, recovered: 0 });
  });

  it('moves the clock by the sandbox control and charges the second month', async () => {
    const ids = await kit.buy();
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/api/monthly-kasko/advance',
      payload: { days: 32 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ charged: 1 });
    expect((await kit.status(ids)).periods_paid).toBe(2);
  });

  it("shows the plan in the cabinet's policy: next charge date, history, then the lapse", async () => {
    const ids = await kit.buy(DECLINES_LATER);
    const client = cabinetClient(app);
    const token = await logIn(app, handleOf(app), PHONE);
    const detail = async () =>
      (await client.get(`get/policy/${ids.contract_id}`, token)).json().data.monthly as Record<
        string,
        unknown
      >;
    expect(await detail()).toMatchObject({
      status: 'active',
      periods_paid: 1,
      history: [{ status: 'charged' }],
    });
    for (let i = 0; i < 3; i += 1) await kit.run(await kit.dueAt(ids.contract_id));
    expect(await detail()).toMatchObject({ status: 'lapsed', next_charge_date: null });
  });

  it('opens the plan only with both ids', async () => {
    const ids = await kit.buy();
    const wrong = await kit.post('/api/monthly-kasko/status', { ...ids, order_id: 'P000000-AAAAAAAAAA' });
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'contract_not_found']);
    expect((await kit.post('/api/monthly-kasko/status', { contract_id: ids.contract_id })).statusCode).toBe(
      400,
    );
  });

  it('refuses a price that is not one month of the program (422, nothing written)', async () => {
    const res = await kit.post('/api/monthly-kasko/save', { ...APPLICATION, amount_uzs: 90_000 });
    expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 60_000 });
    expect(await kit.db.selectFrom('monthly_plans').select('contract_id').execute()).toHaveLength(0);
  });
});

/** Two API instances on one database run the job at once, many times: each period is charged once. */
function concurrencySuite(open: () => Promise<{ handle: Db; done: () => Promise<void> }>) {
  it('charges each period exactly once with two instances running the job together', async () => {
    const { handle, done } = await open();
    const one = await testServer(handle);
    const two = await testServer(handle, { seed: false });
    try {
      const kit = monthlyKit(one.app, handle);
      const bought = [await kit.buy(), await kit.buy(WORKS, '1229', GENTRA)];
      const advance = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/sandbox/api/monthly-kasko/advance', payload: { days: 0 } });
      await one.app.inject({
        method: 'POST',
        url: '/sandbox/api/monthly-kasko/advance',
        payload: { days: 32 },
      });
      const runs = await Promise.all(Array.from({ length: 8 }, (_, i) => advance(i % 2 ? one.app : two.app)));
      expect(runs.every((r) => r.statusCode === 200)).toBe(true);
      for (const ids of bought) {
        const charges = await handle.db
          .selectFrom('monthly_charges')
          .selectAll()
          .where('contract_id', '=', ids.contract_id)
          .where('period', '=', 2)
          .execute();
        expect(charges.map((c) => c.status)).toEqual(['charged']);
        expect(await kit.plan(ids.contract_id)).toMatchObject({ periods_paid: 2 });
      }
      expect(await kit.ledger()).toBe(2);
    } finally {
      await one.app.close();
      await two.app.close();
      await done();
    }
  }, 60_000);
}

describe('monthly charges on two instances (SQLite)', () => {
  concurrencySuite(async () => {
    const handle = openDatabase({});
    return { handle, done: () => handle.close() };
  });
});

describePostgres('monthly charges on two instances (PostgreSQL)', () => {
  concurrencySuite(async () => {
    const schema = await postgresSchema('polis_monthly');
    return { handle: schema.handle, done: () => schema.drop() };
  });
});
