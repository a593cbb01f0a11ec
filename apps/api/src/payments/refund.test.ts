import { PAYME_ERROR, PolicyVerification, type PaymeCancelResult } from '@polis/api-contract';
import { Value } from '@sinclair/typebox/value';
import { cabinetClient, logIn } from '../testing/cabinet-test-kit';
import { caller, karimovPolicy, payWithPayme, seededPaymentKit } from '../testing/osago-test-kit';

/**
 * Issue 14 item 4: Payme's CancelTransaction of a performed transaction is a refund. The policy bought with
 * it is cancelled wherever it is shown: the cabinet's list and detail, the verification JSON and the page the
 * QR code opens. The payment check no longer hands out its PDF link.
 */
describe('a policy refunded through Payme', () => {
  let env: Awaited<ReturnType<typeof seededPaymentKit>>;
  beforeAll(async () => {
    env = await seededPaymentKit();
  });
  afterAll(() => env.close());

  it('shows as cancelled in the cabinet and on the verification page, idempotently', async () => {
    const { kit } = env;
    const saved = (await caller(kit.app).post('/api/osago-neo/save-policy/v2', karimovPolicy())).json()
      .response as { contract_id: number; order_id: string };
    const txNumber = 0x7e57;
    const { perform } = await payWithPayme(kit, saved.contract_id, 384_000, txNumber);
    expect('result' in perform).toBe(true);
    const token = await logIn(kit.app, kit.handle, '998901234567');
    const cabinet = cabinetClient(kit.app);
    const listed = async () =>
      (await cabinet.get('get/policy-new', token))
        .json()
        .data.find((p: { id: number }) => p.id === saved.contract_id) as {
        status: string;
        policy_series: string;
        policy_number: string;
      };
    const before = await listed();
    expect(before.status).toBe('pending'); // starts tomorrow
    const verify = (accept: string, lang = 'en') =>
      kit.app.inject({
        url: `/api/policy/verify/${before.policy_series}/${before.policy_number}?lang=${lang}`,
        headers: { accept },
      });

    const id = txNumber.toString(16).padStart(24, '0');
    const refund = () => kit.payme<PaymeCancelResult>('CancelTransaction', { id, reason: 5 });
    const first = await refund();
    expect(first).toMatchObject({ result: { state: -2 } });
    expect(await refund()).toEqual({ ...first, id: expect.any(Number) });

    expect(await listed()).toMatchObject({ status: 'cancelled' });
    const detail = await cabinet.get(`get/policy/${saved.contract_id}`, token);
    expect(detail.json().data).toMatchObject({ id: saved.contract_id, status: 'cancelled' });

    const json = await verify('application/json');
    expect(Value.Check(PolicyVerification, json.json())).toBe(true);
    expect(json.json()).toMatchObject({ valid: false, status: 'cancelled', product: 'osago' });
    expect((await verify('text/html')).body).toContain('The policy has been cancelled and is not in force');
    expect((await verify('text/html', 'ru')).body).toContain('Полис аннулирован и не действует');

    const check = await caller(kit.app).post('/api/sayt/contract/check', { order_id: saved.order_id });
    expect(check.json()).toMatchObject({ check: false });
    // The refunded transaction stays refunded: Perform cannot revive it.
    expect(await kit.payme('PerformTransaction', { id })).toMatchObject({
      error: { code: PAYME_ERROR.cannotPerform },
    });
  });
});
