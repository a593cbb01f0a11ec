import { KARIMOV_IN_PREFILL } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import { OsagoPrefillResponse, SavePolicyResponse, type ExtensionSaveRequest } from '@polis/api-contract';
import { logIn } from '../../testing/cabinet-test-kit';
import { createContract } from '../../contracts/contract-service';
import { formatDate, tashkentDate, addDays } from '../../contracts/format';
import {
  KARIMOV_DRIVER,
  RAHIMOVA_DRIVER,
  channelAuth,
  companyPolicy,
  driver,
  endCover,
  karimovPolicy,
  payWithPayme,
} from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';

const { env, api: site, callerWith, contractRow } = saleSuite();
const beeline = callerWith(channelAuth('beeline'));
const renew = callerWith(channelAuth('renew'));
let tx = 100;

const SAVE = '/api/osago-neo/save-policy/v2';
const limitedKarimov = () =>
  karimovPolicy({
    amount_uzs: 192_000,
    number_drivers_id: 4,
    applicant_is_driver: true,
    drivers: [KARIMOV_DRIVER, RAHIMOVA_DRIVER],
  });

async function savedContract(body: unknown = limitedKarimov()) {
  await endCover(env.kit); // earlier tests insured the Cobalt for these days
  const res = await site.post(SAVE, body);
  return res.json().response as { contract_id: number; order_id: string; amount_uzs: number };
}

/** A paid contract whose cover ends in 9 days: the renewal starts the day after. */
async function expiringContract(body: unknown = limitedKarimov()) {
  const saved = await savedContract(body);
  tx += 1;
  await payWithPayme(env.kit, saved.contract_id, saved.amount_uzs, tx);
  const today = tashkentDate(new Date());
  await env.kit.handle.db
    .updateTable('contracts')
    .set({ start_date: addDays(today, -356), end_date: addDays(today, 9) })
    .where('id', '=', saved.contract_id)
    .execute();
  return saved;
}

describe('GET /api/osago-neo/copy/get', () => {
  it("pre-fills in full for the holder's cabinet session, with registry values", async () => {
    const saved = await savedContract();
    const token = await logIn(env.kit.app, env.kit.handle, '998901234567');
    const res = await env.kit.app.inject({
      method: 'GET',
      url: `/api/osago-neo/copy/get?contract_id=${saved.contract_id}&order_id=${saved.order_id}`,
      headers: { authorization: channelAuth('site'), 'x-auth-token': token },
    });
    const body = res.json();
    expect(Value.Check(OsagoPrefillResponse, body)).toBe(true);
    expect(body).toMatchObject({
      error: 0,
      response: {
        contract_id: saved.contract_id,
        order_id: saved.order_id,
        status: 'saved',
        agent_id: null,
        car: { gos_number: '01A123BC', car_model: 'Chevrolet Cobalt', vehicle_type_id: 1, issue_year: 2020 },
        applicant: {
          type: 'person',
          phone: '998901234567',
          person: KARIMOV_IN_PREFILL,
          organization: null,
        },
        policy: { periodId: 1, limit: 4, discountId: 1, accident: false, miniKaskoProgramId: null },
        drivers: [
          {
            passport__seria: 'AA',
            licenseSeria: 'AF',
            licenseIssueDate: '20.05.2010',
            name: 'Alisher',
            relative: 0,
          },
          { passport__seria: 'AB', pinfl: '42207952620021', lastname: 'Rahimova' },
        ],
      },
    });
  });

  it.each([
    ['the order id (it travels in links and SMS)', true, null],
    ["another user's cabinet session", true, '998935554433'],
  ])('masks documents, birthdays, PINFLs and surnames when opened by %s', async (_, withOrder, phone) => {
    const saved = await savedContract();
    const token = phone ? await logIn(env.kit.app, env.kit.handle, phone) : null;
    const query = withOrder ? `&order_id=${saved.order_id}` : '';
    const res = await env.kit.app.inject({
      method: 'GET',
      url: `/api/osago-neo/copy/get?contract_id=${saved.contract_id}${query}`,
      headers: { authorization: channelAuth('site'), ...(token ? { 'x-auth-token': token } : {}) },
    });
    const body = res.json();
    expect(Value.Check(OsagoPrefillResponse, body)).toBe(true);
    expect(body.response.car.gos_number).toBe('01A123BC');
    expect(body.response.applicant.person).toMatchObject({
      passportSery: 'AA',
      passportNumber: '*****67',
      birthday: '',
      pinfl: '',
      lastname: 'K.',
    });
    expect(body.response.applicant.phone).not.toContain('1234567');
    const text = JSON.stringify(body);
    for (const secret of ['1234567', '15.03.1990', '31503902610013', '42207952620021', 'Karimov', '2345678'])
      expect(text).not.toContain(secret);
  });

  it('opens a contract only with its order id or the holder session, never by the bare id', async () => {
    const saved = await savedContract();
    const missing = await site.get('/api/osago-neo/copy/get?contract_id=999999');
    for (const who of [site, beeline, renew]) {
      const bare = await who.get(`/api/osago-neo/copy/get?contract_id=${saved.contract_id}`);
      expect(bare.json()).toEqual(missing.json());
    }
    const token = await logIn(env.kit.app, env.kit.handle, '998901234567');
    const holder = await env.kit.app.inject({
      method: 'GET',
      url: `/api/osago-neo/copy/get?contract_id=${saved.contract_id}`,
      headers: { authorization: channelAuth('site'), 'x-auth-token': token },
    });
    expect(holder.json()).toMatchObject({ error: 0, response: { order_id: saved.order_id } });
    const withOrder = await beeline.get(
      `/api/osago-neo/copy/get?contract_id=${saved.contract_id}&order_id=${saved.order_id}`,
    );
    expect(withOrder.json()).toMatchObject({ error: 0, response: { contract_id: saved.contract_id } });
    const wrongOrder = await beeline.get(
      `/api/osago-neo/copy/get?contract_id=${saved.contract_id}&order_id=P000000-AAAAAAAAAA`,
    );
    expect(wrongOrder.json().code).toBe('contract_not_found');
  });

  it('answers contract_not_found for unknown ids and for other products', async () => {
    const travel = await createContract(env.kit.handle.db, {
      product: 'travel',
      amountUzs: 1000,
      channel: 'site',
    });
    for (const id of [travel.id, 999_999]) {
      expect((await site.get(`/api/osago-neo/copy/get?contract_id=${id}`)).json().code).toBe(
        'contract_not_found',
      );
    }
    expect((await site.get('/api/osago-neo/copy/get?contract_id=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/osago-neo/copy/save', () => {
  it('saves a new contract from a readable source and records where it came from', async () => {
    const source = await savedContract();
    const res = await site.post('/api/osago-neo/copy/save', {
      ...limitedKarimov(),
      drivers: [KARIMOV_DRIVER],
      contract_id: source.contract_id,
      order_id: source.order_id,
    });
    expect(Value.Check(SavePolicyResponse, res.json())).toBe(true);
    const copy = res.json().response;
    expect(copy.contract_id).not.toBe(source.contract_id);
    const row = await env.kit.handle.db
      .selectFrom('osago_applications')
      .selectAll()
      .where('contract_id', '=', copy.contract_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'copy', source_contract_id: source.contract_id });
  });

  it('refuses a source named by its bare id, even on the channel that saved it (error 10)', async () => {
    const source = await savedContract();
    for (const who of [site, beeline]) {
      const res = await who.post('/api/osago-neo/copy/save', {
        ...limitedKarimov(),
        contract_id: source.contract_id,
      });
      expect(res.json()).toMatchObject({ error: 10, code: 'contract_not_found', response: { key: null } });
    }
  });

  it('answers driver faults and price mismatches as save-policy does', async () => {
    const source = await savedContract();
    const fault = await site.post('/api/osago-neo/copy/save', {
      ...limitedKarimov(),
      drivers: [KARIMOV_DRIVER, driver('AA', '9999999', '01.01.1990')],
      contract_id: source.contract_id,
      order_id: source.order_id,
    });
    expect(fault.json()).toMatchObject({ error: 3, response: { key: 2 } });
    const mismatch = await site.post('/api/osago-neo/copy/save', {
      ...limitedKarimov(),
      amount_uzs: 1,
      contract_id: source.contract_id,
      order_id: source.order_id,
    });
    expect(mismatch.statusCode).toBe(422);
  });
});

const extensionBody = (
  oldContractId: number,
  change: Partial<ExtensionSaveRequest> = {},
): ExtensionSaveRequest => ({
  startDate: formatDate(addDays(tashkentDate(new Date()), 10)),
  periodId: 1,
  limit: 1,
  old_contract_id: oldContractId,
  agent_id: 'agent-7',
  amount_uzs: 384_000,
  car: { gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567', car_model: 'Chevrolet Cobalt' },
  drivers: [],
  applicant: {
    type: 'person',
    person: { passportSery: 'AA', passportNumber: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  },
  ...change,
});

describe('GET /api/osago-neo/extension/get', () => {
  it('refuses a contract that was never paid', async () => {
    const saved = await savedContract();
    const res = await site.get(`/api/osago-neo/extension/get?contract_id=${saved.contract_id}`);
    expect(res.json()).toMatchObject({ error: 1, result: false, code: 'extending-contract-not-found' });
  });

  it("pre-fills a paid contract by the renewal route's bare id, masked and without its order id", async () => {
    const old = await expiringContract();
    const res = await site.get(`/api/osago-neo/extension/get?contract_id=${old.contract_id}`);
    expect(Value.Check(OsagoPrefillResponse, res.json())).toBe(true);
    expect(res.json().response).toMatchObject({
      status: 'issued',
      order_id: '',
      next_start_date: addDays(tashkentDate(new Date()), 10),
      car: { gos_number: '01A123BC', car_model: 'Chevrolet Cobalt' },
    });
    const text = JSON.stringify(res.json());
    for (const secret of [old.order_id, '1234567', '15.03.1990', '31503902610013', 'Karimov'])
      expect(text).not.toContain(secret);
  });

  it('lets the renew channel read it by id, other channels only by order id', async () => {
    const old = await expiringContract();
    expect(
      (await renew.get(`/api/osago-neo/extension/get?contract_id=${old.contract_id}`)).json().error,
    ).toBe(0);
    const bare = await beeline.get(`/api/osago-neo/extension/get?contract_id=${old.contract_id}`);
    expect(bare.json().code).toBe('extending-contract-not-found');
    const withOrder = await beeline.get(
      `/api/osago-neo/extension/get?contract_id=${old.contract_id}&order_id=${old.order_id}`,
    );
    expect(withOrder.json().error).toBe(0);
    expect((await site.get('/api/osago-neo/extension/get?contract_id=999999')).json().code).toBe(
      'extending-contract-not-found',
    );
  });
});

describe('POST /api/osago-neo/extension/save', () => {
  it('saves the renewal on the renew channel with the agent, payable like any save', async () => {
    const old = await expiringContract();
    const res = await renew.post('/api/osago-neo/extension/save', extensionBody(old.contract_id));
    expect(Value.Check(SavePolicyResponse, res.json())).toBe(true);
    const saved = res.json().response;
    const contract = await contractRow(saved.contract_id);
    expect(contract).toMatchObject({ channel: 'renew', agent_id: 'agent-7', amount_uzs: 384_000 });
    const row = await env.kit.handle.db
      .selectFrom('osago_applications')
      .selectAll()
      .where('contract_id', '=', saved.contract_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'extension', source_contract_id: old.contract_id });
    tx += 1;
    const { perform } = await payWithPayme(env.kit, saved.contract_id, saved.amount_uzs, tx);
    expect(perform).toMatchObject({ result: { state: 2 } });
  });

  it('renews a limited policy with its drivers and an organisation applicant', async () => {
    const old = await expiringContract();
    const limited = await site.post(
      '/api/osago-neo/extension/save',
      extensionBody(old.contract_id, {
        limit: 4,
        amount_uzs: 192_000,
        drivers: [KARIMOV_DRIVER],
        agent_id: null,
      }),
    );
    expect(limited.json().error).toBe(0);

    const company = await expiringContract(companyPolicy());
    const res = await site.post(
      '/api/osago-neo/extension/save',
      extensionBody(company.contract_id, {
        amount_uzs: 672_000,
        car: { gos_number: '01123ABC', tech_sery: 'AAE', tech_number: '2012345' },
        applicant: {
          type: 'organization',
          organization: { inn: '301234567', name: 'Toshkent Non Kombinati AJ' },
        },
      }),
    );
    expect(res.json()).toMatchObject({ error: 0, response: { amount_uzs: 672_000 } });
  });

  it.each([
    ['an unknown old contract', () => Promise.resolve(999_999), {}, 10, 'extending-contract-not-found', null],
    [
      'another vehicle',
      () => expiringContract().then((c) => c.contract_id),
      { car: { gos_number: '01B234CD', tech_sery: 'AAF', tech_number: '2345678' } },
      10,
      'vehicle_mismatch',
      null,
    ],
    [
      'a wrong owner',
      () => expiringContract().then((c) => c.contract_id),
      {
        applicant: {
          type: 'person' as const,
          person: { passportSery: 'AA', passportNumber: '1234567', birthday: '16.03.1990' },
        },
      },
      1,
      'car_owner_data_not_found',
      null,
    ],
    [
      'an unknown driver',
      () => expiringContract().then((c) => c.contract_id),
      {
        limit: 4 as const,
        amount_uzs: 192_000,
        drivers: [KARIMOV_DRIVER, driver('AA', '9999999', '01.01.1990')],
      },
      3,
      'driver_data_not_found',
      2,
    ],
  ])('fails for %s', async (_what, oldId, change, error, code, key) => {
    const res = await site.post('/api/osago-neo/extension/save', extensionBody(await oldId(), change));
    expect(res.json()).toMatchObject({ error, result: false, code, response: { key } });
  });

  it('refuses an unpaid old contract and answers 422 on a price mismatch', async () => {
    const unpaid = await savedContract();
    const res = await site.post('/api/osago-neo/extension/save', extensionBody(unpaid.contract_id));
    expect(res.json().code).toBe('extending-contract-not-found');
    const old = await expiringContract();
    const mismatch = await site.post(
      '/api/osago-neo/extension/save',
      extensionBody(old.contract_id, { amount_uzs: 168_000 }),
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().amount_uzs).toBe(384_000);
  });

  it('refuses a malformed body with 400', async () => {
    const res = await site.post('/api/osago-neo/extension/save', {
      ...extensionBody(1),
      applicant: { type: 'robot' },
    });
    expect(res.statusCode).toBe(400);
  });
});
