import type { Kysely, Transaction } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import {
  AccountDeleted,
  ConsentList,
  DeviceSessionList,
  MyDataExport,
  MyDataSummary,
  type Consent,
} from '@polis/api-contract';
import {
  caller,
  companyPolicy,
  karimovPolicy,
  payWithPayme,
  seededPaymentKit,
} from '../testing/osago-test-kit';
import { cabinetClient, lastLoginCode } from '../testing/cabinet-test-kit';
import { SITE_AUTH } from '../testing/test-server';
import { findUserByPhone } from './cabinet-users';
import { deleteAccount } from './account-deletion';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The database with the account row's deletion made to fail inside the deletion's transaction (the step after
 * every other one), so a test sees whether the steps before it are rolled back.
 */
function failingLastStep(handle: Db): Db {
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  };
  const failingTrx = (trx: Transaction<Database>) =>
    new Proxy(trx, {
      get: (target, prop) =>
        prop === 'deleteFrom'
          ? (table: string) => {
              if (table === 'cabinet_users') throw new Error('the last step fails');
              return target.deleteFrom(table as 'cabinet_users');
            }
          : bound(target, prop),
    });
  const db = new Proxy(handle.db, {
    get: (target, prop) =>
      prop === 'transaction'
        ? () => {
            const builder = target.transaction();
            return {
              execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
                builder.execute((trx) => work(failingTrx(trx))),
            };
          }
        : bound(target, prop),
  }) as Kysely<Database>;
  return { ...handle, db };
}

/**
 * The customer's data (issue 27) through the real app: policies bought through the OSAGO save and paid through
 * the Payme sandbox, the seeded claims, saved people and cars, business applications. Two customers with data of
 * the same shapes: neither's export holds anything of the other's.
 */

let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let txNumber = 0;
beforeAll(async () => {
  env = await seededPaymentKit();
});
afterAll(() => env.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, path: string, token?: string, payload?: object) =>
  env.kit.app.inject({
    method,
    url: `/api/shaxsiy_kabinet/${path}`,
    headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The SMS login from a browser: its User-Agent is what the devices list names. */
async function login(phone: string, userAgent = CHROME_ANDROID): Promise<string> {
  const client = cabinetClient(env.kit.app);
  await client.post('send-code', { phone });
  const code = await lastLoginCode(env.kit.handle, phone);
  const res = await client.post(
    'check-verification-code',
    { phone, code },
    { headers: { 'user-agent': userAgent } },
  );
  const token: unknown = res.json().token;
  if (typeof token !== 'string') throw new Error(`no token: ${res.body}`);
  return token;
}

async function buy(body: object) {
  const saved = await caller(env.kit.app).post('/api/osago-neo/save-policy/v2', body);
  const response = saved.json().response as { contract_id: number; amount_uzs: number } | undefined;
  if (!response) throw new Error(`save failed: ${saved.body}`);
  txNumber += 1;
  await payWithPayme(env.kit, response.contract_id, response.amount_uzs, txNumber);
  return response.contract_id;
}

async function businessRequest(phone: string, company: string, userId: number | null = null) {
  await env.kit.handle.db
    .insertInto('site_requests')
    .values({
      kind: 'business',
      product: 'surety-insurance',
      inn: null,
      company_name: company,
      full_name: null,
      phone,
      message: null,
      details: '{}',
      lang: 'ru',
      channel: 'site',
      client_key: 'test',
      created_at: new Date().toISOString(),
      user_id: userId,
    })
    .execute();
}

const exported = async (token: string) => {
  const res = await call('GET', 'my-data/export', token);
  expect(res.statusCode).toBe(200);
  return { res, file: JSON.parse(res.body) as MyDataExport };
};

const KARIMOV = '998901234567';
const RAHIMOVA = '998935550011';

describe('the export', () => {
  let karimov: string;
  let rahimova: string;
  let karimovContract: number;
  let rahimovaContract: number;

  beforeAll(async () => {
    karimovContract = await buy(karimovPolicy());
    rahimovaContract = await buy(companyPolicy({ phone_number: RAHIMOVA }));
    karimov = await login(KARIMOV, CHROME_ANDROID);
    rahimova = await login(RAHIMOVA, SAFARI_IPHONE);
    // The same shapes for both: themselves and another person saved, a car, a business application.
    const people = [
      [
        karimov,
        { relation: 'me', passport_series: 'AA', passport_number: '1234567', birthday: '15.03.1990' },
      ],
      [
        karimov,
        {
          relation: 'other',
          passport_series: 'AB',
          passport_number: '7654321',
          birthday: '02.02.1962',
          consent: true,
        },
      ],
      [
        rahimova,
        { relation: 'me', passport_series: 'AB', passport_number: '2345678', birthday: '22.07.1995' },
      ],
      [
        rahimova,
        {
          relation: 'other',
          passport_series: 'AD',
          passport_number: '5550011',
          birthday: '01.01.1970',
          consent: true,
        },
      ],
    ] as const;
    for (const [token, person] of people)
      expect((await call('POST', 'saved/people', token, person)).statusCode).toBe(201);
    const car = { tech_passport_series: 'AAF', model: 'Cobalt', year: 2020 };
    await call('POST', 'saved/vehicles', karimov, {
      ...car,
      plate: '01A123BC',
      tech_passport_number: '1234567',
    });
    await call('POST', 'saved/vehicles', rahimova, {
      ...car,
      plate: '01B234CD',
      tech_passport_number: '2345678',
    });
    await businessRequest(KARIMOV, 'Karimov Savdo MChJ');
    await businessRequest(RAHIMOVA, 'Rahimova Textile MChJ');
  });

  it('is one JSON file to download, never cached, of the schema the contract documents', async () => {
    const { res, file } = await exported(karimov);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="polis-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...Value.Errors(MyDataExport, file)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
  });

  it("holds the customer's account, saved items, policies with facts and payments, claims, applications, consents, devices", async () => {
    const { file } = await exported(karimov);
    expect(file.account).toMatchObject({
      phone: KARIMOV,
      is_registered: true,
      pinfl: expect.stringMatching(/^\d{14}$/),
    });
    // Full personal numbers are the customer's own data here.
    expect(file.saved_people.map((p) => `${p.passport_series}${p.passport_number}`)).toEqual([
      'AA1234567',
      'AB7654321',
    ]);
    expect(file.saved_vehicles.map((v) => v.plate)).toEqual(['01A123BC']);
    const policy = file.policies.find((p) => p.contract.id === karimovContract);
    expect(policy?.contract).toMatchObject({ product: 'osago', phone: KARIMOV, status: expect.any(String) });
    expect(policy?.contract.details).toMatchObject({ plate: '01A123BC' });
    expect(policy?.contract.sale).not.toBeNull();
    expect(policy?.payments).toEqual([expect.objectContaining({ provider: 'payme', state: 'paid' })]);
    expect(file.claims.map((c) => c.policy_number).sort()).toEqual(['EIOO 9100001', 'KASK 9100002']);
    expect(file.business_requests.map((b) => b.company_name)).toEqual(['Karimov Savdo MChJ']);
    expect(file.consents.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['reminders', 'marketing', 'saved_others', 'offer']),
    );
    expect(file.sessions).toEqual([expect.objectContaining({ browser: 'Chrome 120', system: 'Android 14' })]);
  });

  it("holds nothing of another customer's, though both keep data of the same shapes", async () => {
    const karimovFile = (await exported(karimov)).res.body;
    const rahimovaFile = (await exported(rahimova)).res.body;
    for (const theirs of [
      RAHIMOVA,
      '"2345678"',
      '"5550011"',
      '01B234CD',
      '01123ABC',
      'TRVL 9100003',
      'Rahimova Textile',
      'Safari 17',
    ])
      expect(karimovFile).not.toContain(theirs);
    for (const theirs of [
      KARIMOV,
      '"1234567"',
      '7654321',
      '01A123BC',
      'EIOO 9100001',
      'KASK 9100002',
      'Karimov Savdo',
      'Chrome 120',
    ])
      expect(rahimovaFile).not.toContain(theirs);
    const own = JSON.parse(rahimovaFile) as MyDataExport;
    expect(own.policies.map((p) => p.contract.id)).toEqual([rahimovaContract]);
    expect(own.claims.map((c) => c.policy_number)).toEqual(['TRVL 9100003']);
  });

  it('counts what is kept in the summary', async () => {
    const res = await call('GET', 'my-data', karimov);
    expect(Value.Check(MyDataSummary, res.json())).toBe(true);
    expect(res.json().counts).toMatchObject({
      saved_people: 2,
      saved_vehicles: 1,
      claims: 2,
      business_requests: 1,
      sessions: 1,
    });
    expect(res.json().counts.policies).toBeGreaterThanOrEqual(1);
  });

  it("lists the offer of each policy as given at its payment, not withdrawable: that is the policy's cancellation", async () => {
    const consents = (await call('GET', 'my-data/consents', karimov)).json<ConsentList>().consents;
    const offer = consents.find((c) => c.kind === 'offer' && c.policy?.contract_id === karimovContract);
    expect(offer).toMatchObject({
      active: true,
      withdrawable: false,
      given_at: expect.any(String),
      withdrawn_at: null,
    });
    const refused = await call('DELETE', 'my-data/consents/offer', karimov);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'offer_not_withdrawable']);
  });
});

describe('consents', () => {
  let token: string;
  const consent = async (kind: Consent['kind']) =>
    (await call('GET', 'my-data/consents', token)).json<ConsentList>().consents.find((c) => c.kind === kind);
  beforeAll(async () => {
    token = await login('998907771101');
  });

  it('has reminders on and marketing off for a new account', async () => {
    expect(await consent('reminders')).toMatchObject({
      active: true,
      given_at: expect.any(String),
      withdrawn_at: null,
    });
    expect(await consent('marketing')).toEqual({
      kind: 'marketing',
      active: false,
      given_at: null,
      withdrawn_at: null,
      withdrawable: true,
      policy: null,
    });
  });

  it('gives and withdraws marketing with the dates, and gives it again', async () => {
    const given = await call('POST', 'my-data/consents/marketing', token);
    expect(given.statusCode).toBe(200);
    expect(Value.Check(ConsentList, given.json())).toBe(true);
    const first = await consent('marketing');
    expect(first).toMatchObject({ active: true, given_at: expect.any(String), withdrawn_at: null });
    // Giving it again while it holds keeps the first date.
    await call('POST', 'my-data/consents/marketing', token);
    expect((await consent('marketing'))?.given_at).toBe(first?.given_at);
    await call('DELETE', 'my-data/consents/marketing', token);
    expect(await consent('marketing')).toMatchObject({ active: false, withdrawn_at: expect.any(String) });
    await call('POST', 'my-data/consents/marketing', token);
    expect(await consent('marketing')).toMatchObject({ active: true, withdrawn_at: null });
    const history = await env.kit.handle.db
      .selectFrom('customer_consents')
      .selectAll()
      .where('kind', '=', 'marketing')
      .execute();
    expect(history.filter((row) => row.withdrawn_at !== null)).toHaveLength(1);
  });

  it("withdraws reminders as the reminders switch does (the phone's opt-out), and gives them again", async () => {
    await call('DELETE', 'my-data/consents/reminders', token);
    expect(await consent('reminders')).toMatchObject({ active: false, withdrawn_at: expect.any(String) });
    expect((await call('GET', 'reminders', token)).json().reminders).toBe(false);
    await call('POST', 'my-data/consents/reminders', token);
    expect(await consent('reminders')).toMatchObject({ active: true, withdrawn_at: null });
    expect((await call('GET', 'reminders', token)).json().reminders).toBe(true);
  });

  it('records the saved-others consent when another person is saved; withdrawing it deletes the saved others', async () => {
    expect(await consent('saved_others')).toMatchObject({ active: false, given_at: null });
    await call('POST', 'saved/people', token, {
      relation: 'me',
      passport_series: 'AC',
      passport_number: '1110001',
      birthday: '01.01.1990',
    });
    await call('POST', 'saved/people', token, {
      relation: 'other',
      passport_series: 'AC',
      passport_number: '1110002',
      birthday: '01.01.1960',
      consent: true,
    });
    await call('POST', 'saved/people', token, {
      relation: 'other',
      passport_series: 'AC',
      passport_number: '1110003',
      birthday: '01.01.1961',
      consent: true,
    });
    expect(await consent('saved_others')).toMatchObject({ active: true, given_at: expect.any(String) });
    const withdrawn = await call('DELETE', 'my-data/consents/saved_others', token);
    expect(withdrawn.json()).toMatchObject({ removed_people: 2 });
    expect(await consent('saved_others')).toMatchObject({ active: false, withdrawn_at: expect.any(String) });
    const saved = (await call('GET', 'saved', token)).json();
    expect(saved.people.map((p: { relation: string }) => p.relation)).toEqual(['me']);
  });

  it('refuses a consent the cabinet does not give by a button', async () => {
    for (const kind of ['offer', 'saved_others', 'spam'])
      expect((await call('POST', `my-data/consents/${kind}`, token)).statusCode).toBe(400);
  });
});

describe('devices', () => {
  it("lists the sessions with browser and system, marks this one, and ends any; another customer's id is 404", async () => {
    const phone = '998907771202';
    const phoneSession = await login(phone, CHROME_ANDROID);
    const laptop = await login(phone, FIREFOX_LINUX);
    const stranger = await login('998907771203', SAFARI_IPHONE);
    const list = (await call('GET', 'my-data/sessions', laptop)).json<DeviceSessionList>();
    expect(Value.Check(DeviceSessionList, list)).toBe(true);
    expect(
      list.sessions
        .map(({ browser, system, current }) => ({ browser, system, current }))
        .sort((a, b) => Number(b.current) - Number(a.current)),
    ).toEqual([
      { browser: 'Firefox 121', system: 'Linux', current: true },
      { browser: 'Chrome 120', system: 'Android 14', current: false },
    ]);
    expect(list.sessions.every((s) => s.created_at && s.last_used_at && s.expires_at)).toBe(true);
    const phoneId = list.sessions.find((s) => !s.current)?.id ?? 0;
    const strangerId =
      (await call('GET', 'my-data/sessions', stranger)).json<DeviceSessionList>().sessions[0]?.id ?? 0;

    // Another customer's session: 404 as a missing one, and it keeps working.
    const theirs = await call('DELETE', `my-data/sessions/${strangerId}`, laptop);
    expect([theirs.statusCode, theirs.json().error.code]).toEqual([404, 'session_not_found']);
    expect((await call('GET', 'get/info', stranger)).statusCode).toBe(200);
    expect((await call('DELETE', 'my-data/sessions/999999', laptop)).statusCode).toBe(404);

    expect((await call('DELETE', `my-data/sessions/${phoneId}`, laptop)).statusCode).toBe(204);
    expect((await call('GET', 'get/info', phoneSession)).statusCode).toBe(401);
    expect((await call('DELETE', `my-data/sessions/${phoneId}`, laptop)).statusCode).toBe(404);
    const current = (await call('GET', 'my-data/sessions', laptop)).json<DeviceSessionList>().sessions;
    expect(current.map((s) => s.current)).toEqual([true]);
    // Ending the current one logs out.
    expect((await call('DELETE', `my-data/sessions/${current[0]?.id}`, laptop)).statusCode).toBe(204);
    expect((await call('GET', 'get/info', laptop)).statusCode).toBe(401);
  });
});

describe('the channel credential and an id', () => {
  it('open nothing: 401 without the session, and nothing changes', async () => {
    const token = await login('998907771304');
    const [session] = (await call('GET', 'my-data/sessions', token)).json<DeviceSessionList>().sessions;
    const calls: [Method, string, object?][] = [
      ['GET', 'my-data'],
      ['GET', 'my-data/export'],
      ['GET', 'my-data/consents'],
      ['POST', 'my-data/consents/marketing'],
      ['DELETE', 'my-data/consents/reminders'],
      ['GET', 'my-data/sessions'],
      ['DELETE', `my-data/sessions/${session?.id}`],
      ['DELETE', 'my-data/account', { confirm: true }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, undefined, body);
      expect([path, res.statusCode, res.json().error.code]).toEqual([path, 401, 'token_required']);
      const forged = await env.kit.app.inject({
        method,
        url: `/api/shaxsiy_kabinet/${path}`,
        headers: { authorization: SITE_AUTH, 'x-auth-token': 'x'.repeat(43) },
        ...(body ? { payload: body } : {}),
      });
      expect(forged.statusCode).toBe(401);
    }
    expect((await call('GET', 'get/info', token)).statusCode).toBe(200);
    expect((await call('GET', 'reminders', token)).json().reminders).toBe(true);
  });
});

describe('deleting the account', () => {
  const PHONE = '998935550011';
  let rahimovaContract: number;
  let tokens: string[];
  let oldId: number;

  beforeAll(async () => {
    // Rahimova's policy and claim from the export's suite stay hers by phone; she registers, saves, applies.
    rahimovaContract = (
      await env.kit.handle.db
        .selectFrom('contracts')
        .select('id')
        .where('phone', '=', PHONE)
        .executeTakeFirstOrThrow()
    ).id;
    tokens = [await login(PHONE, CHROME_ANDROID), await login(PHONE, FIREFOX_LINUX)];
    const registered = await cabinetClient(env.kit.app).post(
      'register-person',
      { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' },
      { token: tokens[0] },
    );
    expect(registered.json().data.is_registered).toBe(true);
    oldId = registered.json().data.id;
    await call('POST', 'my-data/consents/marketing', tokens[0]);
    // Sent while logged in, with a colleague's phone typed: the account's link is all that made it hers.
    await businessRequest('998909998877', 'Colleague Typed MChJ', oldId);
    // A DMS constructor application submitted while logged in, with a colleague's phone.
    await env.kit.handle.db
      .insertInto('dms_constructor_requests')
      .values({
        status: 1,
        channel: 'site',
        limit_uzs: 30_000_000,
        hospital_category: 'VIP',
        coverages: '{"default":[],"additional":[]}',
        number_of_employees: 3,
        price_per_employee: 1,
        price_for_company: 3,
        full_name: 'Kim Elena',
        phone: '998909998877',
        company_name: 'Colleague Typed DMS MChJ',
        inn: '302345678',
        lang: 'ru',
        created_at: new Date().toISOString(),
        submitted_at: new Date().toISOString(),
        user_id: oldId,
      })
      .execute();
  });

  it('needs the confirmation', async () => {
    expect((await call('DELETE', 'my-data/account', tokens[0], {})).statusCode).toBe(400);
    expect((await call('DELETE', 'my-data/account', tokens[0], { confirm: false })).statusCode).toBe(400);
    expect((await call('GET', 'get/info', tokens[0])).statusCode).toBe(200);
  });

  it('removes the account, saved items, sessions and consents; keeps policies, payments and claims detached', async () => {
    const db = env.kit.handle.db;
    const before = {
      policies: await db
        .selectFrom('policies')
        .select('id')
        .where('contract_id', '=', rahimovaContract)
        .execute(),
      payments: await db
        .selectFrom('payme_transactions')
        .select('id')
        .where('contract_id', '=', rahimovaContract)
        .execute(),
    };
    const res = await call('DELETE', 'my-data/account', tokens[0], { confirm: true });
    expect(res.statusCode).toBe(200);
    expect(Value.Check(AccountDeleted, res.json())).toBe(true);
    expect(res.json()).toEqual({
      // Her session of the export's suite too: three devices.
      removed: { saved_people: 2, saved_vehicles: 1, sessions: 3, consents: 2 },
      kept: { policies: 1, claims: 1 },
    });
    // Every session of the account is revoked.
    for (const token of tokens) expect((await call('GET', 'get/info', token)).statusCode).toBe(401);
    expect(await findUserByPhone(db, PHONE)).toBeUndefined();
    for (const table of ['saved_people', 'saved_vehicles', 'cabinet_sessions', 'customer_consents'] as const)
      expect(await db.selectFrom(table).select('id').where('user_id', '=', oldId).execute()).toEqual([]);
    // What the law keeps is still there, and names no account.
    expect(
      await db.selectFrom('policies').select('id').where('contract_id', '=', rahimovaContract).execute(),
    ).toEqual(before.policies);
    expect(
      await db
        .selectFrom('payme_transactions')
        .select('id')
        .where('contract_id', '=', rahimovaContract)
        .execute(),
    ).toEqual(before.payments);
    expect(
      await db.selectFrom('claims').select('policy_number').where('phone', '=', PHONE).execute(),
    ).toEqual([{ policy_number: 'TRVL 9100003' }]);
    const application = await db
      .selectFrom('site_requests')
      .select('user_id')
      .where('company_name', '=', 'Colleague Typed MChJ')
      .executeTakeFirstOrThrow();
    expect(application.user_id).toBeNull();
    const constructed = await db
      .selectFrom('dms_constructor_requests')
      .select('user_id')
      .where('company_name', '=', 'Colleague Typed DMS MChJ')
      .executeTakeFirstOrThrow();
    expect(constructed.user_id).toBeNull();
  });

  it('makes a new account at the next login with the phone: it finds only what the phone rule finds', async () => {
    const token = await login(PHONE);
    const info = (await call('GET', 'get/info', token)).json().data;
    expect(info).toMatchObject({ phone: PHONE, is_registered: false });
    expect(info.id).not.toBe(oldId);
    // A new customer's rule: policies and claims bought and filed with the phone proven by the SMS code.
    expect((await call('GET', 'get/policy-new', token)).json().data.map((p: { id: number }) => p.id)).toEqual(
      [rahimovaContract],
    );
    expect(
      (await call('GET', 'client-claims', token))
        .json()
        .data.map((c: { policy_number: string }) => c.policy_number),
    ).toEqual(['TRVL 9100003']);
    // The application only the old account's link made hers is not: it names another phone.
    const applications = (await call('GET', 'business-requests', token)).json().data;
    expect(applications.map((a: { company_name: string }) => a.company_name)).not.toContain(
      'Colleague Typed MChJ',
    );
    expect((await call('GET', 'saved', token)).json()).toEqual({ people: [], vehicles: [] });
    const consents = (await call('GET', 'my-data/consents', token)).json<ConsentList>().consents;
    expect(consents.find((c) => c.kind === 'marketing')).toMatchObject({ active: false, given_at: null });
    // Deleting the account withdrew the reminders: they do not resume for the phone.
    expect(consents.find((c) => c.kind === 'reminders')).toMatchObject({ active: false });
    // The person is free again: the new account may register as her.
    const again = await cabinetClient(env.kit.app).post(
      'register-person',
      { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' },
      { token },
    );
    expect(again.json().data).toMatchObject({ is_registered: true });
  });

  it('runs in one transaction: a step that fails leaves everything as it was', async () => {
    const db = env.kit.handle.db;
    const token = await login('998907771405');
    await call('POST', 'saved/people', token, {
      relation: 'me',
      passport_series: 'AE',
      passport_number: '4440001',
      birthday: '01.01.1990',
    });
    const user = await findUserByPhone(db, '998907771405');
    if (!user) throw new Error('no user');
    // The last step (the account row) fails: everything before it must be rolled back with it.
    const failing = failingLastStep(env.kit.handle);
    await expect(deleteAccount(failing, user)).rejects.toThrow('the last step fails');
    expect(await findUserByPhone(db, '998907771405')).toBeDefined();
    expect(
      await db.selectFrom('saved_people').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
    expect((await call('GET', 'get/info', token)).statusCode).toBe(200);
    expect((await call('GET', 'reminders', token)).json().reminders).toBe(true);
  });
});
