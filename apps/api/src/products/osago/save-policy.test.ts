import { OSAGO_POLICY_FACTS_EXAMPLE } from '@polis/api-contract/examples';
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { PriceMismatchBody, SavePolicyResponse } from '@polis/api-contract';
import { addMonthsInclusive } from '../../contracts/format';
import { normaliseDate } from '../../registries/dates';
import { seededServer } from '../../testing/test-server';
import {
  GULOMOV_DRIVER,
  KARIMOV_DRIVER,
  RAHIMOVA_DRIVER,
  caller,
  companyPolicy,
  driver,
  karimovPolicy,
  tomorrow,
} from '../../testing/osago-test-kit';
import { seededServerSuite } from '../../testing/sale-test-kit';

const { server, api } = seededServerSuite();

const SAVE = '/api/osago-neo/save-policy/v2';
const save = (body: unknown) => api.post(SAVE, body);
const count = async (table: 'contracts' | 'osago_applications' | 'chat_outbox') =>
  Number(
    (
      await server.handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('saving an individual policy', () => {
  it('creates a saved contract with payment links, its application and a lead to the chat', async () => {
    const chatBefore = await count('chat_outbox');
    const res = await save(karimovPolicy());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      error: 0,
      result: true,
      message: 'success',
      response: {
        amount_uzs: 384_000,
        contract_id: expect.any(Number),
        order_id: expect.stringMatching(/^P\d{6}-[A-Z]{10}$/),
        payme_url: expect.stringContaining('/sandbox/payme/'),
        url: expect.stringContaining('transaction_param='),
        key: null,
      },
    });
    expect(Value.Check(SavePolicyResponse, body)).toBe(true);
    expect(body.response.url).toContain(`transaction_param=${body.response.order_id}`);

    const contract = await server.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', body.response.contract_id)
      .executeTakeFirstOrThrow();
    const start = normaliseDate(tomorrow()) ?? '';
    expect(contract).toMatchObject({
      product: 'osago',
      status: 'saved',
      amount_uzs: 384_000,
      channel: 'site',
      phone: '998901234567',
      holder_name: 'Karimov Alisher Bahodirovich',
      start_date: start,
      end_date: addMonthsInclusive(start, 12),
      agent_id: null,
    });
    expect(JSON.parse(contract.details)).toEqual(OSAGO_POLICY_FACTS_EXAMPLE);
    const application = await server.handle.db
      .selectFrom('osago_applications')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(application.kind).toBe('policy');

    const chat = await server.handle.db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').execute();
    expect(chat).toHaveLength(chatBefore + 1);
    expect(chat[0].text).toContain('01A123BC');
    // A lead: the holder's name and phone in full for the call back; never a passport or PINFL.
    expect(chat[0].text).toContain('Phone: +998 90 123 45 67');
    expect(chat[0].text).toMatch(/Name: .*Karimov/i);
    for (const secret of ['998901234567', '1234567', '31503902610013'])
      expect(chat[0].text).not.toContain(secret);
  });

  it('prices a limited six-month policy with add-ons and mini kasko from the tariff', async () => {
    // 192 000 x 0.7 = 134 400; + accident 10 000 + gas 10 000 + plate 30 000 + Comfort 90 000.
    const res = await save(
      karimovPolicy({
        amount_uzs: 274_400,
        period_id: 2,
        number_drivers_id: 4,
        applicant_is_driver: true,
        drivers: [KARIMOV_DRIVER, RAHIMOVA_DRIVER],
        accident_insurance: true,
        gazballon_insurance: true,
        gos_number_insurance: true,
        miniKaskoInsurance: true,
        minikasko_program_id: 2,
      }),
    );
    expect(res.json().response.amount_uzs).toBe(274_400);
    const contract = await server.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', res.json().response.contract_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(contract.details)).toMatchObject({
      period_months: 6,
      drivers: 2,
      addons: 'accident, gas cylinder, number plate, mini kasko Comfort',
    });
  });

  it('takes a blank licence from the registry and ignores the drivers of an unlimited policy', async () => {
    const blankLicence = driver('AB', '2345678', '22.07.1995');
    const limited = await save(
      karimovPolicy({ amount_uzs: 192_000, number_drivers_id: 4, drivers: [blankLicence] }),
    );
    expect(limited.json().error).toBe(0);
    const unlimited = await save(karimovPolicy({ drivers: [driver('AA', '9999999', '01.01.1990')] }));
    expect(unlimited.json().error).toBe(0);
  });

  it('halves the base for an entitled pensioner and prices an unfounded claim in full', async () => {
    // Abdullayev (pensioner, 7) owns 01T678TU in Tashkent: 384 000 / 2 + accident 10 000.
    const abdullayev = {
      gos_number: '01T678TU',
      tech_sery: 'AAF',
      tech_number: '1356789',
      owner__pass_seria: 'AA',
      owner__pass_number: '6677889',
      owner_birthday: '01.01.1960',
      phone_number: '998977770000',
    };
    const ok = await save(
      karimovPolicy({ ...abdullayev, discountId: 7, amount_uzs: 202_000, accident_insurance: true }),
    );
    expect(ok.json().response.amount_uzs).toBe(202_000);
    // Claiming 8 (disabled) without that entitlement: priced as none, so the halved total is refused.
    const claim = await save(karimovPolicy({ ...abdullayev, discountId: 8, amount_uzs: 192_000 }));
    expect(claim.statusCode).toBe(422);
    expect(claim.json().amount_uzs).toBe(384_000);
    // Karimov has no benefit: claiming 7 is priced in full too.
    const karimov = await save(karimovPolicy({ discountId: 7, amount_uzs: 192_000 }));
    expect(karimov.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 384_000 });
  });
});

describe('price mismatch', () => {
  it("answers 422 with the server's figure and writes nothing", async () => {
    const before = [await count('contracts'), await count('osago_applications'), await count('chat_outbox')];
    const res = await save(karimovPolicy({ amount_uzs: 168_000 }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'price_mismatch',
        message: expect.stringContaining('384 000'),
        details: [{ part: 'body', path: '/amount_uzs', message: '384000' }],
      },
      amount_uzs: 384_000,
    });
    expect(Value.Check(PriceMismatchBody, res.json())).toBe(true);
    expect([await count('contracts'), await count('osago_applications'), await count('chat_outbox')]).toEqual(
      before,
    );
  });

  it('takes the vehicle type from the registry, not from the client', async () => {
    // 01123ABC is a truck (672 000 unlimited in Tashkent); a car price is refused.
    const res = await save(companyPolicy({ amount_uzs: 384_000 }));
    expect(res.json().amount_uzs).toBe(672_000);
  });
});

describe('saving a legal entity policy', () => {
  it("saves with the company's name as holder, skipping the blank driver", async () => {
    const res = await save(companyPolicy());
    expect(res.json()).toMatchObject({ error: 0, response: { amount_uzs: 672_000, key: null } });
    const contract = await server.handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('id', '=', res.json().response.contract_id)
      .executeTakeFirstOrThrow();
    expect(contract.holder_name).toContain('Toshkent Non Kombinati');
  });

  it('names drivers of a limited truck policy who hold a C licence', async () => {
    const res = await save(
      companyPolicy({ amount_uzs: 336_000, number_drivers_id: 4, drivers: [GULOMOV_DRIVER] }),
    );
    expect(res.json().error).toBe(0);
  });
});

describe('registry failures 1-10', () => {
  const limited = (...drivers: ReturnType<typeof driver>[]) =>
    karimovPolicy({ amount_uzs: 192_000, number_drivers_id: 4, drivers });
  const SAIDOVA = ['AC', '7890123', '25.12.2003'] as const;

  it.each([
    [
      "1: owner data do not match (01B234CD is Rahimova's)",
      karimovPolicy({ gos_number: '01B234CD', tech_number: '2345678' }),
      1,
      'car_owner_data_not_found',
      null,
    ],
    [
      '1: a wrong owner birthday',
      karimovPolicy({ owner_birthday: '16.03.1990' }),
      1,
      'car_owner_data_not_found',
      null,
    ],
    [
      '1: owner missing from the person registry (20P345PQ)',
      karimovPolicy({ gos_number: '20P345PQ', tech_sery: 'AAG', tech_number: '3123456' }),
      1,
      'car_owner_data_not_found',
      null,
    ],
    [
      "1: an individual's save for a company's vehicle",
      karimovPolicy({ gos_number: '01123ABC', tech_sery: 'AAE', tech_number: '2012345' }),
      1,
      'car_owner_data_not_found',
      null,
    ],
    [
      "1: a legal entity's save for a person's vehicle",
      companyPolicy({ gos_number: '01A123BC', tech_sery: 'AAF', tech_number: '1234567' }),
      1,
      'owner_is_person',
      null,
    ],
    [
      '2: owner INN missing from the tax registry (25456RST)',
      companyPolicy({
        gos_number: '25456RST',
        tech_sery: 'AAE',
        tech_number: '3234567',
        owner__inn: '309999999',
      }),
      2,
      'car_owner_stir_not_found',
      null,
    ],
    [
      "2: an INN that is not the owner's",
      companyPolicy({ owner__inn: '302345678' }),
      2,
      'car_owner_stir_not_found',
      null,
    ],
    [
      '3: unknown driver passport',
      limited(KARIMOV_DRIVER, driver('AA', '9999999', '01.01.1990')),
      3,
      'driver_data_not_found',
      2,
    ],
    [
      '3: a wrong driver birthday',
      limited(driver('AA', '1234567', '16.03.1990')),
      3,
      'driver_data_not_found',
      1,
    ],
    [
      '4: a typed licence that does not exist, without its issue date',
      limited(driver(...SAIDOVA, ['AF', '0000001', ''])),
      4,
      'license_not_found',
      1,
    ],
    [
      '4: a licence typed for a driver the registry has another licence for',
      limited(driver('AA', '1234567', '15.03.1990', ['AF', '0000001', '01.02.2022'])),
      4,
      'license_not_found',
      1,
    ],
    [
      '4: a typed licence issued before the driver was 18',
      limited(driver(...SAIDOVA, ['AF', '0000001', '01.02.2020'])),
      4,
      'license_not_found',
      1,
    ],
    [
      "5: someone else's licence",
      limited(KARIMOV_DRIVER, driver('AB', '2345678', '22.07.1995', ['AF', '1234567', '20.05.2010'])),
      5,
      'license_not_on_driver',
      2,
    ],
    [
      '6: the same driver twice',
      limited(KARIMOV_DRIVER, RAHIMOVA_DRIVER, KARIMOV_DRIVER),
      6,
      'fault_on_driver_data',
      3,
    ],
    [
      '7: a driver with no licence at all',
      limited(driver(...SAIDOVA)),
      7,
      'driving_license_inf_not_found',
      1,
    ],
    [
      '8: a wrong licence issue date',
      limited(driver('AA', '1234567', '15.03.1990', ['AF', '1234567', '21.05.2010'])),
      8,
      'license_issue_date_mismatch',
      1,
    ],
    [
      '9: a B licence for a truck',
      companyPolicy({ amount_uzs: 336_000, number_drivers_id: 4, drivers: [GULOMOV_DRIVER, KARIMOV_DRIVER] }),
      9,
      'license_category_mismatch',
      2,
    ],
    ['10: an unknown vehicle', karimovPolicy({ tech_number: '7654321' }), 10, 'vehicle_not_found', null],
    [
      '10: a restricted model (KAMAZ avtokran)',
      companyPolicy({
        gos_number: '85321DEF',
        tech_sery: 'AAE',
        tech_number: '2345670',
        owner__inn: '305678901',
      }),
      10,
      'restricted_model',
      null,
    ],
    [
      '10: a restricted model (MTZ traktor)',
      companyPolicy({
        gos_number: '60654EFG',
        tech_sery: 'AAE',
        tech_number: '2456781',
        owner__inn: '306789012',
      }),
      10,
      'restricted_model',
      null,
    ],
  ])('%s', async (_what, body, error, code, key) => {
    const before = await count('contracts');
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error,
      result: false,
      message: expect.any(String),
      error_message: expect.any(String),
      code,
      response: { key },
    });
    expect(Value.Check(SavePolicyResponse, res.json())).toBe(true);
    expect(await count('contracts')).toBe(before);
  });
});

describe('chat relay', () => {
  it('reports a refused save with its code and driver, the phone masked, no documents', async () => {
    const before = await count('chat_outbox');
    const res = await save(
      karimovPolicy({
        amount_uzs: 192_000,
        number_drivers_id: 4,
        drivers: [driver('AA', '9999999', '01.01.1990')],
      }),
    );
    expect(res.json()).toMatchObject({ error: 3, response: { key: 1 } });
    expect(await count('chat_outbox')).toBe(before + 1);
    const [report] = await server.handle.db
      .selectFrom('chat_outbox')
      .select('text')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(report.text).toContain('refused');
    expect(report.text).toContain('Error 3 driver_data_not_found · driver 1');
    expect(report.text).toContain('01A123BC');
    for (const secret of ['9999999', '1234567', '15.03.1990', '901234567'])
      expect(report.text).not.toContain(secret);
  });
});

describe('a licence typed by hand', () => {
  it('is accepted for a driver the registry has no licence for (driver-check error 2)', async () => {
    const res = await save(
      karimovPolicy({
        amount_uzs: 192_000,
        number_drivers_id: 4,
        drivers: [driver('AC', '7890123', '25.12.2003', ['AF', '7654321', '01.02.2022'])],
      }),
    );
    expect(res.json()).toMatchObject({ error: 0, result: true });
  });
});

describe('malformed saves', () => {
  it.each([
    ['a start date in the past', karimovPolicy({ startDate: '01.01.2020' }), '/startDate'],
    ['a start date too far ahead', karimovPolicy({ startDate: '01.01.2099' }), '/startDate'],
    ['a day that does not exist', karimovPolicy({ owner_birthday: '31.02.1990' }), '/owner_birthday'],
    [
      'a half-filled driver',
      karimovPolicy({ number_drivers_id: 4, drivers: [driver('AA', '1234567', '')] }),
      '/drivers/0',
    ],
    [
      'a limited policy without drivers',
      karimovPolicy({ number_drivers_id: 4, drivers: [driver('', '', '')] }),
      '/drivers',
    ],
    [
      'mini kasko without a program',
      karimovPolicy({ miniKaskoInsurance: true, minikasko_program_id: null }),
      '/minikasko_program_id',
    ],
    ['accident cover for a legal entity', companyPolicy({ accident_insurance: true }), '/accident_insurance'],
    [
      'a licence series without its number',
      karimovPolicy({
        number_drivers_id: 4,
        drivers: [driver('AA', '1234567', '15.03.1990', ['AF', '', ''])],
      }),
      '/drivers/0/licenseNumber',
    ],
  ])('refuses %s with 400 validation', async (_what, body, path) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation',
      details: [expect.objectContaining({ path })],
    });
  });

  it.each([
    { ...karimovPolicy(), phone_number: '+998 90 123 45 67' },
    { ...karimovPolicy(), period_id: 3 },
    { ...karimovPolicy(), drivers: Array.from({ length: 6 }, () => KARIMOV_DRIVER) },
    { ...karimovPolicy(), minikasko_program_id: 4 },
    { ...karimovPolicy(), owner__pass_seria: undefined },
  ])('refuses a body outside the schema with 400 (%#)', async (body) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
  });
});

it('writes nothing when a step of the save fails (one transaction)', async () => {
  const { app: broken, handle: db } = await seededServer();
  try {
    await sql`drop table osago_applications`.execute(db.db);
    const res = await caller(broken).post(SAVE, karimovPolicy());
    expect(res.statusCode).toBe(500);
    const contracts = await db.db.selectFrom('contracts').selectAll().execute();
    const chat = await db.db.selectFrom('chat_outbox').select('text').execute();
    // No contract and no lead: the only message is the fault's report to the internal chat.
    expect(contracts).toEqual([]);
    expect(chat.map((c) => c.text)).toEqual([
      expect.stringMatching(/^<b>Server fault on POST \/api\/osago-neo\/save-policy\/v2<\/b>/),
    ]);
  } finally {
    await broken.close();
  }
});
