import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { addDays, formatDate, tashkentDate } from '../../contracts/format';
import { caller } from '../../testing/osago-test-kit';
import { changeKit } from '../../testing/policy-change-kit';
import { cancelClient } from '../../testing/cancel-test-kit';
import { seededServer } from '../../testing/test-server';

/** Travel's traveller and housing's address, changed before the cover starts (issue 27). */

let app: FastifyInstance;
let handle: Db;
let k: ReturnType<typeof changeKit>;
let token: string;
beforeAll(async () => {
  ({ app, handle } = await seededServer());
  k = changeKit(app, handle);
  token = await k.login();
});
afterAll(() => app.close());

const day = (n: number) => formatDate(addDays(tashkentDate(new Date()), n));
const KARIMOV = {
  name: 'KARIMOV ALISHER',
  birthday: '15.03.1990',
  passport_series: 'AA',
  passport_number: '1234567',
};
const RAHIMOVA = {
  name: 'RAHIMOVA DILNOZA',
  birthday: '22.07.1995',
  passport_series: 'AB',
  passport_number: '2345678',
};

async function buyTravel() {
  const trip = {
    begin_date: day(3),
    end_date: day(12),
    countries: ['TR'],
    purpose_id: 1,
    kop_martali: false,
    is_family: false,
    has_covid: false,
    risklar: [],
  };
  const calc = await caller(app).post('/api/travel-neo/calculator-total', {
    ...trip,
    travelers: [KARIMOV.birthday],
  });
  const [tarif] = calc.json().response as { program_id: number; prem_uzs: number }[];
  const saved = await caller(app).post('/api/travel-neo/save-polis', {
    ...trip,
    summa_all: tarif.prem_uzs,
    program_id: tarif.program_id,
    uy_joy: false,
    travelers: [KARIMOV],
    insurer_name: 'KARIMOV ALISHER',
    insurer_birthday: '15.03.1990',
    insurer_passport_series: 'AA',
    insurer_passport_number: '1234567',
    insurer_pinfl: '31503902610013',
    insurer_phone: '998901234567',
  });
  const { response } = saved.json();
  if (!response) throw new Error(saved.body);
  await k.pay(response.contract_id, response.amount_uzs);
  return response as { contract_id: number; amount_uzs: number };
}

async function buyHome(start: string) {
  const saved = await caller(app).post('/api/property-insurance-v2/create-contract', {
    start_date: start,
    program_id: 2,
    home: { type: 1, address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy' },
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
    amount_uzs: 140_000,
  });
  const body = saved.json();
  if (!body.contract_id) throw new Error(saved.body);
  await k.pay(body.contract_id, body.amount_uzs);
  return body as { contract_id: number };
}

describe('travel abroad', () => {
  it('adds a traveller before the trip at the purchase price of two, paid as a pending change', async () => {
    const { contract_id: id, amount_uzs: paid } = await buyTravel();
    expect((await k.options(id, token)).json()).toMatchObject({
      product: 'travel',
      travellers: 1,
      changes: [{ change: 'add_traveller', allowed: true, reason: null }],
    });
    const child = await k.quote(
      id,
      { change: 'add_traveller', traveller: { ...RAHIMOVA, birthday: '31.02.2020' } },
      token,
    );
    expect([child.statusCode, child.json().field]).toEqual([422, '/traveller']);
    const quote = (await k.quote(id, { change: 'add_traveller', traveller: RAHIMOVA }, token)).json();
    expect(quote.previous_amount_uzs).toBe(paid);
    expect(quote.difference_uzs).toBe(quote.amount_uzs - paid);
    expect(quote.difference_uzs).toBeGreaterThan(0);
    const res = await k.submit(
      id,
      { change: 'add_traveller', traveller: RAHIMOVA, difference_uzs: quote.difference_uzs },
      token,
    );
    const { pending } = res.json();
    expect(pending.amount_uzs).toBe(quote.difference_uzs);
    await k.pay(pending.contract_id, pending.amount_uzs);
    expect((await k.options(id, token)).json()).toMatchObject({ version: 2, travellers: 2, pending: null });
    const contract = await handle.db
      .selectFrom('contracts')
      .select('details')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(contract.details).travellers).toContain('RAHIMOVA DILNOZA');
  });

  it('voids an unpaid change when the policy is cancelled: its payment can no longer be made', async () => {
    const { contract_id: id } = await buyTravel();
    const quote = (await k.quote(id, { change: 'add_traveller', traveller: RAHIMOVA }, token)).json();
    const { pending } = (
      await k.submit(
        id,
        { change: 'add_traveller', traveller: RAHIMOVA, difference_uzs: quote.difference_uzs },
        token,
      )
    ).json();
    const cancel = cancelClient(app);
    const refund = (await cancel.quote(id, token)).json().refund_uzs as number;
    expect((await cancel.confirm(id, refund, token)).statusCode).toBe(200);
    const change = await handle.db
      .selectFrom('policy_versions')
      .select('status')
      .where('contract_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(change.status).toBe('void');
    const paying = await handle.db
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', pending.contract_id)
      .executeTakeFirstOrThrow();
    expect(paying.status).toBe('cancelled');
    await expect(k.pay(pending.contract_id, pending.amount_uzs)).rejects.toThrow();
  });
});

describe('housing', () => {
  it('changes the address before the cover starts at no cost', async () => {
    const { contract_id: id } = await buyHome(day(5));
    const same = await k.quote(
      id,
      { change: 'address', address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy' },
      token,
    );
    expect(same.json().error.code).toBe('same_value');
    const address = 'Samarqand sh., Registon koʻchasi, 5-uy';
    const res = await k.submit(id, { change: 'address', address, difference_uzs: 0 }, token);
    expect(res.json()).toMatchObject({
      version: { number: 2, change: 'address', summary: 'Address changed' },
    });
    expect((await k.options(id, token)).json().address).toBe(address);
  });

  it('refuses it once the cover has started', async () => {
    const { contract_id: id } = await buyHome(day(0));
    expect((await k.options(id, token)).json().changes).toEqual([
      { change: 'address', allowed: false, reason: 'policy_started' },
    ]);
    const res = await k.submit(
      id,
      { change: 'address', address: 'Buxoro sh., Navoiy koʻchasi, 1-uy', difference_uzs: 0 },
      token,
    );
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'policy_started']);
  });
});
