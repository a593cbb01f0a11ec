import { caller, karimovPolicy, payWithPayme, seededPaymentKit } from '../testing/osago-test-kit';
import { logIn } from '../testing/cabinet-test-kit';

/**
 * The cabinet manages auto-payment of its user's policies whatever channel sold them: the holder's session
 * opens `/web/subscription/get` for a contract another channel saved; nobody else's does, nor no session.
 */
let env: Awaited<ReturnType<typeof seededPaymentKit>>;
beforeAll(async () => {
  env = await seededPaymentKit();
});
afterAll(() => env.close());

const BEELINE = `Basic ${Buffer.from('beeline:beeline-sandbox').toString('base64')}`;

it('opens another channel’s contract for the session of its holder only', async () => {
  const saved = await caller(env.kit.app, BEELINE).post('/api/osago-neo/save-policy/v2', karimovPolicy());
  const { contract_id, amount_uzs } = saved.json().response as { contract_id: number; amount_uzs: number };
  await payWithPayme(env.kit, contract_id, amount_uzs, 1);

  const site = caller(env.kit.app);
  const get = (token?: string) =>
    site.post('/api/web/subscription/get', { contract_id }, token ? { 'x-auth-token': token } : {});

  expect((await get()).statusCode).toBe(404);
  const holder = await logIn(env.kit.app, env.kit.handle, '998901234567');
  const answer = await get(holder);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toMatchObject({ error: 0, data: { contract_id, status: 'inactive' } });

  const stranger = await logIn(env.kit.app, env.kit.handle, '998971112233');
  expect((await get(stranger)).statusCode).toBe(404);
  expect((await get('not-a-token')).statusCode).toBe(404);
});
