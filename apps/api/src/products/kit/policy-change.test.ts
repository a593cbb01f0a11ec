import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { seededServer } from '../../testing/test-server';
import {
  changeKit,
  expectOneCurrentUnderRace,
  LICENSED_DRIVERS,
  UNLICENSED_DRIVER,
} from '../../testing/policy-change-kit';
import { pdfText } from '../../testing/pdf-text';
import { changeDifference } from './policy-change';
import { paidCoverOverlapping } from '../../contracts/vehicle-cover';

/**
 * Mid-term changes of an OSAGO policy from the cabinet (issue 27): the registry checks of a purchase, the server's
 * price of the rest of the period, one current version, the owner's session only, versions on the PDF and the
 * verification answer, a paid change performed by the payment.
 */

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

const add = (n: number, difference_uzs = 0) => ({
  change: 'add_driver',
  driver: LICENSED_DRIVERS[n],
  difference_uzs,
});

describe('the price of a change', () => {
  const period = { start: '2026-01-01', end: '2026-12-31' };
  it('is the whole difference before the start, the share of the days left after it', () => {
    expect(
      changeDifference({ ...period, previous: 192_000, next: 384_000, today: '2025-12-30', prorate: true }),
    ).toBe(192_000);
    expect(
      changeDifference({ ...period, previous: 192_000, next: 384_000, today: '2026-07-02', prorate: true }),
    ).toBe(Math.round((192_000 * 183) / 365));
    expect(
      changeDifference({ ...period, previous: 192_000, next: 160_000, today: '2026-12-31', prorate: true }),
    ).toBe(Math.round(-32_000 / 365));
    expect(
      changeDifference({ ...period, previous: 100, next: 150, today: '2026-07-02', prorate: false }),
    ).toBe(50);
  });
});

describe('OSAGO changes that cost nothing', () => {
  let id: number;
  beforeAll(async () => {
    id = (await k.buyOsago()).contract_id;
  });

  it('offers the changes of a limited policy with its drivers masked', async () => {
    const res = await k.options(id, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      product: 'osago',
      version: 1,
      limited: true,
      plate: '01A123BC',
      drivers: [{ key: 1, name: 'K. Alisher' }],
      pending: null,
      changes: expect.arrayContaining([
        { change: 'add_driver', allowed: true, reason: null },
        { change: 'remove_driver', allowed: false, reason: 'last_driver' },
      ]),
    });
    expect(res.body).not.toContain('1234567');
  });

  it('answers nothing without the owner session: channel credential alone, another user, a guessed id', async () => {
    expect((await k.options(id)).json().error.code).toBe('token_required');
    expect((await k.submit(id, add(1))).statusCode).toBe(401);
    const other = await k.login('998977770000');
    for (const res of [
      await k.options(id, other),
      await k.quote(id, add(1), other),
      await k.versions(id, other),
    ])
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'policy_not_found']);
    expect((await k.options(id + 1000, token)).statusCode).toBe(404);
  });

  it('checks a new driver in the registry as a purchase does', async () => {
    const res = await k.quote(id, { change: 'add_driver', driver: UNLICENSED_DRIVER }, token);
    expect([res.statusCode, res.json().error.code, res.json().field]).toEqual([
      422,
      'driving_license_inf_not_found',
      '/driver',
    ]);
    const twice = await k.quote(id, { change: 'add_driver', driver: LICENSED_DRIVERS[0] }, token);
    expect(twice.json().error.code).toBe('fault_on_driver_data');
    const missing = await k.quote(id, { change: 'add_driver' }, token);
    expect([missing.statusCode, missing.json().error.code]).toEqual([400, 'validation']);
  });

  it('adds a driver at no cost (a limited policy is one price up to five) and refuses another figure', async () => {
    const quote = await k.quote(id, add(1), token);
    expect(quote.json()).toMatchObject({
      amount_uzs: 192_000,
      previous_amount_uzs: 192_000,
      difference_uzs: 0,
    });
    const wrong = await k.submit(id, add(1, 5_000), token);
    expect([wrong.statusCode, wrong.json().error.code, wrong.json().difference_uzs]).toEqual([
      422,
      'price_mismatch',
      0,
    ]);
    const res = await k.submit(id, add(1), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      version: { number: 2, change: 'add_driver' },
      pending: null,
      refund_due_uzs: null,
    });
    const options = (await k.options(id, token)).json();
    expect(options.drivers.map((d: { name: string }) => d.name)).toEqual(['K. Alisher', 'R. Dilnoza']);
  });

  it('removes a driver, changes the phone and refuses the same phone', async () => {
    expect(
      (await k.submit(id, { change: 'remove_driver', driver_key: 2, difference_uzs: 0 }, token)).json()
        .version.number,
    ).toBe(3);
    const same = await k.submit(id, { change: 'phone', phone: '998901234567', difference_uzs: 0 }, token);
    expect([same.statusCode, same.json().error.code, same.json().field]).toEqual([
      422,
      'same_value',
      '/phone',
    ]);
    expect(
      (await k.submit(id, { change: 'phone', phone: '998901112233', difference_uzs: 0 }, token)).json()
        .version.number,
    ).toBe(4);
    const contract = await handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(contract.phone).toBe('998901112233');
  });

  it('changes the plate of the same car only; a cheaper territory makes a refund due', async () => {
    const other = await k.quote(
      id,
      { change: 'plate', gos_number: '01B234CD', tech_sery: 'AAF', tech_number: '2345678' },
      token,
    );
    expect([other.statusCode, other.json().error.code]).toEqual([422, 'not_same_vehicle']);
    const unknown = await k.quote(
      id,
      { change: 'plate', gos_number: '30A777BC', tech_sery: 'AAG', tech_number: '7770002' },
      token,
    );
    expect(unknown.json().error.code).toBe('vehicle_not_found');
    const plate = { change: 'plate', gos_number: '30A777BC', tech_sery: 'AAG', tech_number: '7770001' };
    // The policy starts tomorrow: the whole difference (Samarkand 160 000 against Tashkent 192 000).
    expect((await k.quote(id, plate, token)).json().difference_uzs).toBe(-32_000);
    const res = await k.submit(id, { ...plate, difference_uzs: -32_000 }, token);
    expect(res.json()).toMatchObject({
      version: { number: 5, refund_due_uzs: 32_000 },
      refund_due_uzs: 32_000,
    });
    // Paid back at once through the provider that took the policy's money, with its refund receipt.
    const refunds = await handle.db.selectFrom('refunds').selectAll().where('contract_id', '=', id).execute();
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_uzs: 32_000,
        status: 'performed',
        reason: expect.stringMatching(/version 5/),
      }),
    ]);
    const receipts = await handle.db
      .selectFrom('receipts')
      .select(['kind', 'amount_uzs'])
      .where('contract_id', '=', id)
      .where('kind', '=', 'refund')
      .execute();
    expect(receipts).toEqual([{ kind: 'refund', amount_uzs: 32_000 }]);
    expect((await k.options(id, token)).json().plate).toBe('30A777BC');
    // The car's cover is found under its new plate (the contract's plate column), no longer under the old one.
    const cover = await handle.db
      .selectFrom('contracts')
      .select(['plate', 'start_date', 'end_date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [from, until] = [cover.start_date as string, cover.end_date as string];
    expect(cover.plate).toBe('30A777BC');
    expect(await paidCoverOverlapping(handle.db, '30A777BC', from, until)).toEqual({ until });
    expect(await paidCoverOverlapping(handle.db, '01A123BC', from, until)).toBeNull();
  });

  it('lists the versions, keeps one current, and prints them on the PDF and the verification', async () => {
    const versions = (await k.versions(id, token)).json();
    expect(versions.current).toBe(5);
    expect(versions.versions.map((v: { change: string }) => v.change)).toEqual([
      'issued',
      'add_driver',
      'remove_driver',
      'phone',
      'plate',
    ]);
    expect(await k.currentRows(id)).toHaveLength(1);
    const policy = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', id)
      .executeTakeFirstOrThrow();
    const verify = await app.inject({
      method: 'GET',
      url: `/api/policy/verify/${policy.series}/${policy.number}`,
    });
    expect(verify.json()).toMatchObject({
      version: { number: 5 },
      history: [
        { number: 1, change: 'issued' },
        { number: 2, change: 'add_driver' },
        { number: 3, change: 'remove_driver' },
        { number: 4, change: 'phone' },
        { number: 5, change: 'plate', summary: 'Plate changed to 30A777BC' },
      ],
    });
    const page = await app.inject({
      method: 'GET',
      url: `/api/policy/verify/${policy.series}/${policy.number}?lang=en`,
      headers: { accept: 'text/html' },
    });
    expect(page.body).toMatch(/<dt>Version<\/dt>\s*<dd>5 · \d{2}\.\d{2}\.\d{4}<\/dd>/);
    expect(page.body).toMatch(/<li>\d{2}\.\d{2}\.\d{4} — Plate changed<\/li>/);
    expect(page.body).not.toContain('998901112233');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/shaxsiy_kabinet/get/policy/${id}`,
      headers: { authorization: 'Basic c2l0ZTpzaXRlLXNhbmRib3g=', 'x-auth-token': token },
    });
    const pdf = await app.inject({
      method: 'GET',
      url: new URL(detail.json().data.url).pathname + new URL(detail.json().data.url).search,
    });
    const text = await pdfText(pdf.rawPayload);
    const joined = text.join('\n');
    expect(joined).toMatch(/version 5 of \d{2}\.\d{2}\.\d{4}/i);
    expect(joined.replace(/\s+/g, ' ')).toMatch(
      /1\. [0-9.]{10} Berilgan; 2\. [0-9.]{10} Haydovchi qoʻshildi;/,
    );
    expect(joined.replace(/\s+/g, ' ')).toMatch(/5\. [0-9.]{10} Davlat raqami oʻzgartirildi/);
    expect(joined).toContain('30A777BC');
  });

  it('never leaves two current versions when two changes race', async () => {
    await expectOneCurrentUnderRace(k, id, token);
  });
});

describe('an OSAGO change that costs money', () => {
  let id: number;
  let pending: { contract_id: number; order_id: string; amount_uzs: number; payme_url: string };
  beforeAll(async () => {
    id = (await k.buyOsago(LICENSED_DRIVERS.slice(0, 5))).contract_id;
  });

  it('a sixth driver makes the policy unlimited: the difference is a pending change to pay', async () => {
    const quote = (await k.quote(id, add(5), token)).json();
    expect(quote).toMatchObject({
      amount_uzs: 384_000,
      previous_amount_uzs: 192_000,
      difference_uzs: 192_000,
    });
    const res = await k.submit(id, add(5, 192_000), token);
    expect(res.statusCode).toBe(200);
    pending = res.json().pending;
    expect(pending).toMatchObject({
      amount_uzs: 192_000,
      change: 'add_driver',
      order_id: expect.stringMatching(/^P/),
    });
    expect(res.json().version).toBeNull();
    // Until paid the old version stays current and another change waits.
    expect((await k.options(id, token)).json()).toMatchObject({
      version: 1,
      limited: true,
      pending: { contract_id: pending.contract_id },
    });
    const next = await k.submit(id, { change: 'phone', phone: '998901110003', difference_uzs: 0 }, token);
    expect([next.statusCode, next.json().error.code]).toEqual([409, 'change_pending']);
  });

  it('takes effect when Payme performs the payment, and its check answers the policy', async () => {
    await k.pay(pending.contract_id, pending.amount_uzs);
    const options = (await k.options(id, token)).json();
    expect(options).toMatchObject({ version: 2, limited: false, pending: null });
    const contract = await handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(contract.details).drivers).toBe('unlimited');
    const check = await app.inject({
      method: 'POST',
      url: '/api/sayt/contract/check',
      headers: { authorization: 'Basic c2l0ZTpzaXRlLXNhbmRib3g=' },
      payload: { contract_id: pending.contract_id, order_id: pending.order_id },
    });
    expect(check.json()).toMatchObject({ check: true, polis_seria: 'EIOO' });
    // The payment of a change is no policy of its own in the cabinet.
    const list = await app.inject({
      method: 'GET',
      url: '/api/shaxsiy_kabinet/get/policy-new',
      headers: { authorization: 'Basic c2l0ZTpzaXRlLXNhbmRib3g=', 'x-auth-token': token },
    });
    expect(list.json().data.map((p: { id: number }) => p.id)).not.toContain(pending.contract_id);
  });
});
