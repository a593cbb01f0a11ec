import { Value } from '@sinclair/typebox/value';
import {
  OsgopAutoResponse,
  OsgopCalculationResponse,
  OsgopSaveResponse,
  type OsgopSaveRequest,
} from '@polis/api-contract';
import { payWithPayme, tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow } = saleSuite();

const MINIBUS = { seria: 'AAE', number: '4123456', vehicleNumber: '01456ABD' };
const save = (change: Partial<OsgopSaveRequest> = {}): OsgopSaveRequest => ({
  ...MINIBUS,
  seats: 16,
  dateType: 2,
  beginDate: tomorrow(),
  applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  amount_uzs: 506_880,
  ...change,
});

it('finds a minibus with its seats and its company owner', async () => {
  const body = (await api.post('/api/sayt/osgop/auto', MINIBUS)).json();
  expect(Value.Check(OsgopAutoResponse, body)).toBe(true);
  expect(body.response).toMatchObject({
    kind: 'minibus',
    seats: 16,
    owner: { type: 'organization', inn: '301234567', name: expect.stringContaining('Toshkent Non') },
  });
});

it.each([
  [{ ...MINIBUS, number: '7654321' }, 1, 'vehicle_not_found'],
  [{ seria: 'AAF', number: '1234567', vehicleNumber: '01A123BC' }, 2, 'not_a_passenger_carrier'],
])('refuses a vehicle that is not a carrier', async (keys, error, code) => {
  expect((await api.post('/api/sayt/osgop/auto', keys)).json()).toMatchObject({ error, code });
});

it('calculates 44,000,000 a seat for each term, and refuses other seat counts', async () => {
  const prices = [];
  for (const dateType of [1, 2, 3]) {
    const body = (await api.post('/api/sayt/osgop/calculation', { ...MINIBUS, seats: 16, dateType })).json();
    expect(Value.Check(OsgopCalculationResponse, body)).toBe(true);
    expect(body.insured_sum).toBe(704_000_000);
    prices.push(body.price);
  }
  expect(prices).toEqual([295_680, 506_880, 844_800]);
  const wrong = (
    await api.post('/api/sayt/osgop/calculation', { ...MINIBUS, seats: 20, dateType: 3 })
  ).json();
  expect(wrong).toMatchObject({ error: 3, code: 'seats_mismatch' });
  expect(
    (await api.post('/api/sayt/osgop/calculation', { ...MINIBUS, seats: 16, dateType: 4 })).statusCode,
  ).toBe(400);
});

it('saves with url, payme_url and id; the platform check opens the policy once Payme pays', async () => {
  const res = await api.post('/api/sayt/osgop/save', save());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(OsgopSaveResponse, body)).toBe(true);
  const row = await contractRow(body.id);
  expect(row).toMatchObject({ product: 'osgop', amount_uzs: 506_880 });
  expect(rawFacts(JSON.parse(row.details))).toEqual([]);
  expect(JSON.parse(row.details)).toMatchObject({
    gos_number: '01456ABD',
    seats: 16,
    insured_sum: 704_000_000,
    period_months: 6,
    carrier: expect.stringContaining('INN 301234567'),
  });
  await payWithPayme(env.kit, body.id, 506_880, 9301);
  const check = (
    await api.post('/api/sayt/contract/check', { contract_id: body.id, order_id: body.order_id })
  ).json();
  expect(check).toMatchObject({ check: true, polis_seria: 'OSGP' });
});

it.each([
  ['price_mismatch', { amount_uzs: 1 }],
  ['seats_mismatch', { seats: 12 }],
  [
    'person_not_found',
    { applicant: { seria: 'AA', number: '1234567', birthday: '16.03.1990', phone: '998901234567' } },
  ],
  ['not_a_passenger_carrier', { seria: 'AAF', number: '1234567', vehicleNumber: '01A123BC' }],
])('answers 422 %s', async (code, change) => {
  const res = await api.post('/api/sayt/osgop/save', save(change));
  expect([res.statusCode, res.json().error.code]).toEqual([422, code]);
});

it.each([
  ['a past begin date', { beginDate: '01.01.2020' }],
  ['term 5', { dateType: 5 as 1 }],
  ['no applicant', { applicant: undefined }],
])('refuses %s with 400', async (_what, change) => {
  expect((await api.post('/api/sayt/osgop/save', { ...save(), ...change })).statusCode).toBe(400);
});
