import { Value } from '@sinclair/typebox/value';
import {
  OsgorCheckResponse,
  OsgorCreateContractResponse,
  type OsgorCreateContractRequest,
} from '@polis/api-contract';
import { osgorPremium, osgorRateOf } from '@polis/tariffs';
import { tashkentDate, addDays } from '../../contracts/format';
import { expectPaidOnlyAfterPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contracts: contractCount, contractRow } = saleSuite();

const SAVE = '/api/osgor_neo/save';
const CALC = '/api/osgor_neo/calculator';
const CHECK = '/api/osgor/check';
const FOT = 1_200_000_000;
const RATE = osgorRateOf('62010');
const PREMIUM = osgorPremium(FOT, RATE);
const tomorrow = addDays(tashkentDate(new Date()), 1);
const application = (change: Partial<OsgorCreateContractRequest> = {}): OsgorCreateContractRequest => ({
  inn: '307890123',
  mfo: '00491',
  name: 'IT Park Digital MChJ',
  direktor: 'Kim Elena Vladimirovna',
  manzil: 'Toshkent sh., Mirzo Ulugʻbek tumani, Buyuk Ipak yoʻli koʻchasi, 161-uy',
  oked: '62010',
  bankName: '"Trastbank" XAB',
  xisob_raqam: '20208000400789012007',
  rate: RATE,
  phone: '998901234567',
  regionId: 1,
  fot: FOT,
  premium: PREMIUM,
  start_date: tomorrow,
  ...change,
});

describe('POST /osgor_neo/calculator', () => {
  it('answers payroll x rate, with the payroll as a number or as digits', async () => {
    const res = await api.post(CALC, { fot: 120_000_000, rate: 0.0034 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: 0, result: true, message: 'success', premium: 408_000 });
    expect((await api.post(CALC, { fot: '1200000000', rate: RATE })).json().premium).toBe(685_200);
  });

  it.each([
    ['no rate', { fot: 1000 }],
    ['a negative payroll', { fot: -5, rate: 0.001 }],
    ['payroll with spaces', { fot: '120 000 000', rate: 0.001 }],
    ['a rate of zero', { fot: 1000, rate: 0 }],
  ])('refuses %s with 400 validation', async (_what, body) => {
    const res = await api.post(CALC, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('POST /osgor_neo/save: registry-backed data wins', () => {
  // Buxoro Qurilish Servis: the registry's OKED 41200 (building construction, class 15, rate 0.003086).
  const CONSTRUCTION = { inn: '304567890', mfo: '00296' };

  it('refuses a construction company declared as IT (the attack: 685,200 instead of 3,703,200)', async () => {
    const before = await contractCount();
    const res = await api.post(
      SAVE,
      application({ ...CONSTRUCTION, oked: '62010', rate: 0.000571, premium: 685_200 }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'rate_mismatch',
      message: expect.stringContaining('41200'),
    });
    expect(await contractCount()).toBe(before);
  });

  it("refuses the registry's OKED sent with a cheaper rate", async () => {
    const res = await api.post(
      SAVE,
      application({ ...CONSTRUCTION, oked: '41200', rate: 0.000571, premium: 685_200 }),
    );
    expect([res.statusCode, res.json().error.code]).toEqual([422, 'rate_mismatch']);
  });

  it("prices the registry's activity and keeps the registry's name, director and address, not the sent ones", async () => {
    const res = await api.post(
      SAVE,
      application({
        ...CONSTRUCTION,
        oked: '41200',
        rate: 0.003086,
        premium: 3_703_200,
        name: '<script>alert(1)</script>',
        direktor: 'Somebody Else',
        manzil: 'Nowhere 1',
      }),
    );
    expect([res.statusCode, res.json().premium]).toEqual([200, 3_703_200]);
    const contract = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(contract.holder_name).toBe('Buxoro Qurilish Servis MChJ');
    expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
    expect(JSON.parse(contract.details)).toMatchObject({
      director: 'Xolmatov Bobur Ulugʻbekovich',
      legal_address: 'Buxoro sh., Bahouddin Naqshband koʻchasi, 88-uy',
      oked: '41200',
      risk_rate: 0.003086,
    });
    const chat = await env.kit.lastChat();
    expect(chat.text).toContain('Buxoro Qurilish Servis');
    expect(chat.text).not.toContain('script');
  });

  it('names a company without a short name by its full registered name', async () => {
    const rate = osgorRateOf('08930');
    const res = await api.post(
      SAVE,
      application({ inn: '200123456', oked: '08930', rate, premium: osgorPremium(FOT, rate), name: 'X' }),
    );
    expect(res.statusCode).toBe(200);
    const contract = await env.kit.handle.db
      .selectFrom('contracts')
      .select('holder_name')
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(contract.holder_name).toBe('"Qoraqalpoq Tuz" davlat unitar korxonasi');
  });
});

describe('POST /osgor_neo/save', () => {
  it('saves a contract priced by the server, with url_click, url_payme, id and a lead', async () => {
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(OsgorCreateContractResponse, body)).toBe(true);
    expect(body).toMatchObject({
      error: 0,
      id: expect.any(Number),
      url_click: expect.stringContaining('click'),
      url_payme: expect.stringContaining('payme'),
      premium: PREMIUM,
      order_id: expect.stringMatching(/^P\d{6}-[A-Z]{10}$/),
    });
    const contract = await contractRow(body.id);
    expect(contract).toMatchObject({
      product: 'osgor',
      status: 'saved',
      amount_uzs: PREMIUM,
      start_date: tomorrow,
    });
    expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
    expect(JSON.parse(contract.details)).toMatchObject({
      inn: '307890123',
      oked: '62010',
      payroll: FOT,
      risk_rate: RATE,
      region_id: 1,
    });
    // The company is the policyholder (printed once, as such); its bank details are no part of the policy.
    for (const key of ['company', 'bank', 'mfo', 'account'])
      expect(JSON.parse(contract.details)).not.toHaveProperty(key);
    expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
    const chat = await env.kit.lastChat();
    expect(chat.text).toContain(body.order_id);
    expect(chat.text).toContain('IT Park Digital');
    // A lead: the registry's director as the contact, the phone in full for the call back.
    expect(chat.text).toContain('Name: Kim Elena Vladimirovna');
    expect(chat.text).toContain('Phone: +998 90 123 45 67');
    expect(chat.text).not.toContain('998901234567');
  });

  it('answers 422 price_mismatch with the server figure, and writes nothing', async () => {
    const before = await contractCount();
    const res = await api.post(SAVE, application({ premium: PREMIUM - 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: PREMIUM });
    expect(await contractCount()).toBe(before);
  });

  it.each([
    [
      'a rate cheaper than the activity',
      { rate: 0.000571, oked: '07290', premium: osgorPremium(FOT, 0.000571) },
      'rate_mismatch',
    ],
    [
      "another activity than the registry's, at that activity's own rate",
      { oked: '41200', rate: osgorRateOf('41200'), premium: osgorPremium(FOT, osgorRateOf('41200')) },
      'rate_mismatch',
    ],
    ['a company the registry lacks', { inn: '999999999' }, 'company_not_found'],
    ['a region that does not exist', { regionId: 999 }, 'unknown_region'],
  ])('refuses %s with 422 %s', async (_what, change, code) => {
    const before = await contractCount();
    const res = await api.post(SAVE, application(change as Partial<OsgorCreateContractRequest>));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe(code);
    expect(await contractCount()).toBe(before);
  });

  it('replays the first answer to a repeated Idempotency-Key and saves one contract', async () => {
    const key = { 'idempotency-key': 'osgor-replay-1' };
    const first = await api.post(SAVE, application(), key);
    const before = await contractCount();
    const again = await api.post(SAVE, application(), key);
    expect([again.statusCode, again.json().id]).toEqual([200, first.json().id]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await contractCount()).toBe(before);
    const other = await api.post(SAVE, application({ fot: FOT * 2, premium: PREMIUM * 2 }), key);
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'idempotency_key_reused']);
  });

  it('prices an unlisted activity at 3.4 per mille and takes payroll as digits', async () => {
    const res = await api.post(
      SAVE,
      application({ inn: '308901234', oked: '79110', rate: 0.0034, fot: '50000000', premium: 170_000 }),
    );
    expect([res.statusCode, res.json().premium]).toEqual([200, 170_000]);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['no phone', { phone: undefined }],
    ['a start date in the past', { start_date: '2020-01-01' }],
    ['31 February', { start_date: '31.02.2027' }],
    ['an INN of 8 digits', { inn: '30789012' }],
    ['a payroll of zero', { fot: '0', premium: 0 }],
  ])('refuses %s with 400', async (_what, change) => {
    const res = await api.post(SAVE, application(change as Partial<OsgorCreateContractRequest>));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

it('GET /osgor_neo/inn/v3 gives the rate of the company activity', async () => {
  const res = await api.get('/api/osgor_neo/inn/v3?inn=305678901');
  expect(res.json().organization).toMatchObject({ oked: '07290', rate: osgorRateOf('07290') });
});

it('is not paid until Payme pays; then the check answers the policy PDF; wrong ids open nothing', async () => {
  const saved = (await api.post(SAVE, application())).json();
  const ids = { contract_id: saved.id, order_id: saved.order_id };
  await expectPaidOnlyAfterPayme({
    kit: env.kit,
    api,
    checkUrl: CHECK,
    ids,
    amountUzs: PREMIUM,
    txNumber: 9001,
    schema: OsgorCheckResponse,
    wrongOrderId: true,
  });
}, 20_000);
