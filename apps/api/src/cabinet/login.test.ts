import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { SITE_AUTH, seededServer } from '../testing/test-server';
import {
  cabinetClient,
  countRows,
  lastLoginCode,
  logIn,
  type CabinetClient,
} from '../testing/cabinet-test-kit';
import { hashToken } from '../contracts/owner-session';

let app: FastifyInstance;
let handle: Db;
let client: CabinetClient;
beforeAll(async () => {
  ({ app, handle } = await seededServer());
  client = cabinetClient(app);
});
afterAll(() => app.close());

const SUCCESS = { error: 0, result: true, message: 'success' };

describe('send-code', () => {
  it('sends six digits to the SMS outbox and answers the same for a phone with or without an account', async () => {
    const known = await client.post('send-code', { phone: '998901234567' }); // Karimov has an account
    const unknown = await client.post('send-code', { phone: '+998 99 111 22 33' });
    expect(known.json()).toEqual({ ...SUCCESS, expires_in: 300 });
    expect(unknown.json()).toEqual(known.json());
    expect(await lastLoginCode(handle, '998991112233')).toMatch(/^[0-9]{6}$/);
    const stored = await handle.db
      .selectFrom('cabinet_login_codes')
      .selectAll()
      .where('phone', '=', '998991112233')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).not.toContain(await lastLoginCode(handle, '998991112233'));
    expect(Date.parse(stored.expires_at) - Date.parse(stored.created_at)).toBe(300_000);
  });

  it('writes the SMS in the language of the lang header', async () => {
    await client.post('send-code', { phone: '998991112244' }, { headers: { lang: 'ru' } });
    const sms = await handle.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('phone', '=', '998991112244')
      .executeTakeFirstOrThrow();
    expect(sms.text).toMatch(/^Polis: код входа/);
  });

  it('writes it in Uzbek Cyrillic for uz-cyrl, and in Uzbek for a language it does not speak', async () => {
    await client.post('send-code', { phone: '998991112255' }, { headers: { lang: 'uz-cyrl' } });
    await client.post('send-code', { phone: '998991112266' }, { headers: { lang: 'de' } });
    const textTo = async (phone: string) =>
      (
        await handle.db
          .selectFrom('sms_outbox')
          .select('text')
          .where('phone', '=', phone)
          .executeTakeFirstOrThrow()
      ).text;
    expect(await textTo('998991112255')).toMatch(/^Polis: шахсий кабинетга кириш коди: \d{6}\. Код 5 дақиқа/);
    expect(await textTo('998991112266')).toMatch(/^Polis: shaxsiy kabinetga kirish kodi/);
  });

  it('refuses a phone that is not Uzbek with 400 invalid_phone, and sends nothing', async () => {
    const before = await countRows(handle, 'sms_outbox');
    const res = await client.post('send-code', { phone: '7 912 345 67 89' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_phone');
    expect(await countRows(handle, 'sms_outbox')).toBe(before);
  });

  it('allows 5 codes per phone in 10 minutes, then 429 with Retry-After and nothing written', async () => {
    const phone = '998991110000';
    for (let i = 0; i < 5; i += 1) expect((await client.post('send-code', { phone })).statusCode).toBe(200);
    const [sms, codes] = [
      await countRows(handle, 'sms_outbox'),
      await countRows(handle, 'cabinet_login_codes'),
    ];
    const limited = await client.post('send-code', { phone });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBe('600');
    expect([await countRows(handle, 'sms_outbox'), await countRows(handle, 'cabinet_login_codes')]).toEqual([
      sms,
      codes,
    ]);
    // Another phone is not affected.
    expect((await client.post('send-code', { phone: '998991110001' })).statusCode).toBe(200);
  });

  it('takes JSON too', async () => {
    const res = await client.post('send-code', { phone: '998991110002' }, { json: true });
    expect(res.json()).toEqual({ ...SUCCESS, expires_in: 300 });
  });

  it('refuses files, repeated fields and unreadable forms with 400 bad_multipart', async () => {
    const send = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/shaxsiy_kabinet/send-code',
        headers: { authorization: SITE_AUTH, 'content-type': contentType },
        payload,
      });
    const field = (name: string, value: string, extra = '') =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
    const file = await send(
      'multipart/form-data; boundary=b',
      `${field('phone', '998901234567', '; filename="a.txt"')}--b--\r\n`,
    );
    expect([file.statusCode, file.json().error.code]).toEqual([400, 'bad_multipart']);
    const repeated = await send(
      'multipart/form-data; boundary=b',
      `${field('phone', '998901234567')}${field('phone', '998935550011')}--b--\r\n`,
    );
    expect([repeated.statusCode, repeated.json().error.code]).toEqual([400, 'validation']);
    const noBoundary = await send('multipart/form-data', 'phone=998901234567');
    expect([noBoundary.statusCode, noBoundary.json().error.code]).toEqual([400, 'bad_multipart']);
    const huge = await send(
      'multipart/form-data; boundary=b',
      `${field('phone', '9'.repeat(5000))}--b--\r\n`,
    );
    expect([huge.statusCode, huge.json().error.code]).toEqual([400, 'bad_multipart']);
  });
});

describe('check-verification-code', () => {
  it('logs in with the right code: a random token stored only as its hash, 30 days', async () => {
    await client.post('send-code', { phone: '998901234567' });
    const code = await lastLoginCode(handle, '998901234567');
    const res = await client.post('check-verification-code', { phone: '998901234567', code });
    const body = res.json();
    expect(body).toEqual({
      ...SUCCESS,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
      is_registered: true, // Karimov's account is seeded, registered
    });
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const sessions = await handle.db.selectFrom('cabinet_sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(hashToken(body.token));
    expect(JSON.stringify(sessions)).not.toContain(body.token);

    // A code works once.
    const again = await client.post('check-verification-code', { phone: '998901234567', code });
    expect(again.json()).toMatchObject({ error: 1, result: false, code: 'code_expired' });
  });

  it('creates the account of a new phone at its first login, not registered yet', async () => {
    const before = await countRows(handle, 'cabinet_users');
    await client.post('send-code', { phone: '998991234500' });
    const code = await lastLoginCode(handle, '998991234500');
    const res = await client.post('check-verification-code', { phone: '998991234500', code });
    expect(res.json()).toMatchObject({ error: 0, is_registered: false });
    expect(await countRows(handle, 'cabinet_users')).toBe(before + 1);
  });

  it('counts the tries: wrong_code with attempts_left, the fifth locks the code, even the right one then', async () => {
    const phone = '998991234501';
    await client.post('send-code', { phone });
    const code = await lastLoginCode(handle, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push((await client.post('check-verification-code', { phone, code: wrong })).json());
    expect(answers.slice(0, 4)).toEqual(
      [4, 3, 2, 1].map((left) => ({
        error: 1,
        result: false,
        message: 'The code is incorrect',
        error_message: 'The code is incorrect',
        code: 'wrong_code',
        attempts_left: left,
      })),
    );
    expect(answers[4]).toMatchObject({ error: 1, code: 'code_locked', attempts_left: 0 });
    expect((await client.post('check-verification-code', { phone, code })).json()).toMatchObject({
      code: 'code_locked',
    });
    // A new code starts afresh.
    await client.post('send-code', { phone });
    const fresh = await lastLoginCode(handle, phone);
    expect((await client.post('check-verification-code', { phone, code: fresh })).json()).toMatchObject({
      error: 0,
    });
  });

  it('refuses an expired code (5 minutes) and an earlier code once a new one was sent', async () => {
    const phone = '998991234502';
    await client.post('send-code', { phone });
    const first = await lastLoginCode(handle, phone);
    await handle.db
      .updateTable('cabinet_login_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('phone', '=', phone)
      .execute();
    expect((await client.post('check-verification-code', { phone, code: first })).json()).toMatchObject({
      code: 'code_expired',
    });

    await client.post('send-code', { phone });
    const second = await lastLoginCode(handle, phone);
    await client.post('send-code', { phone });
    const third = await lastLoginCode(handle, phone);
    if (second !== third) {
      expect((await client.post('check-verification-code', { phone, code: second })).json()).toMatchObject({
        code: 'wrong_code',
      });
    }
    expect((await client.post('check-verification-code', { phone, code: third })).json()).toMatchObject({
      error: 0,
    });
  });

  it('answers code_expired when no code was ever sent', async () => {
    const res = await client.post('check-verification-code', { phone: '998991234503', code: '123456' });
    expect(res.json()).toMatchObject({ error: 1, code: 'code_expired' });
  });

  it('refuses a code that is not six digits with 400, without using a try', async () => {
    const phone = '998991234504';
    await client.post('send-code', { phone });
    const res = await client.post('check-verification-code', { phone, code: '12345' });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'validation']);
    const row = await handle.db
      .selectFrom('cabinet_login_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it("records the inviter's referral code on the first login only", async () => {
    const karimov = await handle.db
      .selectFrom('cabinet_users')
      .select('id')
      .where('referral_code', '=', 'ALISHER90')
      .executeTakeFirstOrThrow();
    await logIn(app, handle, '998991234505', { referral_code: 'alisher90' });
    const invited = await handle.db
      .selectFrom('cabinet_users')
      .select('invited_by')
      .where('phone', '=', '998991234505')
      .executeTakeFirstOrThrow();
    expect(invited.invited_by).toBe(karimov.id);
    await logIn(app, handle, '998991234506', { referral_code: 'NOSUCH1' });
    const uninvited = await handle.db
      .selectFrom('cabinet_users')
      .select('invited_by')
      .where('phone', '=', '998991234506')
      .executeTakeFirstOrThrow();
    expect(uninvited.invited_by).toBeNull();
  });
});
