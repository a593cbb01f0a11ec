import { Value } from '@sinclair/typebox/value';
import {
  KaskoCarsResponse,
  KaskoCheckResponse,
  KaskoCreateContractResponse,
  KaskoHisoblashResponse,
  KaskoTarifResponse,
  type KaskoCreateContractRequest,
} from '@polis/api-contract';
import { COBALT_IN_REGISTRY, kaskoSaveExample } from '@polis/api-contract/examples';
import { kaskoQuote, kaskoYearPrice } from '@polis/tariffs';
import { tashkentDate } from '../../contracts/format';
import { policyFacts } from '../../policies/policy-facts';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const {
  env,
  api,
  contractRow,
  contracts: countContracts,
  expectRefused,
  expectPaidOnlyAfterPayme,
} = saleSuite();

it('serves the car tree with UZS prices', async () => {
  const body = (await api.get('/api/sayt/kasko/cars')).json();
  expect(Value.Check(KaskoCarsResponse, body)).toBe(true);
  const cobalt = body.cars[0].models.find((m: { name: string }) => m.name === 'Cobalt');
  expect(cobalt.positions).toContainEqual({ id: 132, name: 'GS-STYLE MT', price: 150_000_000 });
  expect(body.depreciation_per_year).toBe(0.05);
});

it('serves the programs and the constructor risks', async () => {
  const body = (await api.get('/api/kasko-neo/get-tarif')).json();
  expect(Value.Check(KaskoTarifResponse, body)).toBe(true);
  expect(body.programs.map((p: { percent: number }) => p.percent)).toEqual([1, 1.5, 2.5]);
  expect(body).toMatchObject({ default_program: 2, default_liability: 1_000_000, min_premium: 400_000 });
  expect(body.risks).toHaveLength(9);
});

it('calculates 140,000,000 -> 1,400,000 / 2,100,000 / 3,500,000, and refuses a malformed price', async () => {
  const body = (await api.post('/api/kasko-neo/hisoblash', { price: 140_000_000 })).json();
  expect(Value.Check(KaskoHisoblashResponse, body)).toBe(true);
  expect(body).toMatchObject({ tarif_1: 1_400_000, tarif_2: 2_100_000, tarif_3: 3_500_000 });
  expect(body.konstruktor[0]).toEqual({ id: 1, premium: 420_000 });
  for (const bad of [{}, { price: 'x' }, { price: -5 }])
    expect((await api.post('/api/kasko-neo/hisoblash', bad)).statusCode).toBe(400);
});

const SAVE = '/api/sayt/kasko/saqlash';
const CHECK = '/api/sayt/kasko/check';
const YEAR = Number(tashkentDate(new Date()).slice(0, 4));
// Cobalt GS-STYLE MT (150,000,000) made in 2020 (the registry's year), 5 % less a year of age; Comfort 1.5 %.
const COBALT_PRICE = kaskoYearPrice(150_000_000, COBALT_IN_REGISTRY.issue_year, YEAR);
const COMFORT = kaskoSaveExample(YEAR).amount_uzs ?? 0;
const application = (change: Partial<KaskoCreateContractRequest> = {}): KaskoCreateContractRequest => ({
  ...kaskoSaveExample(YEAR),
  ...change,
});
/** Two Cobalts added to the vehicle registry: one 20 years old, one whose year of issue the registry lacks. */
const OLD_CAR = { gos_number: '01Z999ZZ', tech_number: '9999901' };
const NO_YEAR_CAR = { gos_number: '01Y888YY', tech_number: '8888801' };
beforeAll(async () => {
  const car = (plate: string, techNumber: string, issueYear: number) => ({
    gov_number: plate,
    tech_series: 'AAF',
    tech_number: techNumber,
    vehicle_type_id: 1,
    model: 'Chevrolet Cobalt',
    issue_year: issueYear,
    body_number: `XWBJA69V9${techNumber}`,
    engine_number: `B15D2-${techNumber}`,
    owner_type: 'person' as const,
    owner_pinfl: '31503902610013',
    owner_inn: null,
    owner_name: 'Karimov Alisher Bahodirovich',
  });
  await env.kit.handle.db
    .insertInto('vehicles')
    .values([
      car(OLD_CAR.gos_number, OLD_CAR.tech_number, YEAR - 20),
      car(NO_YEAR_CAR.gos_number, NO_YEAR_CAR.tech_number, 0),
    ])
    .execute();
});
const constructor = (change: Partial<KaskoCreateContractRequest> = {}) => {
  const { program_id: _unused, ...rest } = application({ program_type: 1, ...change });
  return { ...rest, risks: [1, 7], ...change };
};

describe('POST /sayt/kasko/saqlash', () => {
  it('saves a program at the server price of the car year, with the vehicle on the policy and a lead', async () => {
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(KaskoCreateContractResponse, body)).toBe(true);
    expect(body).toMatchObject({ error: 0, amount_uzs: COMFORT, price: COBALT_PRICE });
    const contract = await contractRow(body.contract_id);
    expect(contract).toMatchObject({ product: 'kasko', status: 'saved', amount_uzs: COMFORT });
    const details = JSON.parse(contract.details);
    expect(rawFacts(details)).toEqual([]);
    expect(details).toMatchObject({
      gos_number: '01A123BC',
      tech_passport: 'AAF 1234567',
      model: expect.stringContaining('Cobalt'),
      kasko_car: 'Chevrolet Cobalt GS-STYLE MT, 2020',
      program: 'Comfort',
      insured_sum: COBALT_PRICE,
      period_months: 12,
      color: 'oq',
    });
    expect(details.vin).toBeTruthy();
    expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
    const chat = (await env.kit.lastChat()).text;
    expect(chat).toContain(body.order_id);
    expect(chat).toContain('Cobalt');
    expect(chat).not.toContain('AA1234567');
    expect(chat).not.toContain('01A123BC');
    expect(chat).not.toContain('901234567');
  });

  it('prices the constructor as its risks (0.3 % + 0.5 % + 0.3 % of the year price) with liability limits', async () => {
    // Rahimova's Gentra 01B234CD (registry: 2019) is the catalogue's Lacetti (Gentra), L-Style AT PLUS 200 M.
    const quote = kaskoQuote(142, 2019, YEAR, { type: 1, riskIds: [1, 2, 7] });
    const res = await api.post(
      SAVE,
      constructor({
        position_id: 142,
        year: 2019,
        gos_number: '01B234CD',
        tech_number: '2345678',
        risks: [1, 2, 7],
        liabilities: [{ risk_id: 1, amount: 5_000_000 }],
        amount_uzs: quote?.premiumUzs,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().price).toBe(quote?.priceUzs);
    const details = JSON.parse((await contractRow(res.json().contract_id)).details);
    expect(rawFacts(details)).toEqual([]);
    expect(details.kasko_risks).toBe('Civil liability, Accident cover for occupants, Windscreen');
    expect(details.kasko_liabilities).toMatch(
      /Civil liability 5.000.000 UZS, Accident cover for occupants 1.000.000 UZS/,
    );
    expect(details.program).toBeUndefined();
    // The policy prints the vehicle and the cover in each language.
    const facts = policyFacts(details);
    const row = (en: string) => facts.find((f) => f.label.en === en);
    expect(row('Plate')?.value.en).toBe('01B234CD');
    expect(row('Registration certificate')?.value.en).toBe('AAF 2345678');
    expect(row('Body number (VIN)')?.value.en).toBeTruthy();
    expect(row('Constructor risks')?.value.ru).toBe(
      'Гражданская ответственность, НС пассажиров, Лобовое стекло',
    );
    expect(row('Sum insured')?.value.en).toMatch(/ UZS$/);
    expect(row('Car (catalogue)')?.value.en).toBe('Chevrolet Lacetti (Gentra) L-Style AT PLUS, 2019');
  });

  it('answers 422 price_mismatch with the server figure and writes nothing', async () => {
    const contracts = await countContracts();
    const chats = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application({ amount_uzs: 2_100_000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: COMFORT });
    expect(await countContracts()).toBe(contracts);
    expect(await env.kit.count('chat_outbox')).toBe(chats);
  });

  describe("the vehicle registry's model and year win over the catalogue's", () => {
    // Toʻxtayev's Chevrolet Spark 30D456EF, made in 2017 (registry); Spark 1.25 MT is 118,000,000 new.
    const SPARK = { position_id: 111, gos_number: '30D456EF', tech_sery: 'AAG', tech_number: '4567890' };
    const spark = kaskoQuote(111, 2017, YEAR, { type: 0, programId: 2 });

    it('refuses a 2017 Spark sent as a 2022 one with 422 year_mismatch naming the registry year', async () => {
      const contracts = await countContracts();
      const at2022 = kaskoQuote(111, 2022, YEAR, { type: 0, programId: 2 });
      const res = await api.post(SAVE, application({ ...SPARK, year: 2022, amount_uzs: at2022?.premiumUzs }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: { code: 'year_mismatch', message: expect.stringContaining('2017') },
        response: { issue_year: 2017, car_model: 'Chevrolet Spark' },
      });
      expect(await countContracts()).toBe(contracts);
    });

    it('prices, writes and prints the registry year: the Spark of 2017', async () => {
      const res = await api.post(SAVE, application({ ...SPARK, year: 2017, amount_uzs: spark?.premiumUzs }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ amount_uzs: spark?.premiumUzs, price: spark?.priceUzs });
      const details = JSON.parse((await contractRow(res.json().contract_id)).details);
      expect(details).toMatchObject({
        gos_number: '30D456EF',
        model: 'Chevrolet Spark, 2017',
        kasko_car: 'Chevrolet Spark 1.25 MT, 2017',
        insured_sum: spark?.priceUzs,
      });
      // What the policy PDF prints.
      const facts = policyFacts(details);
      const row = (en: string) => facts.find((f) => f.label.en === en)?.value.en;
      expect(row('Car (catalogue)')).toBe('Chevrolet Spark 1.25 MT, 2017');
      expect(row('Vehicle')).toBe('Chevrolet Spark, 2017');
      expect((await env.kit.lastChat()).text).toContain('Chevrolet Spark 1.25 MT, 2017');
    });

    it("refuses another catalogue model than the registry's with 422 model_mismatch", async () => {
      const res = await api.post(SAVE, application({ ...SPARK, position_id: 132, year: 2017 }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: { code: 'model_mismatch' },
        response: { car_model: 'Chevrolet Spark', issue_year: 2017 },
      });
    });

    it("keeps the customer's model when the catalogue lacks the registry's, and year when the registry has none", async () => {
      // Abdullayev's Chevrolet Nexia 2 (2010) is not in the catalogue: the Nexia 3 chosen stands.
      const nexia = kaskoQuote(121, 2010, YEAR, { type: 0, programId: 2 });
      const other = { gos_number: '01T678TU', tech_number: '1356789' };
      const res = await api.post(
        SAVE,
        application({ ...other, position_id: 121, year: 2010, amount_uzs: nexia?.premiumUzs }),
      );
      expect(res.statusCode).toBe(200);
      const noYear = kaskoQuote(132, YEAR - 3, YEAR, { type: 0, programId: 2 });
      const chosen = await api.post(
        SAVE,
        application({ ...NO_YEAR_CAR, year: YEAR - 3, amount_uzs: noYear?.premiumUzs }),
      );
      expect(chosen.statusCode).toBe(200);
      const details = JSON.parse((await contractRow(chosen.json().contract_id)).details);
      expect(details.kasko_car).toBe(`Chevrolet Cobalt GS-STYLE MT, ${YEAR - 3}`);
    });
  });

  it.each([
    ['an unknown car', application({ position_id: 9999 }), 'unknown_car'],
    ['a car of 20 years', application({ ...OLD_CAR, year: YEAR - 20 }), 'car_too_old'],
    ['an unknown program', application({ program_id: 7 }), 'unknown_program'],
    ['an unknown risk', constructor({ risks: [1, 42] }), 'unknown_risk'],
    ['a car not in the registry', application({ tech_number: '7654321' }), 'vehicle_not_found'],
    [
      'a special-purpose model',
      application({ gos_number: '85321DEF', tech_sery: 'AAE', tech_number: '2345670' }),
      'restricted_model',
    ],
    ['a person not in the registry', application({ birthday: '16.03.1990' }), 'person_not_found'],
  ])('refuses %s with 422', async (_what, body, code) => {
    const contracts = await countContracts();
    const res = await api.post(SAVE, body);
    expect([res.statusCode, res.json().error.code]).toEqual([422, code]);
    expect(await countContracts()).toBe(contracts);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['a price that is not a number', { ...application(), amount_uzs: 'a lot' }],
    ['risks that are not a list', { ...constructor(), risks: 'all' }],
    ['a wrong program type', application({ program_type: 2 as 0 })],
    ['a future year', application({ year: YEAR + 1 })],
    ['program type 0 without a program', { ...application(), program_id: undefined }],
    ['program type 0 with risks', application({ risks: [1] })],
    ['program type 1 without risks', { ...constructor(), risks: undefined }],
    ['a repeated risk', constructor({ risks: [1, 1] })],
    ['a limit for a risk not chosen', constructor({ liabilities: [{ risk_id: 2, amount: 1_000_000 }] })],
    ['a limit below 1,000,000', constructor({ liabilities: [{ risk_id: 1, amount: 10 }] })],
    ['a passport without its series', application({ passport: '1234567' })],
    ['a day that does not exist', application({ birthday: '31.02.1990' })],
    ['a body number over two lines', application({ body_number: 'A\nB' })],
    ['a negative amount', application({ amount_uzs: -1 })],
  ])('refuses %s with 400 validation', async (_what, body) => {
    await expectRefused(SAVE, body);
  });

  it('saves once for one Idempotency-Key', async () => {
    const contracts = await countContracts();
    const headers = { 'idempotency-key': 'kasko-test-key-0001' };
    const first = await api.post(SAVE, application(), headers);
    const again = await api.post(SAVE, application(), headers);
    expect(first.statusCode).toBe(200);
    expect(again.json().contract_id).toBe(first.json().contract_id);
    expect(await countContracts()).toBe(contracts + 1);
  });
});

describe('POST /sayt/kasko/check', () => {
  it('is not paid until Payme pays; then answers the policy PDF; wrong ids open nothing', async () => {
    const saved = (await api.post(SAVE, application())).json();
    await expectPaidOnlyAfterPayme({
      checkUrl: CHECK,
      ids: { contract_id: saved.contract_id, order_id: saved.order_id },
      amountUzs: COMFORT,
      txNumber: 9101,
      schema: KaskoCheckResponse,
      wrongOrderId: true,
    });
    expect((await api.post(CHECK, { contract_id: saved.contract_id })).statusCode).toBe(400);
  }, 20_000);
});
