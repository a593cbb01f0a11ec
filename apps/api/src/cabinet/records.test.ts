import {
  caller,
  karimovPolicy,
  KARIMOV_DRIVER,
  payWithPayme,
  seededPaymentKit,
} from '../testing/osago-test-kit';
import { cabinetClient, logIn, type CabinetClient } from '../testing/cabinet-test-kit';

/**
 * Policies bought through the real OSAGO save and paid through the Payme sandbox appear in the cabinet of
 * the phone they were bought with and of the owner (PINFL); claims are the seeded ones. No token ever sees
 * another user's policy or claim.
 */

let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let client: CabinetClient;
let txNumber = 0;
beforeAll(async () => {
  env = await seededPaymentKit();
  client = cabinetClient(env.kit.app);
});
afterAll(() => env.close());

const login = (phone: string) => logIn(env.kit.app, env.kit.handle, phone);

async function buy(body: ReturnType<typeof karimovPolicy>, { pay = true } = {}) {
  const saved = await caller(env.kit.app).post('/api/osago-neo/save-policy/v2', body);
  const response = saved.json().response;
  if (!response) throw new Error(`save failed: ${saved.body}`);
  if (pay) {
    txNumber += 1;
    const { perform } = await payWithPayme(env.kit, response.contract_id, response.amount_uzs, txNumber);
    if (!('result' in perform)) throw new Error(`payment failed: ${JSON.stringify(perform)}`);
  }
  return response as { contract_id: number; order_id: string; amount_uzs: number };
}

const ids = (res: { json(): { data: { id: number }[] } }) =>
  res
    .json()
    .data.map((p) => p.id)
    .sort();

describe('policies', () => {
  let karimovToken: string;
  let bought: { contract_id: number; order_id: string };
  let ownerOnly: { contract_id: number };
  let driverOnly: { contract_id: number };
  let unpaid: { contract_id: number };

  beforeAll(async () => {
    // An unpaid application first: once the Cobalt is paid for, another save for the same days is refused.
    unpaid = await buy(karimovPolicy(), { pay: false });
    bought = await buy(karimovPolicy()); // phone 998901234567 = Karimov's
    // Karimov's other car (his taxi), on Raximov's phone.
    ownerOnly = await buy(
      karimovPolicy({ gos_number: '01C777TX', tech_number: '4234567', phone_number: '998950001122' }),
    );
    // Rahimova's car on her phone, Karimov only a named driver of it.
    driverOnly = await buy(
      karimovPolicy({
        gos_number: '01B234CD',
        tech_number: '2345678',
        owner__pass_seria: 'AB',
        owner__pass_number: '2345678',
        owner_birthday: '22.07.1995',
        phone_number: '998935550011',
        number_drivers_id: 4,
        drivers: [KARIMOV_DRIVER],
        amount_uzs: 192_000,
      }),
    );
    karimovToken = await login('998901234567');
  });

  it('lists a policy bought and paid with the phone the user logs in with', async () => {
    const res = await client.get('get/policy-new', karimovToken);
    expect(res.statusCode).toBe(200);
    const item = res.json().data.find((p: { id: number }) => p.id === bought.contract_id);
    expect(item).toEqual({
      id: bought.contract_id,
      contract_id: bought.contract_id,
      product: 'osago',
      product_name: expect.stringMatching(/^OSAGO/),
      product_type_id: 1,
      takoful: 0,
      policy_series: 'EIOO',
      policy_number: expect.stringMatching(/^[0-9]{7}$/),
      valid_from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      valid_to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'pending', // starts tomorrow
      amount_uzs: 384_000,
      renewal: null, // offered from 30 days before its end
      url: expect.stringContaining(`/api/policy/EIOO/${item.policy_number}/pdf?t=`),
      auto_payment: {
        status: 'inactive',
        subscription_id: null,
        contract_id: bought.contract_id,
        card_number: null,
        card_date: null,
      },
    });
    const pdf = await env.kit.app.inject({ url: new URL(item.url).pathname + new URL(item.url).search });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
  });

  it('lists what the user owns (PINFL) but leaves out unpaid contracts and policies naming them as a driver', async () => {
    expect(ids(await client.get('get/policy-new', karimovToken))).toEqual(
      [bought.contract_id, ownerOnly.contract_id].sort(),
    );
    expect(ids(await client.get('get/policy-new', await login('998950001122')))).toEqual([
      ownerOnly.contract_id,
    ]);
    expect(ids(await client.get('get/policy-new', await login('998935550011')))).toEqual([
      driverOnly.contract_id,
    ]);
    expect(unpaid.contract_id).toBeGreaterThan(0);
  });

  it('names products in the language of the lang header', async () => {
    const res = await client.get('get/policy-new', karimovToken, { lang: 'ru' });
    expect(res.json().data[0].product_name).toMatch(/^ОСАГО/);
  });

  it('shows one policy with what it prints; another user gets 404 as for a missing id', async () => {
    const own = await client.get(`get/policy/${bought.contract_id}`, karimovToken);
    expect(own.json().data).toMatchObject({
      id: bought.contract_id,
      holder_name: 'Karimov Alisher Bahodirovich',
      details: { plate: '01A123BC', vehicle: 'Chevrolet Cobalt', period_months: 12, drivers: 'unlimited' },
    });
    expect(own.json().data).not.toHaveProperty('order_id');
    const stranger = await login('998946667788');
    const missing = await client.get('get/policy/999999', karimovToken);
    for (const res of [
      await client.get(`get/policy/${bought.contract_id}`, stranger),
      await client.get(`get/policy/${driverOnly.contract_id}`, karimovToken),
      await client.get(`get/policy/${unpaid.contract_id}`, karimovToken),
      missing,
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(missing.json().error.code).toBe('policy_not_found');
    expect((await client.get('get/policy/abc', karimovToken)).statusCode).toBe(400);
  });

  it("reports the contract's auto-payment once a card is bound", async () => {
    const post = (url: string, payload: object) => caller(env.kit.app).post(url, payload);
    const started = await post('/api/web/subscription/resubscribe', {
      contract_id: bought.contract_id,
      order_id: bought.order_id,
      card_number: '8600 1111 1111 1110',
      card_date: '1229',
    });
    const subscriptionId = started.json().subscription_id;
    const sms = await env.kit.handle.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('purpose', '=', 'subscription-code')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /([0-9]{6})/.exec(sms.text)?.[1];
    expect(
      (
        await post('/api/web/subscription/verify', {
          code,
          subscription_id: subscriptionId,
          order_id: bought.order_id,
        })
      ).json(),
    ).toMatchObject({ error: 0 });
    const list = (await client.get('get/policy-new', karimovToken)).json().data;
    expect(list.find((p: { id: number }) => p.id === bought.contract_id).auto_payment).toMatchObject({
      status: 'active',
      subscription_id: subscriptionId,
      card_number: '8600 11** **** 1110',
    });
  });
});

describe('claims', () => {
  it("lists the seeded claims of the user's person, newest event first", async () => {
    const res = await client.get('client-claims', await login('998901234567'));
    expect(res.json()).toEqual({
      error: 0,
      result: true,
      message: 'success',
      data: [
        {
          id: expect.any(Number),
          event_date: '2026-01-08 18:15:00',
          claim_status: 'in_review',
          product: 'kasko',
          product_type_id: 11,
          policy_number: 'KASK 9100002',
          description: 'Avtoturargohda old oyna sindirilgan',
        },
        expect.objectContaining({
          event_date: '2025-11-12 09:40:00',
          claim_status: 'paid',
          product_type_id: 1,
        }),
      ],
    });
  });

  it('shows a claim with its amounts to its user only; any other id is 404 claim_not_found', async () => {
    const karimov = await login('998901234567');
    const rahimova = await login('998935550011'); // by phone, before registering
    const [own] = (await client.get('client-claims', rahimova)).json().data;
    expect(own).toMatchObject({ policy_number: 'TRVL 9100003', claim_status: 'documents_required' });
    const detail = await client.get(`client-claims/${own.id}`, rahimova);
    expect(detail.json().data).toEqual({
      ...own,
      claimed_uzs: 1_150_000,
      paid_uzs: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const missing = await client.get('client-claims/999999', karimov);
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'claim_not_found']);
    const foreign = await client.get(`client-claims/${own.id}`, karimov);
    expect([foreign.statusCode, foreign.json()]).toEqual([404, missing.json()]);
  });

  it('answers an empty list to a user without claims', async () => {
    expect((await client.get('client-claims', await login('998912223344'))).json().data).toEqual([]);
  });
});
