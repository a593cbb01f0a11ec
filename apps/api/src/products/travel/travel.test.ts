import { Value } from '@sinclair/typebox/value';
import {
  ContractCheckPaid,
  TravelCalculatorResponse,
  TravelReferenceResponse,
  TravelSaveResponse,
  type TravelCalculatorRequest,
  type TravelSaveRequest,
} from '@polis/api-contract';
import { formatDate, tashkentDate, addDays } from '../../contracts/format';
import { payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { renewalToken } from '../../contracts/renewals';
import { SANDBOX_DEFAULTS } from '../../sandbox-defaults';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow } = saleSuite();

const day = (n: number) => formatDate(addDays(tashkentDate(new Date()), n));
const CALC = '/api/travel-neo/calculator-total';
const SAVE = '/api/travel-neo/save-polis';

const trip = (change: Partial<TravelCalculatorRequest> = {}): TravelCalculatorRequest => ({
  begin_date: day(1),
  end_date: day(30),
  countries: ['TR'],
  purpose_id: 1,
  kop_martali: false,
  is_family: false,
  has_covid: false,
  travelers: [{ birthday: '15.03.1990' }],
  risklar: [],
  ...change,
});

const family = {
  begin_date: day(1),
  end_date: day(14),
  countries: ['DE'],
  purpose_id: 1 as const,
  kop_martali: false,
  is_family: true,
  has_covid: false,
  risklar: ['luggage' as const, 'accident' as const],
};
const application = (change: Partial<TravelSaveRequest> = {}): TravelSaveRequest => ({
  ...family,
  summa_all: 0,
  program_id: 2,
  uy_joy: false,
  travelers: [
    { name: 'KARIMOV ALISHER', birthday: '15.03.1990', passport_series: 'AA', passport_number: '1234567' },
    { name: 'KARIMOVA DILNOZA', birthday: '22.07.1995', passport_series: 'AB', passport_number: '2345678' },
    { name: 'KARIMOV SARDOR', birthday: '01.06.2016', passport_series: 'FA', passport_number: '7654321' },
  ],
  insurer_name: 'KARIMOV ALISHER',
  insurer_birthday: '15.03.1990',
  insurer_passport_series: 'AA',
  insurer_passport_number: '1234567',
  insurer_pinfl: '31503902610013',
  insurer_phone: '998901234567',
  ...change,
});
const priceOf = async (body: TravelSaveRequest) => {
  const res = (
    await api.post(CALC, { ...body, travelers: body.travelers.map((t) => ({ birthday: t.birthday })) })
  ).json();
  return res.response.find((t: { program_id: number }) => t.program_id === body.program_id)
    .prem_uzs as number;
};

describe('GET /travel-neo/get_country', () => {
  it('lists every ISO country in three languages with the Schengen flag and the programs allowed', async () => {
    const res = await api.get('/api/travel-neo/get_country');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(TravelReferenceResponse, body)).toBe(true);
    const countries = body.response.country;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c: { code: string }) => c.code === 'DE')).toMatchObject({
      uz: 'Germaniya',
      ru: 'Германия',
      en: 'Germany',
      shengen: true,
      programs: [2, 3],
    });
    expect(countries.find((c: { code: string }) => c.code === 'US')).toMatchObject({
      shengen: false,
      programs: [3],
    });
    expect(countries.find((c: { code: string }) => c.code === 'UZ')).toBeUndefined();
    expect(body.response.valyuta[0]).toMatchObject({
      code: 'EUR',
      kurs_cbu: 14_050,
      date: expect.any(String),
    });
    expect(body.response.purpose.map((p: { id: number }) => p.id)).toEqual([1, 3, 4, 5]);
  });
});

describe('POST /travel-neo/calculator-total', () => {
  it("answers the insurer's example for one adult, 30 days in Turkey", async () => {
    const res = await api.post(CALC, trip());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(TravelCalculatorResponse, body)).toBe(true);
    expect(body.days).toBe(30);
    expect(body.response.map((t: { prem_uzs: number }) => t.prem_uzs)).toEqual([203_000, 215_000, 392_000]);
  });

  it('takes birthdays as strings, countries as selected objects and risks as flags alike', async () => {
    const plain = (await api.post(CALC, trip({ risklar: ['luggage'] }))).json();
    const other = await api.post(CALC, {
      ...trip(),
      travelers: ['15.03.1990'],
      countries: [{ code: 'TR', en: 'Türkiye' }],
      risklar: { luggage: true, accident: false },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().response).toEqual(plain.response);
    expect(plain.response[0].prem_uzs).toBe(203_000 + 13_000);
  });

  it('returns only Comfort and Premium for a Schengen country, Premium only for the USA', async () => {
    const schengen = (await api.post(CALC, trip({ countries: ['FR'] }))).json();
    expect(schengen.response.map((t: { program_id: number }) => t.program_id)).toEqual([2, 3]);
    const usa = (await api.post(CALC, trip({ countries: ['US', 'TR'] }))).json();
    expect(usa.response.map((t: { program_id: number }) => t.program_id)).toEqual([3]);
  });

  it('takes days for purposes 4 and 5 and for multi-entry trips', async () => {
    const work = await api.post(CALC, trip({ purpose_id: 5, end_date: undefined, days: 90 }));
    expect([work.statusCode, work.json().days]).toEqual([200, 90]);
    const multi = await api.post(CALC, trip({ kop_martali: true, end_date: undefined, days: 45 }));
    expect([multi.statusCode, multi.json().days]).toEqual([200, 45]);
    expect((await api.post(CALC, trip({ purpose_id: 5, end_date: undefined, days: 45 }))).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['a start in the past', trip({ begin_date: day(-1) })],
    ['an end before the start', trip({ end_date: day(0) })],
    ['an unknown country', trip({ countries: ['XX'] })],
    ['an unknown purpose', { ...trip(), purpose_id: 2 }],
    ['no travellers', trip({ travelers: [] })],
    ['a day that does not exist', trip({ begin_date: '31.02.2030' })],
    ['a family of one', trip({ is_family: true })],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await api.post(CALC, body as object);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('POST /travel-neo/save-polis', () => {
  it('saves a family of three to Germany with two risks at the server price, with a lead', async () => {
    const summa = await priceOf(application());
    const chatBefore = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application({ summa_all: summa }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(TravelSaveResponse, body)).toBe(true);
    expect(body.response).toMatchObject({
      amount_uzs: summa,
      payme_url: expect.any(String),
      url: expect.any(String),
    });
    const contract = await contractRow(body.response.contract_id);
    expect(contract).toMatchObject({ product: 'travel', amount_uzs: summa, phone: '998901234567' });
    const details = JSON.parse(contract.details);
    expect(rawFacts(details)).toEqual([]);
    expect(details).toMatchObject({ countries: 'Germany', risks: 'luggage, accident', family: true });
    expect(details.travellers).toContain('KARIMOV SARDOR');
    expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
    const chat = await env.kit.lastChat();
    expect(chat.text).toContain('Germany');
    expect(chat.text).not.toContain('1234567');
    expect(chat.text).not.toContain('998901234567');

    await payWithPayme(env.kit, body.response.contract_id, summa, 7001);
    const paid = (
      await api.post('/api/travel-neo/confirm-check', { order_id: body.response.order_id })
    ).json();
    expect(Value.Check(ContractCheckPaid, paid)).toBe(true);
  }, 20_000);

  it("answers 422 with the server's figure on a wrong summa_all and writes nothing", async () => {
    const summa = await priceOf(application());
    const before = await env.kit.count('chat_outbox');
    const res = await api.post(SAVE, application({ summa_all: summa - 1000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: 'price_mismatch', message: `Summa farqli hisoblandi. Serverda: ${summa}` },
      amount_uzs: summa,
      summa_all: summa,
    });
    expect(await env.kit.count('chat_outbox')).toBe(before);
  });

  it('refuses Basic for a Schengen country and a minimal policy that is not the cheapest', async () => {
    const basic = await api.post(SAVE, application({ program_id: 1, summa_all: 1 }));
    expect([basic.statusCode, basic.json().error.code]).toEqual([422, 'program_not_allowed']);
    const minimal = await api.post(
      SAVE,
      application({ program_id: 3, minimal: true, risklar: [], summa_all: 1 }),
    );
    expect([minimal.statusCode, minimal.json().error.code]).toEqual([422, 'minimal_not_cheapest']);
  });

  it('saves a minimal policy as travel-minimal', async () => {
    const body = application({ minimal: true, risklar: [], is_family: false, program_id: 2 });
    const res = await api.post(SAVE, { ...body, summa_all: await priceOf(body) });
    expect(res.statusCode).toBe(200);
    const contract = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', res.json().response.contract_id)
      .executeTakeFirstOrThrow();
    expect(contract.product).toBe('travel-minimal');
  });

  it.each([
    ['a Cyrillic name', application({ travelers: [{ ...application().travelers[0], name: 'КАРИМОВ' }] })],
    ['no PINFL and no country', application({ insurer_pinfl: undefined })],
    ['a missing phone', { ...application(), insurer_phone: undefined }],
    ['a negative sum', application({ summa_all: -1 })],
    ['an array body', []],
  ])('refuses %s with 400', async (_what, body) => {
    const res = await api.post(SAVE, body as object);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('policy facts', () => {
  it('prints the travel program, risks and purpose in each language', async () => {
    const { policyFacts } = await import('../../policies/policy-facts');
    const facts = policyFacts({
      countries: 'Germany',
      travel_program: 'Comfort',
      sum_insured_eur: 60_000,
      purpose: 1,
      risks: 'luggage, accident',
    });
    const byLabel = Object.fromEntries(facts.map((f) => [f.label.en, f.value]));
    expect(byLabel.Programme).toEqual({ uz: 'Komfort', ru: 'Комфорт', en: 'Comfort' });
    expect(byLabel.Purpose.ru).toBe('Путешествие');
    expect(byLabel['Add-on risks'].ru).toBe('Багаж, Несчастный случай');
    expect(byLabel['Sum insured'].en).toBe('60 000 EUR');
  });
});

describe('the renewal of a trip (GET/POST /prolong/:token)', () => {
  it('asks the new dates and prices the same family, countries and program for them', async () => {
    const summa = await priceOf(application());
    const saved = (await api.post(SAVE, application({ summa_all: summa }))).json();
    await payWithPayme(env.kit, saved.response.contract_id, summa, 7101);
    const contract = await contractRow(saved.response.contract_id);
    const token = renewalToken(SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET, contract.id, contract.end_date ?? '');
    expect((await api.get(`/api/prolong/${token}`)).json()).toMatchObject({
      asks_dates: true,
      amount_uzs: null,
    });

    const later = application({ begin_date: day(40), end_date: day(53) });
    const expected = await priceOf(later);
    const dates = `start_date=${day(40)}&end_date=${day(53)}`;
    const offer = (await api.get(`/api/prolong/${token}?${dates}`)).json();
    expect(offer).toMatchObject({ amount_uzs: expected, refusal: null });
    const renewed = await api.post(`/api/prolong/${token}`, {
      amount_uzs: expected,
      start_date: day(40),
      end_date: day(53),
    });
    expect(renewed.statusCode).toBe(200);
    const row = await contractRow(renewed.json().contract_id);
    expect(row).toMatchObject({ renewal_of: contract.id, product: 'travel', amount_uzs: expected });
    expect(JSON.parse(row.details)).toMatchObject({ countries: 'Germany' });
  });
});
