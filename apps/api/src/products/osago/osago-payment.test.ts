import { caller, endCover, karimovPolicy, payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';

const { env } = saleSuite();

it('saves a policy that the Payme sandbox flow pays and issues', async () => {
  const api = caller(env.kit.app);
  const saved = (await api.post('/api/osago-neo/save-policy/v2', karimovPolicy())).json().response;
  expect(saved.payme_url).toContain('/sandbox/payme/');

  const notYet = await api.post('/api/osago-neo/confirm-check', { order_id: saved.order_id });
  expect(notYet.json()).toEqual({ error: 1, check: false, message: 'payment_not_made' });

  const { check, create, perform } = await payWithPayme(env.kit, saved.contract_id, saved.amount_uzs, 1);
  expect(check).toMatchObject({ result: { allow: true } });
  expect(create).toMatchObject({ result: { state: 1 } });
  expect(perform).toMatchObject({ result: { state: 2 } });

  const paid = await api.post('/api/osago-neo/confirm-check', { order_id: saved.order_id });
  expect(paid.json()).toEqual({
    error: false,
    check: true,
    url: expect.stringContaining('/api/policy/EIOO/'),
    polis_seria: 'EIOO',
    polis_number: expect.stringMatching(/^\d{7}$/),
  });
  const contract = await env.kit.handle.db
    .selectFrom('contracts')
    .select(['status', 'paid_via'])
    .where('id', '=', saved.contract_id)
    .executeTakeFirstOrThrow();
  expect(contract).toEqual({ status: 'issued', paid_via: 'payme' });
});

it('refuses a Payme amount other than the saved total', async () => {
  const api = caller(env.kit.app);
  await endCover(env.kit); // the first test insured the car for these days
  const saved = (await api.post('/api/osago-neo/save-policy/v2', karimovPolicy())).json().response;
  const { check } = await payWithPayme(env.kit, saved.contract_id, saved.amount_uzs - 1, 2);
  expect(check).toMatchObject({ error: { code: -31001 } });
});
