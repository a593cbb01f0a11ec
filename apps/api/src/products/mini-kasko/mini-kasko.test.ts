import { Value } from '@sinclair/typebox/value';
import {
  CheckIpResponse,
  MiniKaskoCheckResponse,
  MiniKaskoCreateContractResponse,
  MiniKaskoProgramsResponse,
  type MiniKaskoCreateContractRequest,
} from '@polis/api-contract';
import { cabinetClient, logIn } from '../../testing/cabinet-test-kit';
import { tashkentDate, addDays } from '../../contracts/format';
import { payWithClick } from '../../testing/payment-test-kit';
import { payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow } = saleSuite();

const SAVE = '/api/minikasko_neo/saqlash';
const CHECK = '/api/minikasko_neo/getPolicy';

/** Karimov Alisher (AA 1234567, 15.03.1990) insures his Cobalt 01A123BC with Comfort. */
const application = (
  change: Partial<MiniKaskoCreateContractRequest> = {},
): MiniKaskoCreateContractRequest => ({
  program_id: 2,
  gos_number: '01 a 123 bc',
  tech_sery: 'aaf',
  tech_number: '1234567',
  phone_number: '998901234567',
  passport: 'AA1234567',
  birthday: '15.03.1990',
  amount_uzs: 90_000,
  ...change,
});

it('lists the three programs with prices, covers and descriptions in three languages', async () => {
  const res = await api.get('/api/minikasko_neo/getPrograms');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(MiniKaskoProgramsResponse, body)).toBe(true);
  expect(
    body.tariflar.map((t: { id: number; premium: number; liability: number }) => [
      t.id,
      t.premium,
      t.liability,
    ]),
  ).toEqual([
    [1, 60_000, 10_000_000],
    [2, 90_000, 20_000_000],
    [3, 110_000, 30_000_000],
  ]);
  expect(body.tariflar[0].description.uz).toContain('10 000 000 soʻm');
});

describe('checkCar', () => {
  it('finds the car by plate and tech passport, as OSAGO does', async () => {
    const res = await api.post('/api/minikasko_neo/checkCar', {
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
    });
    const body = res.json();
    expect(Value.Check(CheckIpResponse, body)).toBe(true);
    expect(body).toMatchObject({
      error: 0,
      status: 1,
      response: { car_model: 'Chevrolet Cobalt', issue_year: 2020, restricted: false },
    });
  });

  it('answers error 1 vehicle_not_found for a wrong tech passport, and 400 for a malformed one', async () => {
    const res = await api.post('/api/minikasko_neo/checkCar', {
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '7654321',
    });
    expect(res.json()).toMatchObject({ error: 1, status: 0, code: 'vehicle_not_found' });
    const bad = await api.post('/api/minikasko_neo/checkCar', { gos_number: '01A123BC', tech_sery: 'AAF' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('saqlash', () => {
  it('saves a 31-day contract priced by the server, with the car on the policy and a lead', async () => {
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(MiniKaskoCreateContractResponse, body)).toBe(true);
    expect(body).toMatchObject({ error: 0, amount_uzs: 90_000, liability: 20_000_000 });
    const contract = await contractRow(body.contract_id);
    const start = addDays(tashkentDate(new Date()), 1);
    expect(contract).toMatchObject({
      product: 'mini-kasko',
      status: 'saved',
      amount_uzs: 90_000,
      phone: '998901234567',
      holder_name: 'Karimov Alisher Bahodirovich',
      start_date: start,
      end_date: addDays(start, 30),
    });
    expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
    expect(JSON.parse(contract.details)).toEqual({
      gos_number: '01A123BC',
      model: 'Chevrolet Cobalt, 2020',
      tech_passport: 'AAF 1234567',
      vin: 'XWBJA69V9LA123456',
      program: 'Mini KASKO Comfort',
      insured_sum: 20_000_000,
      period_days: 31,
    });
    expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
    const chat = await env.kit.lastChat();
    expect(chat.text).toContain('Mini KASKO');
    expect(chat.text).toContain('Comfort');
    // A lead: the contact's name and phone in full for the call back, never a passport or the plate.
    expect(chat.text).toMatch(/Name: .*Karimov/);
    expect(chat.text).toContain('Phone: +998 90 123 45 67');
    for (const secret of ['998901234567', '1234567', '01A123BC']) expect(chat.text).not.toContain(secret);
  });

  it("answers 422 price_mismatch with the server's figure, and saves without an amount", async () => {
    const res = await api.post(SAVE, application({ amount_uzs: 60_000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 90_000 });
    const free = await api.post(SAVE, { ...application({ program_id: 3 }), amount_uzs: undefined });
    expect([free.statusCode, free.json().amount_uzs]).toEqual([200, 110_000]);
  });

  it.each([
    ['unknown_program', { program_id: 9 }],
    ['vehicle_not_found', { tech_number: '7654321' }],
    ['restricted_model', { gos_number: '85321DEF', tech_sery: 'AAE', tech_number: '2345670' }],
    ['person_not_found', { birthday: '16.03.1990' }],
    ['person_not_found', { passport: 'AA9999999' }],
  ])('answers 422 %s and saves nothing', async (code, change) => {
    const before = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application(change));
    expect([res.statusCode, res.json().error.code]).toEqual([422, code]);
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a passport without its number', application({ passport: 'AA' })],
    ['a short phone', application({ phone_number: '90123456' })],
    ['a text program', { ...application(), program_id: 'two' }],
    ['31.02', application({ birthday: '31.02.1990' })],
  ])('refuses %s with 400', async (_what, body) => {
    const before = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(validation|bad_json)$/);
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });
});

describe('getPolicy', () => {
  it('is not paid until Click pays; then answers the policy, which the cabinet lists', async () => {
    const saved = (await api.post(SAVE, application())).json();
    expect((await api.post(CHECK, { order_id: saved.order_id })).json()).toEqual({
      error: 1,
      check: false,
      message: 'payment_not_made',
    });
    await payWithClick(env.kit.app, {
      click_trans_id: '8101',
      merchant_trans_id: saved.order_id,
      amount: '90000',
    });

    const res = await api.post(CHECK, { order_id: saved.order_id, contract_id: saved.contract_id });
    const body = res.json();
    expect(Value.Check(MiniKaskoCheckResponse, body)).toBe(true);
    expect(body).toMatchObject({
      check: true,
      polis_seria: 'MKAS',
      policy_seria: 'MKAS',
      policy_number: body.polis_number,
      pdf_url: body.url,
    });
    const pdf = await env.kit.app.inject({ url: new URL(body.url).pathname + new URL(body.url).search });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const token = await logIn(env.kit.app, env.kit.handle, '998901234567');
    const policies = (await cabinetClient(env.kit.app).get('get/policy-new', token)).json().data;
    expect(policies).toContainEqual(
      expect.objectContaining({
        contract_id: saved.contract_id,
        product: 'mini-kasko',
        policy_series: 'MKAS',
      }),
    );
  }, 20_000);

  it('is paid by Payme too', async () => {
    // Another car: the Cobalt's mini KASKO was paid above (one own-damage cover per car and day).
    const gentra = { gos_number: '01B234CD', tech_number: '2345678' };
    const saved = (
      await api.post(SAVE, application({ program_id: 1, amount_uzs: 60_000, ...gentra }))
    ).json();
    const { perform } = await payWithPayme(env.kit, saved.contract_id, 60_000, 8201);
    expect(perform).toMatchObject({ result: { state: 2 } });
    expect((await api.post(CHECK, { order_id: saved.order_id })).json()).toMatchObject({ check: true });
  });

  it('opens nothing for a wrong pair of ids, another product or a bare contract id', async () => {
    const saved = (await api.post(SAVE, application())).json();
    const osago = await env.kit.contract();
    for (const ids of [
      { contract_id: saved.contract_id + 1000, order_id: saved.order_id },
      { order_id: 'P000000-AAAAAAAAAA' },
      { order_id: osago.order_id },
    ]) {
      const res = await api.post(CHECK, ids);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'contract_not_found']);
    }
    expect((await api.post(CHECK, { contract_id: saved.contract_id })).statusCode).toBe(400);
  });
});
