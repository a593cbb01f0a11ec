import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { seededServer } from '../testing/test-server';
import { cabinetClient, lastLoginCode, logIn } from '../testing/cabinet-test-kit';
import { SITE_AUTH } from '../testing/test-server';

/**
 * The customer's data on PostgreSQL: migration 023 (its columns, the consents table and the saved-others
 * backfill), and deleting an account while the same phone logs in and while it is deleted twice at once: the
 * login's lock of the phone orders them, so the phone ends with one account at most, and never a session of a
 * deleted one. Runs when TEST_DATABASE_URL is set, in a schema of its own.
 */

describePostgres('my data on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    schema = await postgresSchema('polis_my_data');
    handle = schema.handle;
    ({ app } = await seededServer(handle));
  });
  afterAll(async () => {
    await app?.close();
    await schema?.drop();
  });

  const remove = (token: string) =>
    app.inject({
      method: 'DELETE',
      url: '/api/shaxsiy_kabinet/my-data/account',
      headers: { authorization: SITE_AUTH, 'x-auth-token': token },
      payload: { confirm: true },
    });

  it('records consents and devices, and deletes an account in parallel with a login of its phone', async () => {
    const phone = '998991237701';
    const token = await logIn(app, handle, phone);
    const given = await app.inject({
      method: 'POST',
      url: '/api/shaxsiy_kabinet/my-data/consents/marketing',
      headers: { authorization: SITE_AUTH, 'x-auth-token': token },
    });
    expect(given.statusCode).toBe(200);
    const client = cabinetClient(app);
    await client.post('send-code', { phone });
    const code = await lastLoginCode(handle, phone);
    const [deleted, login] = await Promise.all([
      remove(token),
      client.post('check-verification-code', { phone, code }),
    ]);
    expect(deleted.statusCode).toBe(200);
    const users = await handle.db
      .selectFrom('cabinet_users')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(users.length).toBeLessThanOrEqual(1);
    // Whichever ran first, the new login's token either opens a new account or, deleted with the old, nothing.
    const info = await client.get('get/info', login.json().token as string);
    if (users.length === 1) expect(info.json().data.id).toBe(users[0]?.id);
    else expect(info.statusCode).toBe(401);
    const orphans = await handle.db
      .selectFrom('cabinet_sessions as s')
      .leftJoin('cabinet_users as u', 'u.id', 's.user_id')
      .select('s.id')
      .where('u.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('deletes once when asked twice at once', async () => {
    const token = await logIn(app, handle, '998991237702');
    const answers = await Promise.all([remove(token), remove(token)]);
    // The second either finds the session gone (401) or, let in just before, waits and finds nothing to remove.
    const done = answers.filter((a) => a.statusCode === 200);
    expect(answers.every((a) => [200, 401].includes(a.statusCode))).toBe(true);
    expect(done.map((a) => a.json().removed.sessions).sort()).toEqual(done.length === 2 ? [0, 1] : [1]);
    expect(
      await handle.db.selectFrom('cabinet_users').select('id').where('phone', '=', '998991237702').execute(),
    ).toEqual([]);
  });
});
