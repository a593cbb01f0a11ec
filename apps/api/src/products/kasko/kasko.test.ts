import { Value } from '@sinclair/typebox/value';
import { KaskoCarsResponse, KaskoHisoblashResponse, KaskoTarifResponse } from '@polis/api-contract';
import { caller, seededPaymentKit } from '../osago/osago-test-kit';

let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  env = await seededPaymentKit();
  api = caller(env.kit.app);
});
afterAll(() => env.close());

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
