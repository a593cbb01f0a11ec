import { logIn } from './testing/cabinet-test-kit';
import { SITE_AUTH } from './testing/test-server';
import {
  caller,
  karimovPolicy,
  payWithPayme,
  seededPaymentKit,
  type Caller,
} from './testing/osago-test-kit';

/**
 * The attacks of the trust review (SECURITY.md), replayed as a penetration tester would: only the public
 * site credential and counted contract ids. Each request here worked before the capability rule; now a bare
 * id opens nothing and changes nothing, and answers exactly as an id that does not exist.
 */
let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let site: Caller;
type Saved = { contract_id: number; order_id: string; amount_uzs: number };
/** The victim's application that gets paid, and a second one of the same car that stays unpaid. */
let victim: Saved;
let unpaid: Saved;
const MISSING = 999_999;

beforeAll(async () => {
  env = await seededPaymentKit();
  site = caller(env.kit.app);
  victim = (await site.post('/api/osago-neo/save-policy/v2', karimovPolicy())).json().response;
  unpaid = (await site.post('/api/osago-neo/save-policy/v2', karimovPolicy())).json().response;
  expect(unpaid.contract_id).toBe(victim.contract_id + 1);
});
afterAll(() => env.close());

const sameAsMissing = async (path: string, body: Record<string, unknown>, idKey = 'contract_id') => {
  const real = await site.post(path, body);
  const missing = await site.post(path, { ...body, [idKey]: MISSING });
  expect([path, real.statusCode, real.json()]).toEqual([path, missing.statusCode, missing.json()]);
  return real;
};

describe('hole 1: a policy PDF by counting contract ids', () => {
  it('copy/get and extension/get never answer the order id to a bare contract id', async () => {
    const copy = await site.get(`/api/osago-neo/copy/get?contract_id=${victim.contract_id}`);
    expect(copy.json()).toEqual((await site.get(`/api/osago-neo/copy/get?contract_id=${MISSING}`)).json());
    await payWithPayme(env.kit, victim.contract_id, victim.amount_uzs, 0x5ec);
    const renewal = await site.get(`/api/osago-neo/extension/get?contract_id=${victim.contract_id}`);
    expect(renewal.json().error).toBe(0); // the renewal route's masked view: plate, model, period
    expect(JSON.stringify(renewal.json())).not.toContain(victim.order_id);
    for (const body of [copy.body, renewal.body]) expect(body).not.toMatch(/AA1234567|1234567"|15\.03\.1990/);
  });

  it('get-payment and payment/initialize answer no payment link (and so no order id) to a bare id', async () => {
    for (const path of ['/api/contract/get-payment', '/api/payment/initialize']) {
      const res = await sameAsMissing(path, { contract_id: unpaid.contract_id });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('order_id');
    }
  });

  it('the payment check opens no policy without the order id', async () => {
    const res = await site.post('/api/sayt/contract/check', { contract_id: victim.contract_id });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    const paid = await site.post('/api/sayt/contract/check', {
      contract_id: victim.contract_id,
      order_id: victim.order_id,
    });
    expect(paid.json()).toMatchObject({ check: true, url: expect.stringContaining('/pdf?t=') });
  });
});

describe("hole 2: anyone's auto-payment read and cancelled", () => {
  it('subscription/get and cancel open nothing by a bare id; the holder session and the order id do', async () => {
    const bound = await site.post('/api/web/subscription/resubscribe', {
      contract_id: victim.contract_id,
      order_id: victim.order_id,
      card_number: '8600 1111 1111 1110',
      card_date: '1229',
    });
    const subscriptionId = bound.json().subscription_id as string;
    const bare = await sameAsMissing('/api/web/subscription/get', { contract_id: victim.contract_id });
    expect(bare.statusCode).toBe(404);
    const cancel = await sameAsMissing(
      '/api/web/subscription/cancel',
      { subscription_id: subscriptionId },
      'subscription_id',
    );
    expect(cancel.statusCode).toBe(404);
    const token = await logIn(env.kit.app, env.kit.handle, '998901234567');
    const mine = await env.kit.app.inject({
      method: 'POST',
      url: '/api/web/subscription/get',
      headers: { authorization: SITE_AUTH, 'x-auth-token': token },
      payload: { contract_id: victim.contract_id },
    });
    expect(mine.json().data).toMatchObject({ subscription_id: subscriptionId, status: 'pending' });
    const stranger = await logIn(env.kit.app, env.kit.handle, '998935554433');
    const theirs = await env.kit.app.inject({
      method: 'POST',
      url: '/api/web/subscription/get',
      headers: { authorization: SITE_AUTH, 'x-auth-token': stranger },
      payload: { contract_id: victim.contract_id },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("hole 3: a stranger's application changed by its bare id", () => {
  it('a promo code changes no price and an invoice goes to no phone', async () => {
    const id = unpaid.contract_id;
    const before = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(
      (await sameAsMissing('/api/promocode/check_promocode', { contract_id: id, promocode: 'POLIS10' }))
        .statusCode,
    ).toBe(404);
    const sms = await env.kit.count('sms_outbox');
    expect(
      (await sameAsMissing('/api/sayt/payment/payme', { contract_id: id, phone: '998935554433' })).statusCode,
    ).toBe(404);
    expect(await env.kit.count('sms_outbox')).toBe(sms);
    const after = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
