import { Value } from '@sinclair/typebox/value';
import { CabinetBusinessRequestsResponse, type SiteRequestBody } from '@polis/api-contract';
import { logIn } from '../testing/cabinet-test-kit';
import { seededServerSuite } from '../testing/sale-test-kit';
import { SITE_AUTH } from '../testing/test-server';

const { server } = seededServerSuite();

const MINE = '998907770031';
const THEIRS = '998907770032';

const list = (token?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/shaxsiy_kabinet/business-requests',
    headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
  });

let address = 1;
const apply = async (body: Partial<SiteRequestBody>, token?: string): Promise<number> => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/site-requests',
    remoteAddress: `10.1.0.${address++}`,
    headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
    payload: {
      kind: 'business',
      product: 'ipoteka',
      inn: '307890123',
      company_name: 'IT Park Digital MChJ',
      full_name: 'Kim Elena',
      facts: { loan_amount: 800_000_000 },
      lang: 'ru',
      ...body,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};

let mine: string;
let theirs: string;
beforeAll(async () => {
  mine = await logIn(server.app, server.handle, MINE);
  theirs = await logIn(server.app, server.handle, THEIRS);
});

describe('my business applications', () => {
  it('answers 401 without a session or with one that opens nothing', async () => {
    const none = await list();
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('token_required');
    const unknown = await list('x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('token_invalid');
  });

  it("lists the session's own (by its phone, or sent while logged in), newest first, never another's", async () => {
    const byPhone = await apply({
      phone: MINE,
      product: 'surety-insurance',
      facts: { contract_amount: 5_000_000 },
    });
    // Logged in, the customer typed a colleague's phone: still theirs.
    const whileLoggedIn = await apply({ phone: '998935550099' }, mine);
    const another = await apply({ phone: THEIRS });
    await apply({ phone: '998935550098' }, theirs);
    // Feedback by the same phone is not a business application.
    await server.app.inject({
      method: 'POST',
      url: '/api/site-requests',
      remoteAddress: '10.1.1.1',
      headers: { authorization: SITE_AUTH },
      payload: { kind: 'feedback', full_name: 'Kim', phone: MINE, message: 'Rahmat' },
    });

    const res = await list(mine);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Value.Check(CabinetBusinessRequestsResponse, body)).toBe(true);
    expect(body.data).toEqual([
      {
        id: whileLoggedIn,
        product: 'ipoteka',
        company_name: 'IT Park Digital MChJ',
        created_at: expect.any(String),
        status: 'received',
      },
      expect.objectContaining({ id: byPhone, product: 'surety-insurance', status: 'received' }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Kim Elena|307890123|998935550099/);

    const theirList = (await list(theirs)).json().data.map((r: { id: number }) => r.id);
    expect(theirList).toContain(another);
    expect(theirList).not.toContain(byPhone);
    expect(theirList).not.toContain(whileLoggedIn);
  });

  it('stays out of the insurance claims', async () => {
    await apply({ phone: MINE });
    const claims = await server.app.inject({
      method: 'GET',
      url: '/api/shaxsiy_kabinet/client-claims',
      headers: { authorization: SITE_AUTH, 'x-auth-token': mine },
    });
    expect(claims.statusCode).toBe(200);
    expect(claims.json().data).toEqual([]);
  });

  it('lists a DMS constructor application too, and sends its number by SMS in the page language', async () => {
    const DMS_PHONE = '998907770033';
    const dmsUser = await logIn(server.app, server.handle, DMS_PHONE);
    const post = (url: string, payload: object, token?: string) =>
      server.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.1.2.${address++}`,
        headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
        payload,
      });
    const submit = async (phone: string, token?: string) => {
      const calc = (await post('/api/dms/constructor/calculation', { limit: 30_000_000 })).json();
      const res = await post(
        '/api/dms/constructor/submit',
        {
          constructor_request_id: calc.constructor_request_id,
          full_name: 'Kim Elena',
          phone,
          company_name: 'Artel Electronics MChJ',
          inn: '302345678',
          number_of_employees: 3,
          lang: 'en',
        },
        token,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { id: number; sms?: boolean };
    };
    const byPhone = await submit(DMS_PHONE);
    expect(byPhone.sms).toBe(true);
    const sms = await server.handle.db
      .selectFrom('sms_outbox')
      .select('text')
      .where('phone', '=', DMS_PHONE)
      .where('purpose', '=', 'site-request')
      .executeTakeFirstOrThrow();
    expect(sms.text).toBe(
      `Polis: your application has been received. Application number: ${byPhone.id}. ` +
        'Our manager will call you within one working day.',
    );
    // Logged in, a colleague's phone typed: still the user's.
    const whileLoggedIn = await submit('998935550097', dmsUser);

    const body = (await list(dmsUser)).json();
    expect(Value.Check(CabinetBusinessRequestsResponse, body)).toBe(true);
    expect(body.data).toEqual([
      {
        id: whileLoggedIn.id,
        product: 'dms-constructor',
        company_name: 'Artel Electronics MChJ',
        created_at: expect.any(String),
        status: 'received',
      },
      expect.objectContaining({ id: byPhone.id, product: 'dms-constructor' }),
    ]);
    const others = (await list(theirs)).json().data as { product: string }[];
    expect(others.filter((r) => r.product === 'dms-constructor')).toEqual([]);
  });

  it('shows the status the sales team moved it to (the sandbox plays the sales team)', async () => {
    const id = await apply({ phone: MINE });
    const move = (to: number, status: string) =>
      server.app.inject({
        method: 'POST',
        url: `/sandbox/api/business-requests/${to}/status`,
        payload: { status },
      });
    expect((await move(id, 'in_progress')).json()).toEqual({ id, status: 'in_progress' });
    const listed = async () =>
      ((await list(mine)).json().data as { id: number; status: string }[]).find((r) => r.id === id)?.status;
    expect(await listed()).toBe('in_progress');
    expect((await move(id, 'closed')).statusCode).toBe(200);
    expect(await listed()).toBe('closed');
    const unknown = await move(999_999, 'closed');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'request_not_found']);
    expect((await move(id, 'lost')).statusCode).toBe(400);
  });
});
