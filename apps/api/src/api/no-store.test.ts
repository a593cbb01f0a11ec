import type { LightMyRequestResponse } from 'fastify';
import { cabinetClient, logIn } from '../testing/cabinet-test-kit';
import { caller, karimovPolicy, payWithPayme, seededPaymentKit } from '../testing/osago-test-kit';

/**
 * Issue 14 item 7: answers carrying personal data (a passport, PINFL, birthday, phone, a policy) must not be
 * kept by a browser, proxy or CDN. Every API answer defaults to `Cache-Control: no-store`.
 */
describe('Cache-Control of personal-data answers', () => {
  let env: Awaited<ReturnType<typeof seededPaymentKit>>;
  beforeAll(async () => {
    env = await seededPaymentKit();
  });
  afterAll(() => env.close());

  const noStore = (what: string, res: LightMyRequestResponse) =>
    expect({ what, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
      what,
      status: 200,
      cache: 'no-store',
    });

  it('is no-store on get/info, copy/get, extension/get, getPerson and the cabinet policies', async () => {
    const { kit } = env;
    const site = caller(kit.app);
    const person = { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990' };
    noStore('sayt/getPerson', await site.post('/api/sayt/getPerson', person));
    noStore('travel-neo/getPerson', await site.post('/api/travel-neo/getPerson', person));

    const saved = (await site.post('/api/osago-neo/save-policy/v2', karimovPolicy())).json().response as {
      contract_id: number;
      order_id: string;
    };
    const { perform } = await payWithPayme(kit, saved.contract_id, 384_000, 0x1c0);
    expect('result' in perform).toBe(true);
    const ref = `contract_id=${saved.contract_id}&order_id=${saved.order_id}`;
    noStore('copy/get', await site.get(`/api/osago-neo/copy/get?${ref}`));
    noStore('extension/get', await site.get(`/api/osago-neo/extension/get?${ref}`));

    const token = await logIn(kit.app, kit.handle, '998901234567');
    const cabinet = cabinetClient(kit.app);
    noStore('get/info', await cabinet.get('get/info', token));
    noStore('get/policy-new', await cabinet.get('get/policy-new', token));
    noStore('get/policy/:id', await cabinet.get(`get/policy/${saved.contract_id}`, token));
  });

  it('is no-store on refusals too (a 401, a 404)', async () => {
    const res = await env.kit.app.inject({ url: '/api/shaxsiy_kabinet/get/info' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([401, 'no-store']);
    const missing = await caller(env.kit.app).get('/api/no-such-route');
    expect([missing.statusCode, missing.headers['cache-control']]).toEqual([404, 'no-store']);
  });
});
