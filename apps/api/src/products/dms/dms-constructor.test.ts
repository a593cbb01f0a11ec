import { Value } from '@sinclair/typebox/value';
import {
  DmsCalculationResponse,
  DmsConstructorResponse,
  DmsSubmitResponse,
  type DmsSubmitRequest,
} from '@polis/api-contract';
import { testServer } from '../../testing/test-server';
import { caller, channelAuth } from '../../testing/osago-test-kit';

let env: Awaited<ReturnType<typeof testServer>>;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  env = await testServer();
  api = caller(env.app);
});
afterAll(() => env.app.close());

const CONSTRUCTOR = '/api/dms/constructor';
const CALC = '/api/dms/constructor/calculation';
const SUBMIT = '/api/dms/constructor/submit';

const requests = () =>
  env.handle.db.selectFrom('dms_constructor_requests').selectAll().orderBy('id', 'desc').execute();
const chats = () => env.handle.db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').execute();

async function calculated(body: object = { limit: 30_000_000 }) {
  const res = await api.post(CALC, body);
  expect(res.statusCode).toBe(200);
  return res.json() as DmsCalculationResponse;
}
const application = (id: number, change: Partial<DmsSubmitRequest> = {}): DmsSubmitRequest => ({
  constructor_request_id: id,
  full_name: 'Kim Elena',
  phone: '998901234567',
  company_name: 'IT Park Digital MChJ',
  inn: '307890123',
  number_of_employees: 25,
  ...change,
});

describe('GET /dms/constructor', () => {
  it('gives the base limit 30 000 000, Basic/Comfort/VIP with VIP by default, the coverages and 5 travel days', async () => {
    const res = await api.get(CONSTRUCTOR);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(DmsConstructorResponse, body)).toBe(true);
    const data = (body as DmsConstructorResponse).data;
    expect(data).toMatchObject({
      base_limit: 30_000_000,
      step: 100_000,
      hospital_categories: ['Basic', 'Comfort', 'VIP'],
      default_category: 'VIP',
      travel_default_days: 5,
    });
    expect(data.default_coverages.reduce((s, c) => s + c.coverage, 0)).toBe(30_000_000);
    for (const c of data.additional_coverages) {
      expect(Object.keys(c)).toEqual(
        expect.arrayContaining(['id', 'coverage', 'min_coverage', 'max_coverage', 'is_travel', 'checked']),
      );
      expect(c.min_coverage).toBeLessThanOrEqual(c.coverage);
      expect(c.coverage).toBeLessThanOrEqual(c.max_coverage);
    }
    expect(data.additional_coverages.find((c) => c.is_travel)).toMatchObject({ coverage: 5, step: 1 });
  });
});

describe('POST /dms/constructor/calculation', () => {
  it('prices the defaults (VIP, the check-up ticked by default) and stores the request with status 0', async () => {
    const body = await calculated({ limit: 30_000_000 });
    expect(Value.Check(DmsCalculationResponse, body)).toBe(true);
    expect(body).toMatchObject({
      status: 0,
      hospital_category: 'VIP',
      number_of_employees: 1,
      price_per_employee: 2_930_000,
      price_for_company: 2_930_000,
      additional_coverages: [{ id: 11, coverage: 1_500_000, price: 450_000 }],
    });
    const [row] = await requests();
    expect(row).toMatchObject({ id: body.constructor_request_id, status: 0, price_per_employee: 2_930_000 });
  });

  it('shares another limit in steps of 100 000 and prices the company', async () => {
    const body = await calculated({
      limit: 40_000_000,
      hospital_category: 'Basic',
      additional_coverages: [{ id: 15, coverage: 5 }],
      number_of_employees: 3,
    });
    expect(body.default_coverages.map((c) => c.coverage)).toEqual([
      12_000_000, 16_000_000, 4_000_000, 2_700_000, 5_300_000,
    ]);
    expect(body.price_per_employee).toBe(2_167_000);
    expect(body.price_for_company).toBe(6_501_000);
  });

  it.each([
    ['a limit off the step', { limit: 30_050_000 }, 400, 'validation'],
    ['a limit below the range', { limit: 5_000_000 }, 400, 'validation'],
    ['a limit as text', { limit: 'a lot' }, 400, 'validation'],
    ['no limit', {}, 400, 'validation'],
    ['a category that does not exist', { limit: 30_000_000, hospital_category: 'Gold' }, 400, 'validation'],
    ['no employees', { limit: 30_000_000, number_of_employees: 0 }, 400, 'validation'],
    [
      'an unknown coverage',
      { limit: 30_000_000, additional_coverages: [{ id: 99, coverage: 1 }] },
      422,
      'unknown_coverage',
    ],
    [
      'a coverage above its bound',
      { limit: 30_000_000, additional_coverages: [{ id: 15, coverage: 31 }] },
      422,
      'coverage_out_of_range',
    ],
    [
      'a coverage off the step',
      { limit: 30_000_000, additional_coverages: [{ id: 11, coverage: 1_550_000 }] },
      422,
      'coverage_out_of_range',
    ],
    [
      'a coverage twice',
      {
        limit: 30_000_000,
        additional_coverages: [
          { id: 12, coverage: 5_000_000 },
          { id: 12, coverage: 5_000_000 },
        ],
      },
      422,
      'duplicate_coverage',
    ],
  ])('refuses %s with %i %s and stores nothing', async (_what, body, status, code) => {
    const before = (await requests()).length;
    const res = await api.post(CALC, body);
    expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
    expect((await requests()).length).toBe(before);
  });
});

describe('POST /dms/constructor/submit', () => {
  it('sets status 1 with the contact, recomputes the company price and sends the lead', async () => {
    const { constructor_request_id: id } = await calculated();
    const chatsBefore = (await chats()).length;
    const res = await api.post(SUBMIT, application(id, { price_for_company: 25 * 2_930_000, lang: 'ru' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(DmsSubmitResponse, body)).toBe(true);
    expect(body).toMatchObject({
      id,
      status: 1,
      number_of_employees: 25,
      price_per_employee: 2_930_000,
      price_for_company: 73_250_000,
    });
    const row = (await requests()).find((r) => r.id === id);
    expect(row).toMatchObject({
      status: 1,
      full_name: 'Kim Elena',
      phone: '998901234567',
      company_name: 'IT Park Digital MChJ',
      inn: '307890123',
      number_of_employees: 25,
      price_for_company: 73_250_000,
    });
    const all = await chats();
    expect(all.length).toBe(chatsBefore + 1);
    const [chat] = all;
    expect(chat.chat_id).toBe('site-requests');
    expect(chat.text).toContain(`DMS constructor #${id}`);
    expect(chat.text).toContain('IT Park Digital MChJ');
    expect(chat.text).toMatch(/73\s250\s000/);
    // A lead: the contact's name and phone in full for the call back.
    expect(chat.text).toContain('Name: Kim Elena');
    expect(chat.text).toContain('Phone: +998 90 123 45 67');
    expect(chat.text).not.toContain('998901234567');
  });

  it('answers the same submission again without a second lead; another contact is 409', async () => {
    const { constructor_request_id: id } = await calculated();
    expect((await api.post(SUBMIT, application(id))).statusCode).toBe(200);
    const chatsBefore = (await chats()).length;
    const again = await api.post(SUBMIT, application(id));
    expect([again.statusCode, again.json().status]).toEqual([200, 1]);
    expect((await chats()).length).toBe(chatsBefore);
    const other = await api.post(SUBMIT, application(id, { phone: '998911112233' }));
    expect([other.statusCode, other.json().error.code]).toEqual([409, 'already_submitted']);
  });

  it('answers 422 price_mismatch with the server figure and writes nothing', async () => {
    const { constructor_request_id: id } = await calculated();
    const res = await api.post(SUBMIT, application(id, { price_for_company: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 25 * 2_930_000 });
    expect((await requests()).find((r) => r.id === id)?.status).toBe(0);
  });

  it('answers 404 for a request it does not know, or of another channel', async () => {
    const { constructor_request_id: id } = await calculated();
    const unknown = await api.post(SUBMIT, application(999_999));
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'constructor_request_not_found']);
    const beeline = caller(env.app, channelAuth('beeline'));
    expect((await beeline.post(SUBMIT, application(id))).statusCode).toBe(404);
  });

  it.each([
    ['a blank name', { full_name: '   ' }],
    ['a blank company', { company_name: ' ' }],
    ['an INN of 8 digits', { inn: '30789012' }],
    ['a phone of 11 digits', { phone: '99890123456' }],
    ['no employees', { number_of_employees: 0 }],
  ])('refuses %s with 400 validation', async (_what, change) => {
    const { constructor_request_id: id } = await calculated();
    const res = await api.post(SUBMIT, application(id, change as Partial<DmsSubmitRequest>));
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    expect((await requests()).find((r) => r.id === id)?.status).toBe(0);
  });

  it('refuses a submission without its fields', async () => {
    const res = await api.post(SUBMIT, { constructor_request_id: 1 });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
  });
});

describe('the guards', () => {
  it('limits the leads one client sends and replays an Idempotency-Key', async () => {
    const limited = await testServer(undefined, {
      clientLimits: {
        save: { max: 100, windowMs: 60_000 },
        // The replay counts too: first, replay, second, then the third is refused.
        lead: { max: 3, windowMs: 60_000 },
        sms: { max: 2, windowMs: 60_000 },
        lookup: { max: 100, windowMs: 60_000 },
        draft: { max: 100, windowMs: 60_000 },
      },
    });
    try {
      const site = caller(limited.app);
      const ids: number[] = [];
      for (let i = 0; i < 3; i++)
        ids.push((await site.post(CALC, { limit: 30_000_000 })).json().constructor_request_id);
      const key = { 'idempotency-key': 'dms-submit-1' };
      const first = await site.post(SUBMIT, application(ids[0]), key);
      const replay = await site.post(SUBMIT, application(ids[0]), key);
      expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect((await site.post(SUBMIT, application(ids[1]))).statusCode).toBe(200);
      const refused = await site.post(SUBMIT, application(ids[2]));
      expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'rate_limited']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const row = await limited.handle.db
        .selectFrom('dms_constructor_requests')
        .select('status')
        .where('id', '=', ids[2])
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(0);
    } finally {
      await limited.app.close();
    }
  });
});
