import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { seededServer } from '../testing/test-server';
import { cabinetClient, logIn, type CabinetClient } from '../testing/cabinet-test-kit';

let app: FastifyInstance;
let handle: Db;
let client: CabinetClient;
beforeAll(async () => {
  ({ app, handle } = await seededServer());
  client = cabinetClient(app);
});
afterAll(() => app.close());

const SUCCESS = { error: 0, result: true, message: 'success' };
const RAHIMOVA = { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' };

describe('the token', () => {
  const routes: [string, (token?: string) => ReturnType<CabinetClient['get']>][] = [
    ['get/info', (t) => client.get('get/info', t)],
    ['get/policy-new', (t) => client.get('get/policy-new', t)],
    ['get/policy/1', (t) => client.get('get/policy/1', t)],
    ['client-claims', (t) => client.get('client-claims', t)],
    ['client-claims/1', (t) => client.get('client-claims/1', t)],
    ['check_register', (t) => client.post('check_register', { phone: '998901234567' }, { token: t })],
    ['register-person', (t) => client.post('register-person', RAHIMOVA, { token: t })],
    ['edit-profile', (t) => client.post('edit-profile', { lang: 'ru' }, { token: t })],
    ['logout', (t) => client.post('logout', {}, { token: t })],
  ];

  it.each(routes)('%s answers 401 token_required without a token', async (_path, call) => {
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'token_required', message: expect.any(String) } });
    expect(res.headers['www-authenticate']).not.toMatch(/^Basic/);
  });

  it.each(routes)('%s answers 401 token_invalid for an unknown token', async (_path, call) => {
    for (const token of ['x', 'A'.repeat(43), 'Bearer abc']) {
      const res = await call(token);
      expect([token, res.statusCode, res.json().error.code]).toEqual([token, 401, 'token_invalid']);
    }
  });

  it('still needs the channel credential', async () => {
    const token = await logIn(app, handle, '998946667788');
    const res = await app.inject({
      url: '/api/shaxsiy_kabinet/get/info',
      headers: { 'x-auth-token': token },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'unauthorized']);
  });

  it('stops working after 30 days', async () => {
    const token = await logIn(app, handle, '998946667788');
    expect((await client.get('get/info', token)).statusCode).toBe(200);
    await handle.db
      .updateTable('cabinet_sessions')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await client.get('get/info', token)).json().error.code).toBe('token_invalid');
  });

  it('logout ends the session on the server, other sessions of the user stay', async () => {
    const token = await logIn(app, handle, '998946667788');
    const other = await logIn(app, handle, '998946667788');
    expect((await client.post('logout', {}, { token })).json()).toEqual(SUCCESS);
    expect((await client.get('get/info', token)).statusCode).toBe(401);
    expect((await client.post('logout', {}, { token })).statusCode).toBe(401);
    expect((await client.get('get/info', other)).statusCode).toBe(200);
  });
});

describe('get/info and edit-profile', () => {
  it("answers a seeded user's profile: names, DD.MM.YYYY birthday, masked passport, referrals", async () => {
    const token = await logIn(app, handle, '998901234567');
    const res = await client.get('get/info', token);
    expect(res.json()).toEqual({
      ...SUCCESS,
      data: {
        id: expect.any(Number),
        phone: '998901234567',
        is_registered: true,
        last_name: 'Karimov',
        first_name: 'Alisher',
        middle_name: 'Bahodirovich',
        birthday: '15.03.1990',
        passport: 'AA *****67',
        email: null,
        lang: 'uz',
        referral_code: 'ALISHER90',
        invited_count: 2,
      },
    });
    expect(res.body).not.toMatch(/AA ?1234567/); // (the phone 998901234567 happens to hold the digits)
  });

  it('changes the e-mail and the language, clears the e-mail with an empty string, refuses a bad one', async () => {
    const token = await logIn(app, handle, '998971112233');
    const changed = await client.post('edit-profile', { email: 'otkir@example.uz', lang: 'en' }, { token });
    expect(changed.json().data).toMatchObject({
      email: 'otkir@example.uz',
      lang: 'en',
      last_name: 'Toʻxtayev',
    });
    expect((await client.get('get/info', token)).json().data).toMatchObject({ email: 'otkir@example.uz' });
    expect((await client.post('edit-profile', { email: '' }, { token })).json().data).toMatchObject({
      email: null,
      lang: 'en',
    });
    for (const bad of [{ email: 'not-an-email' }, { lang: 'de' }] as Record<string, string>[]) {
      const res = await client.post('edit-profile', bad, { token });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    }
    // Uzbek in Cyrillic script is a language of its own: kept as it is, not as Uzbek.
    const cyrillic = await client.post('edit-profile', { lang: 'uz-cyrl' }, { token });
    expect(cyrillic.json().data).toMatchObject({ lang: 'uz-cyrl' });
    expect((await client.get('get/info', token)).json().data).toMatchObject({ lang: 'uz-cyrl' });
    // Names come from the registry only.
    await client.post('edit-profile', { last_name: 'Someone' }, { token, json: true });
    expect((await client.get('get/info', token)).json().data.last_name).toBe('Toʻxtayev');
  });
});

describe('check_register and register-person', () => {
  it('registers a new phone with the registry person of the passport and birthday', async () => {
    const phone = '998935550011'; // Rahimova's phone, no account yet
    const token = await logIn(app, handle, phone);
    expect((await client.post('check_register', { phone }, { token })).json()).toEqual({
      ...SUCCESS,
      is_registered: false,
    });

    const wrongBirthday = await client.post(
      'register-person',
      { ...RAHIMOVA, birthday: '23.07.1995', phone },
      { token },
    );
    expect(wrongBirthday.json()).toMatchObject({ error: 1, result: false, code: 'datas_not_found' });
    const unknown = await client.post(
      'register-person',
      { ...RAHIMOVA, passportNumber: '9999999' },
      { token },
    );
    expect(unknown.json()).toMatchObject({ error: 1, code: 'datas_not_found' });

    const res = await client.post('register-person', { ...RAHIMOVA, passportSeria: 'ab', phone }, { token });
    expect(res.json()).toEqual({
      ...SUCCESS,
      data: expect.objectContaining({
        phone,
        is_registered: true,
        last_name: 'Rahimova',
        first_name: 'Dilnoza',
        middle_name: 'Anvarovna',
        birthday: '22.07.1995',
        passport: 'AB *****78',
        invited_count: 0,
      }),
    });
    expect((await client.post('check_register', { phone }, { token })).json().is_registered).toBe(true);
    // The same person again is fine; the full passport number is nowhere in the account.
    expect((await client.post('register-person', RAHIMOVA, { token })).json()).toMatchObject({ error: 0 });
    const row = await handle.db
      .selectFrom('cabinet_users')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('2345678');
  });

  it('keeps one person to one account and one account to one person', async () => {
    const stranger = await logIn(app, handle, '998991230001');
    const karimov = { passportSeria: 'AA', passportNumber: '1234567', birthday: '1990-03-15' };
    expect((await client.post('register-person', karimov, { token: stranger })).json()).toMatchObject({
      error: 1,
      code: 'person_already_registered',
    });
    const own = await logIn(app, handle, '998901234567');
    const other = { passportSeria: 'AC', passportNumber: '3456789', birthday: '02.11.1985' };
    expect((await client.post('register-person', other, { token: own })).json()).toMatchObject({
      code: 'already_registered',
    });
  });

  it("refuses another phone than the session's with 403, malformed passports and dates with 400", async () => {
    const token = await logIn(app, handle, '998991230002');
    const asked = await client.post('check_register', { phone: '998901234567' }, { token });
    expect([asked.statusCode, asked.json().error.code]).toEqual([403, 'phone_mismatch']);
    const other = await client.post('register-person', { ...RAHIMOVA, phone: '998901234567' }, { token });
    expect([other.statusCode, other.json().error.code]).toEqual([403, 'phone_mismatch']);
    for (const bad of [
      { ...RAHIMOVA, passportNumber: '123' },
      { ...RAHIMOVA, passportSeria: 'A1' },
      { ...RAHIMOVA, birthday: '31.02.1995' },
      { passportSeria: 'AB', passportNumber: '2345678' },
    ]) {
      const res = await client.post('register-person', bad, { token });
      expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    }
  });
});
