import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { SITE_AUTH } from './test-server';

// A user and a session without the SMS login, for the suites outside the cabinet (a file served to its holder):
// they reach the cabinet through this kit, never by importing it.
export { findOrCreateUser } from '../cabinet/cabinet-users';
export { createSession } from '../cabinet/session-auth';

/** Test helpers of the cabinet suites: forms as the spec's front end sends them, codes from the outbox. */

type Fields = Readonly<Record<string, string | number | boolean>>;

const BOUNDARY = '----polis-cabinet-test';

/** A multipart/form-data body of text fields (what a browser's FormData sends). */
export function multipart(fields: Fields, boundary = BOUNDARY): { payload: string; contentType: string } {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export interface CabinetClient {
  /** Multipart by default, as the spec says; `json: true` for the JSON the server also takes. */
  post(
    path: string,
    fields?: Fields,
    options?: { token?: string; json?: boolean; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  get(path: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function cabinetClient(app: FastifyInstance): CabinetClient {
  const tokenHeader = (token?: string): Record<string, string> => (token ? { 'x-auth-token': token } : {});
  return {
    post(path, fields = {}, { token, json = false, headers = {} } = {}) {
      const body = json
        ? { payload: JSON.stringify(fields), contentType: 'application/json' }
        : multipart(fields);
      return app.inject({
        method: 'POST',
        url: `/api/shaxsiy_kabinet/${path}`,
        headers: {
          authorization: SITE_AUTH,
          'content-type': body.contentType,
          ...tokenHeader(token),
          ...headers,
        },
        payload: body.payload,
      });
    },
    get(path, token, headers = {}) {
      return app.inject({
        method: 'GET',
        url: `/api/shaxsiy_kabinet/${path}`,
        headers: { authorization: SITE_AUTH, ...tokenHeader(token), ...headers },
      });
    },
  };
}

/** The six digits of the newest login SMS to a phone. */
export async function lastLoginCode(handle: Db, phone: string): Promise<string> {
  const sms = await handle.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('phone', '=', phone)
    .where('purpose', '=', 'login-code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /([0-9]{6})/.exec(sms.text)?.[1];
  if (!code) throw new Error('no code in the login SMS');
  return code;
}

/** Logs in through the real calls: send-code, the code from the outbox, check-verification-code. */
export async function logIn(
  app: FastifyInstance,
  handle: Db,
  phone: string,
  extra: Fields = {},
): Promise<string> {
  const client = cabinetClient(app);
  const sent = await client.post('send-code', { phone });
  if (sent.statusCode !== 200) throw new Error(`send-code answered ${sent.statusCode} ${sent.body}`);
  const code = await lastLoginCode(handle, phone);
  const res = await client.post('check-verification-code', { phone, code, ...extra });
  const token: unknown = res.json().token;
  if (typeof token !== 'string') throw new Error(`no token: ${res.body}`);
  return token;
}

export async function countRows(
  handle: Db,
  table: 'cabinet_users' | 'cabinet_sessions' | 'cabinet_login_codes' | 'sms_outbox' | 'claims',
): Promise<number> {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
