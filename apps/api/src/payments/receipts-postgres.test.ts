import type { PaymeCancelResult, PaymePerformResult, PaymeRpcResponse } from '@polis/api-contract';
import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { clickForm, formBody, paymentKit, type PaymentKit } from '../testing/payment-test-kit';

/**
 * Issue 27's races on PostgreSQL, where transactions run in parallel: one receipt per payment however many
 * performs or completes arrive at once, and one refund receipt however many cancels (TEST_DATABASE_URL).
 */
describePostgres('fiscal receipts on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;

  beforeAll(async () => {
    schema = await postgresSchema('polis_receipts');
    handle = schema.handle;
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  const receiptsOf = (contractId: number) =>
    handle.db
      .selectFrom('receipts')
      .selectAll()
      .where('contract_id', '=', contractId)
      .orderBy('id')
      .execute();
  const ok = <R>(answer: PaymeRpcResponse<R>) => 'result' in answer;

  it('Payme: ten performs and then ten cancels at once leave one sale and one refund receipt', async () => {
    const contract = await kit.contract({ product: 'housing', amountUzs: 250_000, details: {} });
    const id = 'rcpt'.padEnd(24, '0');
    const created = await kit.payme('CreateTransaction', {
      id,
      time: Date.now(),
      amount: 25_000_000,
      account: { key: String(contract.id) },
    });
    expect(ok(created)).toBe(true);
    const performs = await Promise.all(
      Array.from({ length: 10 }, () => kit.payme<PaymePerformResult>('PerformTransaction', { id })),
    );
    expect(performs.every(ok)).toBe(true);
    expect(new Set(performs.map((a) => 'result' in a && a.result.perform_time)).size).toBe(1);
    expect((await receiptsOf(contract.id)).map((r) => [r.kind, r.amount_uzs])).toEqual([['sale', 250_000]]);

    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => kit.payme<PaymeCancelResult>('CancelTransaction', { id, reason: 5 })),
    );
    expect(cancels.every(ok)).toBe(true);
    const rows = await receiptsOf(contract.id);
    expect(rows.map((r) => [r.kind, r.provider, r.amount_uzs])).toEqual([
      ['sale', 'payme', 250_000],
      ['refund', 'payme', 250_000],
    ]);
    expect(new Set(rows.map((r) => r.receipt_number)).size).toBe(2);
  });

  it('Click: ten completes of one payment at once leave one receipt with its fiscal data', async () => {
    const contract = await kit.contract({ product: 'travel', amountUzs: 215_000, details: {} });
    const order = { click_trans_id: '7701', merchant_trans_id: contract.order_id, amount: '215000' };
    const click = (fields: Parameters<typeof clickForm>[0]) =>
      kit.app.inject({
        method: 'POST',
        url: `/api/click/${fields.action === '0' ? 'prepare' : 'complete'}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(clickForm(fields)),
      });
    const prepared = (await click({ ...order, action: '0' })).json();
    expect(prepared.error).toBe(0);
    const completes = await Promise.all(
      Array.from({ length: 10 }, () =>
        click({ ...order, action: '1', merchant_prepare_id: String(prepared.merchant_prepare_id) }),
      ),
    );
    const errors = completes.map((res) => res.json().error).sort();
    expect(errors.filter((e: number) => e === 0)).toHaveLength(1);
    expect(errors.filter((e: number) => e === -4)).toHaveLength(9);
    const rows = await receiptsOf(contract.id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0].provider_detail)).toMatchObject({
      payment_id: 7701,
      received_card: 21_500_000,
    });
  });
});
