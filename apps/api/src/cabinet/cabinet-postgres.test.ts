import type { FastifyInstance } from 'fastify';
import { markPaid } from '../contracts/contract-service';
import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { CLAIMS } from '../db/seed/cabinet';
import { caller, karimovPolicy } from '../testing/osago-test-kit';
import { seededServer } from '../testing/test-server';
import { cabinetClient, countRows, lastLoginCode, logIn } from '../testing/cabinet-test-kit';
import { LOGIN_SMS_LIMITS } from './login-codes';

/**
 * The cabinet on PostgreSQL: migration 006 and the seed, the per-phone locks under truly parallel requests
 * (limit, tries, one person per account), the PINFL match of policies. Runs when TEST_DATABASE_URL is set
 * (.ci/run starts a throwaway server), in a schema of its own dropped at the end.
 */

describePostgres('cabinet on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await postgresSchema('polis_cabinet');
    handle = schema.handle;
    ({ app } = await seededServer(handle));
  });
  afterAll(async () => {
    await app?.close();
    await schema?.drop();
  });

  it('seeds the accounts and claims, and new accounts get ids after them', async () => {
    expect(await countRows(handle, 'claims')).toBe(CLAIMS.length);
    const token = await logIn(app, handle, '998901234567');
    expect((await cabinetClient(app).get('get/info', token)).json().data).toMatchObject({
      referral_code: 'ALISHER90',
      invited_count: 2,
      birthday: '15.03.1990',
    });
    await logIn(app, handle, '998991239999');
    expect(await countRows(handle, 'cabinet_users')).toBe(4);
  });

  it('stops parallel sends at the limit and counts parallel guesses one by one', async () => {
    const client = cabinetClient(app);
    const phone = '998991230100';
    const sends = await Promise.all(Array.from({ length: 8 }, () => client.post('send-code', { phone })));
    const limit = LOGIN_SMS_LIMITS[0].count;
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(limit);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(8 - limit);

    const code = await lastLoginCode(handle, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => client.post('check-verification-code', { phone, code: wrong })),
    );
    const codes = guesses.map((r) => r.json().code);
    expect(codes.filter((c) => c === 'wrong_code')).toHaveLength(4);
    expect(codes.filter((c) => c === 'code_locked')).toHaveLength(4);
    expect((await client.post('check-verification-code', { phone, code })).json().code).toBe('code_locked');
  });

  it('lets only one of two parallel accounts take a person', async () => {
    const client = cabinetClient(app);
    const tokens = [await logIn(app, handle, '998991230201'), await logIn(app, handle, '998991230202')];
    const body = { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' };
    const answers = await Promise.all(tokens.map((token) => client.post('register-person', body, { token })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().code ?? 'ok').sort()).toEqual(['ok', 'person_already_registered']);
  });

  it("lists a paid policy by phone and by the owner's PINFL", async () => {
    // Karimov's Cobalt on his phone, and his taxi (one paid policy per car and day) on another phone.
    const save = (phone: string, car: object) =>
      caller(app).post('/api/osago-neo/save-policy/v2', karimovPolicy({ phone_number: phone, ...car }));
    const ids: number[] = [];
    for (const [phone, car] of [
      ['998901234567', {}],
      ['998950001122', { gos_number: '01C777TX', tech_number: '4234567' }],
    ] as const) {
      const { contract_id: id } = (await save(phone, car)).json().response;
      await markPaid(handle.db, id, 'payme');
      ids.push(id);
    }
    const token = await logIn(app, handle, '998901234567');
    const list = (await cabinetClient(app).get('get/policy-new', token)).json().data;
    expect(list.map((p: { id: number }) => p.id).sort()).toEqual(ids.sort());
  });
});
