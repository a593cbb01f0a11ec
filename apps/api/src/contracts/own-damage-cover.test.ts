import { CLICK_ERROR, PAYME_ERROR, type ClickPrepareResponse } from '@polis/api-contract';
import { kaskoSaveExample } from '@polis/api-contract/examples';
import { tashkentDate, addDays } from './format';
import { caller, payWithPayme, seededPaymentKit } from '../testing/osago-test-kit';
import { clickForm, formBody, SITE_AUTHORIZATION } from '../testing/payment-test-kit';
import { ownDamageCoverOf } from './own-damage-cover';

/**
 * One own-damage cover per car and day (issue 21 item 6): two applications of one car saved before either
 * was paid both pass the save; the payment of the second is refused on every way of paying.
 */
let env: Awaited<ReturnType<typeof seededPaymentKit>>;
let tx = 7000;
beforeAll(async () => {
  env = await seededPaymentKit();
});
afterAll(() => env.close());
// Each test starts with the car uninsured: earlier tests' policies are cancelled.
beforeEach(async () => {
  await env.kit.handle.db
    .updateTable('contracts')
    .set({ status: 'cancelled' })
    .where('status', 'in', ['paid', 'issued'])
    .execute();
});

const YEAR = Number(tashkentDate(new Date()).slice(0, 4));
/** Karimov's Cobalt 01A123BC (2020), KASKO Comfort, as kasko.test.ts saves it. */
const kasko = kaskoSaveExample(YEAR);
async function saveKasko() {
  const res = await caller(env.kit.app).post('/api/sayt/kasko/saqlash', kasko);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { contract_id: number; order_id: string };
  const row = await env.kit.handle.db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', body.contract_id)
    .executeTakeFirstOrThrow();
  return row;
}
const click = (step: 'prepare' | 'complete', fields: Parameters<typeof clickForm>[0]) =>
  env.kit.app.inject({
    method: 'POST',
    url: `/api/click/${step}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody(clickForm(fields)),
  });
const payme = (contractId: number, amountUzs: number) => ({
  account: { key: String(contractId) },
  amount: amountUzs * 100,
});
const paidOf = async (ids: number[]) =>
  (
    await env.kit.handle.db
      .selectFrom('contracts')
      .select('id')
      .where('id', 'in', ids)
      .where('status', 'in', ['paid', 'issued'])
      .execute()
  ).map((r) => r.id);

describe('two KASKO applications of one car for the same days', () => {
  it('pays the first; the second is refused by Payme, Click and the payment step, and nothing is charged twice', async () => {
    const first = await saveKasko();
    const second = await saveKasko();
    expect([first.start_date, first.end_date]).toEqual([second.start_date, second.end_date]);
    tx += 1;
    expect((await payWithPayme(env.kit, first.id, first.amount_uzs, tx)).perform).toMatchObject({
      result: { state: 2 },
    });
    const policies = await env.kit.count('policies');

    expect(await env.kit.payme('CheckPerformTransaction', payme(second.id, second.amount_uzs))).toMatchObject(
      {
        error: { code: PAYME_ERROR.vehicleAlreadyInsured },
      },
    );
    tx += 1;
    const id = tx.toString(16).padStart(24, '0');
    expect(
      await env.kit.payme('CreateTransaction', {
        id,
        time: Date.now(),
        ...payme(second.id, second.amount_uzs),
      }),
    ).toMatchObject({ error: { code: PAYME_ERROR.vehicleAlreadyInsured } });
    const prepare = await click('prepare', {
      click_trans_id: String(tx),
      merchant_trans_id: second.order_id,
      amount: String(second.amount_uzs),
      action: '0',
    });
    expect(prepare.json()).toMatchObject({ error: CLICK_ERROR.cancelled });
    const providers = await env.kit.app.inject({
      method: 'POST',
      url: '/api/contract/get-payment',
      headers: { authorization: SITE_AUTHORIZATION, 'content-type': 'application/json' },
      payload: JSON.stringify({ contract_id: second.id, order_id: second.order_id }),
    });
    expect(providers.statusCode).toBe(409);
    expect(providers.json()).toMatchObject({
      error: {
        code: 'vehicle_already_insured',
        details: {
          insured_until: first.end_date,
          next_start_date: addDays(first.end_date as string, 1),
          cover: 'own_damage',
        },
      },
    });
    expect(await env.kit.count('policies')).toBe(policies);
    expect(await paidOf([first.id, second.id])).toEqual([first.id]);
  });

  it('refuses Payme PerformTransaction and Click Complete begun before the other application was paid', async () => {
    const first = await saveKasko();
    const viaPayme = await saveKasko();
    const viaClick = await saveKasko();
    tx += 1;
    const id = tx.toString(16).padStart(24, '0');
    expect(
      await env.kit.payme('CreateTransaction', {
        id,
        time: Date.now(),
        ...payme(viaPayme.id, viaPayme.amount_uzs),
      }),
    ).toMatchObject({ result: { state: 1 } });
    const form = {
      click_trans_id: String(tx),
      merchant_trans_id: viaClick.order_id,
      amount: String(viaClick.amount_uzs),
    };
    const prepared = (await click('prepare', { ...form, action: '0' })).json() as ClickPrepareResponse;
    expect(prepared.error).toBe(CLICK_ERROR.success);

    tx += 1;
    await payWithPayme(env.kit, first.id, first.amount_uzs, tx);
    const policies = await env.kit.count('policies');
    expect(await env.kit.payme('PerformTransaction', { id })).toMatchObject({
      error: { code: PAYME_ERROR.cannotPerform },
    });
    const completed = await click('complete', {
      ...form,
      action: '1',
      merchant_prepare_id: String(prepared.merchant_prepare_id),
    });
    expect(completed.json()).toMatchObject({ error: CLICK_ERROR.cancelled });
    expect(await env.kit.count('policies')).toBe(policies);
    expect(await paidOf([first.id, viaPayme.id, viaClick.id])).toEqual([first.id]);
  });
});

describe('one own-damage cover per car and day, across the KASKO family and OSAGO mini KASKO', () => {
  const dates = { startDate: '2031-03-01', endDate: '2031-03-31' };
  /** Payme's answer: the Perform when every step passed, else the first refusal (Check, then Create). */
  const pay = async (contract: { id: number; amount_uzs: number }) => {
    tx += 1;
    const { check, create, perform } = await payWithPayme(env.kit, contract.id, contract.amount_uzs, tx);
    return [check, create, perform].find((answer) => 'error' in answer) ?? perform;
  };

  it.each([
    ['quick KASKO', 'quick-car-insurance'],
    ['mini KASKO', 'mini-kasko'],
    ['monthly mini KASKO', 'monthly-kasko'],
  ])('a paid KASKO leaves no %s payable on its days, and the other way round', async (_name, product) => {
    const car = { details: { gos_number: '01B777BB' }, ...dates };
    const kaskoFirst = await env.kit.contract({ product: 'kasko', ...car });
    const other = await env.kit.contract({ product, ...car });
    expect(await pay(kaskoFirst)).toMatchObject({ result: { state: 2 } });
    expect(await pay(other)).toMatchObject({ error: { code: PAYME_ERROR.vehicleAlreadyInsured } });
    await env.kit.handle.db
      .updateTable('contracts')
      .set({ status: 'cancelled' })
      .where('id', '=', kaskoFirst.id)
      .execute();
    const otherFirst = await env.kit.contract({ product, ...car });
    const kaskoAfter = await env.kit.contract({ product: 'kasko', ...car });
    expect(await pay(otherFirst)).toMatchObject({ result: { state: 2 } });
    expect(await pay(kaskoAfter)).toMatchObject({ error: { code: PAYME_ERROR.vehicleAlreadyInsured } });
  });

  it("counts OSAGO's mini KASKO add-on for its 31 days, and OSAGO without it not at all", async () => {
    const plate = '01C555CC';
    const year = { startDate: '2031-03-01', endDate: '2032-02-29' };
    const plain = await env.kit.contract({ product: 'osago', details: { plate, addons: null }, ...year });
    expect(await pay(plain)).toMatchObject({ result: { state: 2 } });
    const miniKasko = await env.kit.contract({
      product: 'mini-kasko',
      details: { gos_number: plate },
      ...dates,
    });
    expect(await pay(miniKasko)).toMatchObject({ result: { state: 2 } });
    // Another car's OSAGO with the add-on, then a KASKO of that car: refused inside the 31 days, paid after.
    const other = '01D444DD';
    const withAddon = await env.kit.contract({
      product: 'osago',
      details: { plate: other, addons: 'accident, mini kasko Comfort' },
      ...year,
    });
    expect(await pay(withAddon)).toMatchObject({ result: { state: 2 } });
    const inside = await env.kit.contract({ product: 'kasko', details: { gos_number: other }, ...dates });
    expect(await pay(inside)).toMatchObject({ error: { code: PAYME_ERROR.vehicleAlreadyInsured } });
    const after = await env.kit.contract({
      product: 'kasko',
      details: { gos_number: other },
      startDate: '2031-04-01',
      endDate: '2032-03-31',
    });
    expect(await pay(after)).toMatchObject({ result: { state: 2 } });
  });

  it("lets the sandbox end a car's covers, so that journeys can buy a seeded car again", async () => {
    const first = await saveKasko();
    tx += 1;
    await payWithPayme(env.kit, first.id, first.amount_uzs, tx);
    const ended = await env.kit.app.inject({
      method: 'POST',
      url: '/sandbox/api/osago/end-cover',
      payload: { gos_number: '01 a 123 bc' },
    });
    expect(ended.json()).toEqual({ gos_number: '01A123BC', ended: 1 });
    const moved = await env.kit.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(moved.end_date).toBe(addDays(tashkentDate(new Date()), -1));
    const second = await saveKasko();
    tx += 1;
    expect((await payWithPayme(env.kit, second.id, second.amount_uzs, tx)).perform).toMatchObject({
      result: { state: 2 },
    });
  });

  it('leaves other cars and other days alone', async () => {
    const a = await env.kit.contract({ product: 'kasko', details: { gos_number: '01E111EE' }, ...dates });
    const b = await env.kit.contract({ product: 'kasko', details: { gos_number: '01E222EE' }, ...dates });
    const later = await env.kit.contract({
      product: 'kasko',
      details: { gos_number: '01E111EE' },
      startDate: '2031-04-01',
      endDate: '2031-04-30',
    });
    for (const c of [a, b, later]) expect(await pay(c)).toMatchObject({ result: { state: 2 } });
  });
});

it('reads the plate where each product stores it', () => {
  const row = (product: string, details: object) => ({
    product,
    details: JSON.stringify(details),
    start_date: '2031-01-01',
    end_date: '2031-12-31',
  });
  expect(ownDamageCoverOf(row('kasko', { gos_number: '01A123BC' }))).toEqual({
    plate: '01A123BC',
    from: '2031-01-01',
    until: '2031-12-31',
  });
  expect(ownDamageCoverOf(row('osago', { plate: '01A123BC', addons: 'mini kasko Econom' }))).toEqual({
    plate: '01A123BC',
    from: '2031-01-01',
    until: '2031-01-31',
  });
  expect(ownDamageCoverOf(row('osago', { plate: '01A123BC', addons: 'accident' }))).toBeNull();
  expect(ownDamageCoverOf(row('travel', { gos_number: '01A123BC' }))).toBeNull();
  expect(ownDamageCoverOf(row('mini-kasko', {}))).toBeNull();
});
