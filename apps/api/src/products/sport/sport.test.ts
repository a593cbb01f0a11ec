import { Value } from '@sinclair/typebox/value';
import {
  SportCheckResponse,
  SportSaveResponse,
  SportTypesResponse,
  type SportSaveRequest,
} from '@polis/api-contract';
import { payWithPayme, tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, expectRefused, contractRow } = saleSuite();

const SAVE = '/api/sayt/sportsman/save/v2';
const CHECK = '/api/sayt/sportsman/check/v2';
const application = (change: Partial<SportSaveRequest> = {}): SportSaveRequest => ({
  type_id: 33,
  insurance_amount: 10_000_000,
  start_date: tomorrow(),
  insurer: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  insured: { resident_type: 1, seria: 'AB', number: '2345678', birthday: '22.07.1995' },
  amount_uzs: 350_000,
  ...change,
});

it('lists the types with their limit, the periods and the sums', async () => {
  const res = await api.get('/api/sayt/sportsman/type/v2');
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(SportTypesResponse, body)).toBe(true);
  expect(body.types).toContainEqual({
    id: 33,
    name_uz: 'Futbol',
    name_ru: 'Футбол',
    name_en: 'Football',
    type: 2,
    date_type: 3,
    limit: 3.5,
  });
  expect(body.data_types.map((d: { months: number }) => d.months)).toEqual([1, 6, 12]);
});

it('saves at insurance amount x limit / 100 and answers an invoice; the lead names the sport only', async () => {
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(SportSaveResponse, body)).toBe(true);
  expect(body.invoice).toMatchObject({ amount_uzs: 350_000, order_id: expect.stringMatching(/^P\d{6}-/) });
  const contract = await contractRow(body.contract_id);
  expect(contract).toMatchObject({
    product: 'sport',
    amount_uzs: 350_000,
    holder_name: 'Karimov Alisher Bahodirovich',
  });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toMatchObject({
    sport: 33,
    insured_sum: 10_000_000,
    period_months: 12,
  });
  expect(contract.end_date).not.toBeNull();
  const chat = await env.kit.lastChat();
  expect(chat.text).toContain('Football, 1 year');
  expect(chat.text).not.toMatch(/Rahimova|2345678|901234567/);
});

it('insures a foreign sportsman (resident type 6) without the registry', async () => {
  const insured = {
    resident_type: 6 as const,
    passport: 'C01X00T47',
    first_name: 'John',
    last_name: 'Smith',
    birthday: '01.02.1990',
  };
  const res = await api.post(
    SAVE,
    application({ insured, type_id: 11, insurance_amount: 5_000_000, amount_uzs: 25_000 }),
  );
  expect(res.statusCode).toBe(200);
});

it.each([
  ['price_mismatch', 422, application({ amount_uzs: 1 })],
  ['unknown_type', 422, application({ type_id: 99 })],
  ['person_not_found', 422, application({ insurer: { ...application().insurer, birthday: '16.03.1990' } })],
  [
    'insured_not_found',
    422,
    application({ insured: { resident_type: 1, seria: 'AA', number: '9999999', birthday: '01.01.2000' } }),
  ],
  ['validation', 400, application({ insurance_amount: 7_000_000 })],
  ['validation', 400, application({ start_date: '01.01.2020' })],
  [
    'validation',
    400,
    {
      ...application(),
      insured: { resident_type: 3, seria: 'AB', number: '2345678', birthday: '22.07.1995' },
    },
  ],
  [
    'validation',
    400,
    application({
      insured: {
        resident_type: 6,
        passport: 'C01X00T47',
        first_name: 'Джон',
        last_name: 'Smith',
        birthday: '01.02.1990',
      },
    }),
  ],
])('refuses with %s (%i) and writes nothing', async (code, status, body) => {
  await expectRefused(SAVE, body, status, code);
});

it('check by order id: error 2 until paid, then the policy (url, number)', async () => {
  const saved = (await api.post(SAVE, application())).json();
  const orderId = saved.invoice.order_id;
  expect((await api.post(CHECK, { order_id: orderId })).json()).toEqual({
    error: 2,
    check: false,
    message: 'payment_not_made',
  });
  await payWithPayme(env.kit, saved.contract_id, 350_000, 9201);
  const paid = (await api.post(CHECK, { order_id: orderId })).json();
  expect(Value.Check(SportCheckResponse, paid)).toBe(true);
  expect(paid.policy).toMatchObject({
    url: expect.stringContaining('/api/policy/'),
    number: expect.stringMatching(/^SPRT /),
  });
  expect(
    (await api.post(CHECK, { order_id: orderId, contract_id: saved.contract_id + 1000 })).statusCode,
  ).toBe(404);
  expect((await api.post(CHECK, { order_id: 'P000000-AAAAAAAAAA' })).statusCode).toBe(404);
}, 20_000);
