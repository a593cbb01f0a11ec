import { tashkentDate, addDays } from '../../contracts/format';
import { caller, companyPolicy, endCover, karimovPolicy, payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { formatDate } from '../../contracts/format';
import { CLICK_ERROR, PAYME_ERROR } from '@polis/api-contract';
import { clickForm, formBody, SITE_AUTHORIZATION } from '../../testing/payment-test-kit';

const { env } = saleSuite();
let tx = 100;
beforeEach(() => endCover(env.kit));

const SAVE = '/api/osago-neo/save-policy/v2';
const today = () => tashkentDate(new Date());

async function save(body: object = karimovPolicy()) {
  return (await caller(env.kit.app).post(SAVE, body)).json();
}

async function buy(body: object = karimovPolicy()) {
  const saved = (await save(body)).response as { contract_id: number; amount_uzs: number };
  tx += 1;
  const { perform } = await payWithPayme(env.kit, saved.contract_id, saved.amount_uzs, tx);
  expect(perform).toMatchObject({ result: { state: 2 } });
  return saved;
}

const datesOf = (id: number) =>
  env.kit.handle.db
    .selectFrom('contracts')
    .select(['start_date', 'end_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const moveCover = (id: number, start: string, end: string) =>
  env.kit.handle.db
    .updateTable('contracts')
    .set({ start_date: start, end_date: end })
    .where('id', '=', id)
    .execute();

describe('one OSAGO policy per vehicle and day (issue: 14 overlapping policies for one plate)', () => {
  it('refuses a second policy for a car with a paid policy on these days, saying until when and from when', async () => {
    const first = await buy();
    const { end_date } = await datesOf(first.contract_id);
    const again = await save();
    expect(again).toEqual({
      error: 11,
      result: false,
      code: 'vehicle_already_insured',
      message: expect.any(String),
      error_message: expect.any(String),
      response: { key: null, insured_until: end_date, next_start_date: addDays(end_date as string, 1) },
    });
    const contracts = await env.kit.handle.db
      .selectFrom('contracts')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('product', '=', 'osago')
      .executeTakeFirstOrThrow();
    expect(Number(contracts.n)).toBe(1);
  });

  it('refuses a six-month policy that starts inside the cover as well', async () => {
    await buy();
    const later = formatDate(addDays(today(), 60));
    const res = await save(karimovPolicy({ startDate: later, period_id: 2, amount_uzs: 268_800 }));
    expect(res).toMatchObject({ error: 11, code: 'vehicle_already_insured' });
  });

  it('lets the new policy start the day after the cover ends, and counts back-to-back policies as one cover', async () => {
    const old = await buy();
    const ends = addDays(today(), 20);
    await moveCover(old.contract_id, addDays(ends, -364), ends);
    const overlapping = await save(karimovPolicy({ startDate: formatDate(ends) }));
    expect(overlapping).toMatchObject({
      error: 11,
      response: { insured_until: ends, next_start_date: addDays(ends, 1) },
    });
    // A renewal bought ahead (the day after) joins the chain: the next one may start only after it.
    const renewal = await buy(karimovPolicy({ startDate: formatDate(addDays(ends, 1)) }));
    const renewalEnds = (await datesOf(renewal.contract_id)).end_date as string;
    const third = await save(karimovPolicy({ startDate: formatDate(addDays(today(), 1)) }));
    expect(third).toMatchObject({
      error: 11,
      response: { insured_until: renewalEnds, next_start_date: addDays(renewalEnds, 1) },
    });
  });

  it('does not count unpaid applications, cancelled contracts or another vehicle', async () => {
    const unpaid = await save();
    expect(unpaid.error).toBe(0);
    expect((await save()).error).toBe(0); // two unpaid applications for one car are allowed
    const cancelled = await buy();
    await env.kit.handle.db
      .updateTable('contracts')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.contract_id)
      .execute();
    expect((await save()).error).toBe(0);
    await buy();
    expect((await save(companyPolicy())).error).toBe(0); // the company's truck is another vehicle
  });

  it('writes nothing for a refused save', async () => {
    await buy();
    const count = async () =>
      Number(
        (
          await env.kit.handle.db
            .selectFrom('contracts')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await save()).error).toBe(11);
    expect(await count()).toBe(before);
  });
});

describe('two applications of one car saved before either was paid (issue 14 item 3, at payment)', () => {
  const order = async (contractId: number) =>
    env.kit.handle.db
      .selectFrom('contracts')
      .select(['order_id', 'amount_uzs'])
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
  const api = (url: string, body: object) =>
    env.kit.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { authorization: SITE_AUTHORIZATION, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('pays the first, then refuses the second on every way of paying; nothing is charged twice', async () => {
    const first = (await save()).response as { contract_id: number; amount_uzs: number };
    const second = (await save()).response as { contract_id: number; amount_uzs: number };
    expect(second.contract_id).not.toBe(first.contract_id);
    tx += 1;
    expect((await payWithPayme(env.kit, first.contract_id, first.amount_uzs, tx)).perform).toMatchObject({
      result: { state: 2 },
    });
    const policies = await env.kit.count('policies');

    // Payme: CheckPerformTransaction and CreateTransaction refuse the order, in the payer's three languages.
    const account = { key: String(second.contract_id) };
    const amount = second.amount_uzs * 100;
    const check = await env.kit.payme('CheckPerformTransaction', { amount, account });
    expect(check).toMatchObject({
      error: {
        code: PAYME_ERROR.vehicleAlreadyInsured,
        message: { ru: expect.any(String), uz: expect.any(String) },
      },
    });
    tx += 1;
    const id = tx.toString(16).padStart(24, '0');
    const create = await env.kit.payme('CreateTransaction', { id, time: Date.now(), amount, account });
    expect(create).toMatchObject({ error: { code: PAYME_ERROR.vehicleAlreadyInsured } });

    // Click: Prepare is refused.
    const { order_id } = await order(second.contract_id);
    const prepare = await env.kit.app.inject({
      method: 'POST',
      url: '/api/click/prepare',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(
        clickForm({
          click_trans_id: String(9000 + tx),
          merchant_trans_id: order_id,
          amount: String(second.amount_uzs),
          action: '0',
        }),
      ),
    });
    expect(prepare.json()).toMatchObject({ error: CLICK_ERROR.cancelled });

    // The payment step, card and instalments: 409 with the dates.
    const providers = await api('/contract/get-payment', { contract_id: second.contract_id, order_id });
    expect(providers.statusCode).toBe(409);
    const { end_date } = await datesOf(first.contract_id);
    expect(providers.json()).toMatchObject({
      error: {
        code: 'vehicle_already_insured',
        details: { insured_until: end_date, next_start_date: addDays(end_date as string, 1) },
      },
    });
    expect(await env.kit.count('policies')).toBe(policies);
  });

  it('refuses Payme PerformTransaction when the other application was paid after the transaction was created', async () => {
    const first = (await save()).response as { contract_id: number; amount_uzs: number };
    const second = (await save()).response as { contract_id: number; amount_uzs: number };
    const account = { key: String(second.contract_id) };
    const amount = second.amount_uzs * 100;
    tx += 1;
    const id = tx.toString(16).padStart(24, '0');
    expect(await env.kit.payme('CreateTransaction', { id, time: Date.now(), amount, account })).toMatchObject(
      {
        result: { state: 1 },
      },
    );
    tx += 1;
    await payWithPayme(env.kit, first.contract_id, first.amount_uzs, tx);
    const policies = await env.kit.count('policies');
    expect(await env.kit.payme('PerformTransaction', { id })).toMatchObject({
      error: { code: PAYME_ERROR.cannotPerform },
    });
    expect(await env.kit.count('policies')).toBe(policies);
  });
});

describe('POST /sandbox/api/osago/end-cover', () => {
  it('ends the cover of one vehicle in the sandbox so that it can be insured again', async () => {
    await buy();
    expect((await save()).error).toBe(11);
    const res = await env.kit.app.inject({
      method: 'POST',
      url: '/sandbox/api/osago/end-cover',
      payload: { gos_number: '01 a 123 bc' },
    });
    expect(res.json()).toEqual({ gos_number: '01A123BC', ended: 1 });
    expect((await save()).error).toBe(0);
  });

  it('answers 400 to a body without a plate', async () => {
    const res = await env.kit.app.inject({
      method: 'POST',
      url: '/sandbox/api/osago/end-cover',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the car step says a car is still insured (the price quote names the cover)', () => {
  const calc = () =>
    caller(env.kit.app).post('/api/osago-neo/get-calc-osago/v3', {
      gos_number: '01A123BC',
      period_id: 1,
      number_drivers_id: 1,
      vehicleTypeId: 1,
      drivers: [],
    });

  it('names no cover for an uninsured car, and the paid cover with its first free day once insured', async () => {
    expect((await calc()).json().response).not.toHaveProperty('insured_until');
    const first = await buy();
    const { end_date } = await datesOf(first.contract_id);
    expect((await calc()).json().response).toMatchObject({
      amount_uzs: 384_000,
      insured_until: end_date,
      next_start_date: addDays(end_date as string, 1),
    });
  });

  it('names a cover that ends before any new policy could start no more', async () => {
    const old = await buy();
    await moveCover(old.contract_id, addDays(today(), -365), addDays(today(), -1));
    expect((await calc()).json().response).not.toHaveProperty('insured_until');
  });
});
