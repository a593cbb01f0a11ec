import { Value } from '@sinclair/typebox/value';
import {
  HousingCheckResponse,
  HousingCreateContractResponse,
  HousingTariffsResponse,
  type HousingCreateContractRequest,
} from '@polis/api-contract';
import { cabinetClient, logIn } from '../../testing/cabinet-test-kit';
import { addMonthsInclusive, formatDate, tashkentDate, addDays } from '../../contracts/format';
import { payWithPayme, tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { payWithClick } from '../../testing/payment-test-kit';
import { normaliseDate } from '../../registries/dates';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow } = saleSuite();

const CREATE = '/api/property-insurance-v2/create-contract';
const CHECK = '/api/sayt/uyjoy-api/check';

/** Karimov Alisher (AA 1234567, 15.03.1990) insures his flat with the default program 2. */
const karimovHome = (change: Partial<HousingCreateContractRequest> = {}): HousingCreateContractRequest => ({
  start_date: tomorrow(),
  program_id: 2,
  home: { type: 1, address: '  Toshkent sh., Chilonzor tumani,   9-kvartal, 12-uy, 34-xonadon ' },
  applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  amount_uzs: 140_000,
  ...change,
});
const create = (body: unknown) => api.post(CREATE, body);

it('lists the programs with the spec default (2: 140 000 for 115 000 000)', async () => {
  const res = await api.get('/api/property-insurance-v2/getTariffs');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(HousingTariffsResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, result: true, message: 'success' });
  expect(body.programs.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
  expect(body.programs[1]).toEqual({
    id: 2,
    name: {
      uz: 'Uy-joy sugʻurtasi «Standart»',
      ru: 'Страхование жилья «Стандарт»',
      en: 'Home insurance Standard',
    },
    total: 115_000_000,
    premium_year: 140_000,
  });
  expect((await env.kit.app.inject({ url: '/api/property-insurance-v2/getTariffs' })).statusCode).toBe(401);
});

describe('create-contract', () => {
  it('saves a contract priced by the server, with payment links and the facts the policy prints', async () => {
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await create(karimovHome());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(HousingCreateContractResponse, body)).toBe(true);
    expect(body).toEqual({
      error: 0,
      result: true,
      message: 'success',
      contract_id: expect.any(Number),
      order_id: expect.stringMatching(/^P\d{6}-[A-Z]{10}$/),
      payme_url: expect.stringContaining('/sandbox/payme/'),
      click_url: expect.stringContaining(`transaction_param=${body.order_id}`),
      amount_uzs: 140_000,
    });
    const payme = Buffer.from(body.payme_url.split('/').pop(), 'base64').toString();
    expect(payme).toContain(`ac.key=${body.contract_id};a=14000000;`);

    const contract = await contractRow(body.contract_id);
    const start = normaliseDate(tomorrow()) ?? '';
    expect(contract).toMatchObject({
      product: 'housing',
      status: 'saved',
      amount_uzs: 140_000,
      channel: 'site',
      phone: '998901234567',
      holder_name: 'Karimov Alisher Bahodirovich',
      start_date: start,
      end_date: addMonthsInclusive(start, 12),
    });
    expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
    expect(JSON.parse(contract.details)).toEqual({
      program: 'Home insurance Standard',
      insured_sum: 115_000_000,
      house_type: 'flat',
      address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy, 34-xonadon',
    });

    const chat = await env.kit.handle.db
      .selectFrom('chat_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .execute();
    expect(chat).toHaveLength(chatBefore + 1);
    expect(chat[0].text).toContain('Home insurance');
    // A lead: the contact's name and phone in full for the call back, never a passport or the address.
    expect(chat[0].text).toContain('Phone: +998 90 123 45 67');
    expect(chat[0].text).toMatch(/Name: .*Karimov/);
    expect(chat[0].text).toContain('Detail: Home insurance Standard');
    for (const secret of ['998901234567', '1234567', 'Chilonzor']) expect(chat[0].text).not.toContain(secret);
  });

  it('takes a house, a premium property program, ISO dates and no amount', async () => {
    const res = await create({
      ...karimovHome({ program_id: 3, home: { type: 2, address: 'Samarqand sh., Registon koʻchasi, 5-uy' } }),
      amount_uzs: undefined,
      start_date: normaliseDate(tomorrow()),
      applicant: { seria: 'AA', number: '1234567', birthday: '1990-03-15', phone: '998901234567' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amount_uzs).toBe(4_000_000);
    expect(JSON.parse((await contractRow(res.json().contract_id)).details)).toMatchObject({
      program: 'Premium property insurance Plus',
      house_type: 'house',
    });
  });

  it('drops keys it does not know and coerces numbers sent as text', async () => {
    const res = await create({
      ...karimovHome(),
      program_id: '2',
      home: { type: '1', address: 'Toshkent sh., 1-uy', floor: 3 },
      applicant: { ...karimovHome().applicant, pinfl: '31503902610013' },
      holder_name: 'Someone Else',
    });
    expect(res.statusCode).toBe(200);
    const contract = await contractRow(res.json().contract_id);
    expect(contract.holder_name).toBe('Karimov Alisher Bahodirovich');
    expect(JSON.parse(contract.details)).toEqual({
      program: 'Home insurance Standard',
      insured_sum: 115_000_000,
      house_type: 'flat',
      address: 'Toshkent sh., 1-uy',
    });
  });

  it('answers 422 price_mismatch with the server figure, and writes nothing', async () => {
    const before = await env.kit.count('chat_outbox');
    const res = await create(karimovHome({ amount_uzs: 100_000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'price_mismatch',
        message: expect.stringContaining('140 000'),
        details: [{ part: 'body', path: '/amount_uzs', message: '140000' }],
      },
      amount_uzs: 140_000,
    });
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });

  it.each([
    ['an unknown passport', { seria: 'AA', number: '9999999', birthday: '15.03.1990' }],
    ['a wrong birthday', { seria: 'AA', number: '1234567', birthday: '16.03.1990' }],
  ])('answers 422 person_not_found for %s', async (_what, person) => {
    const res = await create(karimovHome({ applicant: { ...person, phone: '998901234567' } }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'person_not_found', message: expect.any(String) } });
  });

  it('answers 422 unknown_program', async () => {
    const res = await create(karimovHome({ program_id: 9 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('unknown_program');
  });

  const today = tashkentDate(new Date());
  it.each([
    ['yesterday', { start_date: formatDate(addDays(today, -1)) }, '/start_date'],
    ['91 days ahead', { start_date: formatDate(addDays(today, 91)) }, '/start_date'],
    ['31.02', { start_date: '31.02.2030' }, '/start_date'],
    [
      'a birthday that does not exist',
      { applicant: { seria: 'AA', number: '1234567', birthday: '31.02.1990', phone: '998901234567' } },
      '/applicant/birthday',
    ],
    ['a blank address', { home: { type: 1 as const, address: '      ' } }, '/home/address'],
  ])('refuses %s with 400 validation', async (_what, change, path) => {
    const res = await create(karimovHome(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      details: [expect.objectContaining({ path })],
    });
  });

  it('takes a start 90 days ahead and today', async () => {
    for (const start of [addDays(today, 90), today]) {
      expect((await create(karimovHome({ start_date: formatDate(start) }))).statusCode).toBe(200);
    }
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a lower-case series', karimovHome({ applicant: { ...karimovHome().applicant, seria: 'aa' } })],
    ['a short phone', karimovHome({ applicant: { ...karimovHome().applicant, phone: '90123456' } })],
    ['house type 3', { ...karimovHome(), home: { type: 3, address: 'Toshkent sh., 1-uy' } }],
    ['a short address', karimovHome({ home: { type: 1, address: 'Uy' } })],
    ['an address over two lines', karimovHome({ home: { type: 1, address: 'Toshkent sh.,\n12-uy' } })],
    ['an address of 301 characters', karimovHome({ home: { type: 1, address: 'x'.repeat(301) } })],
    ['a text program id', { ...karimovHome(), program_id: 'two' }],
    ['a negative amount', karimovHome({ amount_uzs: -1 })],
    ['no applicant', { ...karimovHome(), applicant: undefined }],
  ])('refuses %s with 400', async (_what, body) => {
    const before = await env.kit.count('chat_outbox');
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(validation|bad_json)$/);
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });
});

describe('paying and checking', () => {
  const check = (body: unknown) => api.post(CHECK, body);

  it('is not paid until Payme pays; then the check answers the policy PDF, and the cabinet lists it', async () => {
    const saved = (await create(karimovHome())).json();
    const ids = { contract_id: saved.contract_id, order_id: saved.order_id };
    expect((await check(ids)).json()).toEqual({ error: 1, check: false, message: 'payment_not_made' });

    const { perform } = await payWithPayme(env.kit, saved.contract_id, 140_000, 7001);
    expect(perform).toMatchObject({ result: { state: 2 } });

    const paid = await check(ids);
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(Value.Check(HousingCheckResponse, body)).toBe(true);
    expect(body).toEqual({
      error: false,
      check: true,
      url: expect.stringContaining('/api/policy/HOUS/'),
      polis_seria: 'HOUS',
      polis_number: expect.stringMatching(/^\d{7}$/),
      result: { policy_number: `HOUS ${body.polis_number}`, pdf_url: body.url },
    });
    // The same answer as the platform's check, plus `result`.
    const platform = await api.post('/api/sayt/contract/check', ids);
    const { result: _result, ...same } = body;
    expect(platform.json()).toEqual(same);

    const pdf = await env.kit.app.inject({ url: new URL(body.url).pathname + new URL(body.url).search });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const token = await logIn(env.kit.app, env.kit.handle, '998901234567');
    const policies = (await cabinetClient(env.kit.app).get('get/policy-new', token)).json().data;
    expect(policies).toContainEqual(
      expect.objectContaining({
        contract_id: saved.contract_id,
        product: 'housing',
        product_type_id: 32,
        policy_series: 'HOUS',
        amount_uzs: 140_000,
      }),
    );
  }, 20_000);

  it('is paid through Click Prepare and Complete too', async () => {
    const saved = (await create(karimovHome())).json();
    await payWithClick(env.kit.app, {
      click_trans_id: '7101',
      merchant_trans_id: saved.order_id,
      amount: '140000',
    });
    const body = (await check({ contract_id: saved.contract_id, order_id: saved.order_id })).json();
    expect(body).toMatchObject({ check: true, polis_seria: 'HOUS', result: { pdf_url: body.url } });
    expect((await contractRow(saved.contract_id)).paid_via).toBe('click');
  });

  it('opens nothing for a wrong order id, another product, or a bare contract id', async () => {
    const saved = (await create(karimovHome())).json();
    const osago = await env.kit.contract();
    for (const ids of [
      { contract_id: saved.contract_id, order_id: 'P000000-AAAAAAAAAA' },
      { contract_id: saved.contract_id + 1000, order_id: saved.order_id },
      { contract_id: osago.id, order_id: osago.order_id },
    ]) {
      const res = await check(ids);
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'contract_not_found']);
    }
    expect((await check({ contract_id: saved.contract_id })).statusCode).toBe(400);
  });
});
