import { createHash } from 'node:crypto';
import { CLICK_ERROR, type ClickCompleteResponse, type ClickPrepareResponse } from '@polis/api-contract';
import { markPaid } from '../../contracts/contract-service';
import { clickForm, formBody, paymentKit, type PaymentKit } from '../../testing/payment-test-kit';
import { clickSign } from './click-sign';

describe('Click SHOP API', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const post = async <R>(step: 'prepare' | 'complete', fields: Record<string, string>): Promise<R> => {
    const res = await kit.app.inject({
      method: 'POST',
      url: `/api/click/${step}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(fields),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as R;
  };
  const prepare = (
    order: string,
    clickTransId = '1001',
    amount = '384000',
    extra: Record<string, string> = {},
  ) =>
    post<ClickPrepareResponse>(
      'prepare',
      clickForm({ click_trans_id: clickTransId, merchant_trans_id: order, amount, action: '0', ...extra }),
    );
  const complete = (
    order: string,
    prepareId: number | string,
    clickTransId = '1001',
    amount = '384000',
    extra: Record<string, string> = {},
  ) =>
    post<ClickCompleteResponse>(
      'complete',
      clickForm({
        click_trans_id: clickTransId,
        merchant_trans_id: order,
        amount,
        action: '1',
        merchant_prepare_id: String(prepareId),
        ...extra,
      }),
    );
  const statusOf = async (contractId: number) =>
    (
      await kit.handle.db
        .selectFrom('contracts')
        .select('status')
        .where('id', '=', contractId)
        .executeTakeFirstOrThrow()
    ).status;

  it('signs exactly as the protocol says: the secret after service_id, merchant_prepare_id only in Complete', () => {
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const fields = {
      click_trans_id: '1',
      service_id: '2',
      merchant_trans_id: 'P-1',
      amount: '10.00',
      action: '0',
      sign_time: '2026-01-01 00:00:00',
    };
    expect(clickSign(fields, 's')).toBe(md5('12sP-110.0002026-01-01 00:00:00'));
    expect(clickSign({ ...fields, action: '1', merchant_prepare_id: '9' }, 's')).toBe(
      md5('12sP-1910.0012026-01-01 00:00:00'),
    );
  });

  it('pays a contract: Prepare, then Complete marks it paid and issues one policy', async () => {
    const contract = await kit.contract();
    const prepared = await prepare(contract.order_id);
    expect(prepared).toMatchObject({
      click_trans_id: 1001,
      merchant_trans_id: contract.order_id,
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    const completed = await complete(contract.order_id, prepared.merchant_prepare_id as number);
    expect(completed).toMatchObject({
      error: 0,
      merchant_confirm_id: expect.any(Number),
      merchant_trans_id: contract.order_id,
    });
    expect(await statusOf(contract.id)).toBe('issued');
    expect(await kit.count('policies')).toBe(1);
  });

  it('accepts the amount with decimals as Click sends it (384000.00)', async () => {
    const contract = await kit.contract();
    const prepared = await prepare(contract.order_id, '1001', '384000.00');
    expect(prepared.error).toBe(0);
    expect(
      (await complete(contract.order_id, prepared.merchant_prepare_id as number, '1001', '384000.00')).error,
    ).toBe(0);
  });

  it('answers replayed Prepares with the same merchant_prepare_id, sequential and concurrent', async () => {
    const contract = await kit.contract();
    const first = await prepare(contract.order_id);
    for (let i = 0; i < 3; i += 1) expect(await prepare(contract.order_id)).toEqual(first);
    for (const answer of await Promise.all(Array.from({ length: 10 }, () => prepare(contract.order_id)))) {
      expect(answer).toEqual(first);
    }
    expect(await kit.count('click_transactions')).toBe(1);
  });

  it('issues one policy for ten concurrent Completes; every repeat after success answers -4 with the same confirm id', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => complete(contract.order_id, prepareId as number)),
    );
    const successes = answers.filter((a) => a.error === CLICK_ERROR.success);
    expect(successes).toHaveLength(1);
    const repeats = answers.filter((a) => a.error !== CLICK_ERROR.success);
    for (const repeat of repeats)
      expect(repeat).toEqual({ ...successes[0], error: -4, error_note: 'Already paid' });
    const sequential = [];
    for (let i = 0; i < 3; i += 1) sequential.push(await complete(contract.order_id, prepareId as number));
    expect(new Set(sequential.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(sequential[0]).toMatchObject({ error: -4, merchant_confirm_id: successes[0].merchant_confirm_id });
    expect(await kit.count('policies')).toBe(1);
  });

  it('cancels on a Complete carrying a Click error (< 0) with -9; a later Complete stays -9 and nothing is issued', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    expect(
      (await complete(contract.order_id, prepareId as number, '1001', '384000', { error: '-5017' })).error,
    ).toBe(CLICK_ERROR.cancelled);
    for (let i = 0; i < 3; i += 1)
      expect((await complete(contract.order_id, prepareId as number)).error).toBe(CLICK_ERROR.cancelled);
    expect((await prepare(contract.order_id)).error).toBe(CLICK_ERROR.cancelled);
    expect(await kit.count('policies')).toBe(0);
    // The payment attempt was cancelled, not the contract: a new Click transaction may pay it.
    expect(await statusOf(contract.id)).toBe('saved');
    const again = await prepare(contract.order_id, '2002');
    expect((await complete(contract.order_id, again.merchant_prepare_id as number, '2002')).error).toBe(0);
  });

  it('refuses a wrong signature with -1 on both steps and writes nothing', async () => {
    const contract = await kit.contract();
    const forged = {
      ...clickForm(
        { click_trans_id: '1', merchant_trans_id: contract.order_id, amount: '384000', action: '0' },
        'wrong-secret',
      ),
    };
    expect(await post<ClickPrepareResponse>('prepare', forged)).toMatchObject({
      error: -1,
      error_note: 'SIGN CHECK FAILED!',
    });
    // A valid signature over other values: the amount was changed after signing.
    const tampered = {
      ...clickForm({ click_trans_id: '1', merchant_trans_id: contract.order_id, amount: '1', action: '0' }),
      amount: '384000',
    };
    expect((await post<ClickPrepareResponse>('prepare', tampered)).error).toBe(-1);
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    const badComplete = {
      ...clickForm({
        click_trans_id: '1001',
        merchant_trans_id: contract.order_id,
        amount: '384000',
        action: '1',
        merchant_prepare_id: String(prepareId),
      }),
      merchant_prepare_id: '999',
    };
    expect((await post<ClickCompleteResponse>('complete', badComplete)).error).toBe(-1);
    expect(await kit.count('click_transactions')).toBe(1);
    expect(await statusOf(contract.id)).toBe('saved');
  });

  it('answers every error of the protocol with its code', async () => {
    const contract = await kit.contract();
    expect((await prepare(contract.order_id, '1', '383999')).error).toBe(CLICK_ERROR.incorrectAmount);
    expect(
      (
        await post<ClickPrepareResponse>(
          'prepare',
          clickForm({
            click_trans_id: '1',
            merchant_trans_id: contract.order_id,
            amount: '384000',
            action: '1',
          }),
        )
      ).error,
    ).toBe(CLICK_ERROR.actionNotFound);
    expect((await prepare('P000000-NOSUCHORDER')).error).toBe(CLICK_ERROR.orderNotFound);
    expect((await complete(contract.order_id, 4242)).error).toBe(CLICK_ERROR.transactionNotFound);
    expect((await post<ClickPrepareResponse>('prepare', { click_trans_id: '1' })).error).toBe(
      CLICK_ERROR.badRequest,
    );
    expect((await prepare(contract.order_id, '1', '384000', { service_id: '999' })).error).toBe(
      CLICK_ERROR.badRequest,
    );
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id, '5');
    expect((await complete(contract.order_id, prepareId as number, '5', '384001')).error).toBe(
      CLICK_ERROR.incorrectAmount,
    );
    // A Complete naming another Click transaction's prepare id is not ours to complete.
    expect((await complete(contract.order_id, prepareId as number, '6')).error).toBe(
      CLICK_ERROR.transactionNotFound,
    );
    expect(await kit.count('policies')).toBe(0);
  });

  it('ends the transaction at a Complete with a wrong amount: the right amount later on the same click_trans_id never pays', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    expect((await complete(contract.order_id, prepareId as number, '1001', '1000')).error).toBe(
      CLICK_ERROR.incorrectAmount,
    );
    for (const amount of ['384000', '384000.00'])
      expect((await complete(contract.order_id, prepareId as number, '1001', amount)).error).toBe(
        CLICK_ERROR.cancelled,
      );
    expect((await prepare(contract.order_id)).error).toBe(CLICK_ERROR.cancelled);
    expect(await kit.count('policies')).toBe(0);
    expect(await statusOf(contract.id)).toBe('saved');
    // The contract stays payable through a new Click transaction.
    const again = await prepare(contract.order_id, '2002');
    expect((await complete(contract.order_id, again.merchant_prepare_id as number, '2002')).error).toBe(0);
  });

  it.each([
    ['an order that does not exist', 'P000000-NOSUCHORDER', undefined, CLICK_ERROR.orderNotFound],
    ['a prepare id that is not this transaction', undefined, 4242, CLICK_ERROR.transactionNotFound],
  ])('ends the transaction at a signed Complete naming %s', async (_what, order, prepareIdOverride, code) => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    expect(
      (await complete(order ?? contract.order_id, prepareIdOverride ?? (prepareId as number))).error,
    ).toBe(code);
    expect((await complete(contract.order_id, prepareId as number)).error).toBe(CLICK_ERROR.cancelled);
    expect(await kit.count('policies')).toBe(0);
  });

  it('keeps the transaction open after a forged Complete (-1): only Click ends it', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    const forged = clickForm(
      {
        click_trans_id: '1001',
        merchant_trans_id: contract.order_id,
        amount: '1',
        action: '1',
        merchant_prepare_id: String(prepareId),
      },
      'wrong-secret',
    );
    expect((await post<ClickCompleteResponse>('complete', forged)).error).toBe(CLICK_ERROR.signCheckFailed);
    expect((await complete(contract.order_id, prepareId as number)).error).toBe(CLICK_ERROR.success);
  });

  it('answers -4 to Prepare for a paid contract, and cancels a prepared payment when the contract was paid elsewhere', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id: prepareId } = await prepare(contract.order_id);
    await markPaid(kit.handle.db, contract.id, 'payme');
    expect((await complete(contract.order_id, prepareId as number)).error).toBe(CLICK_ERROR.alreadyPaid);
    expect((await prepare(contract.order_id, '3003')).error).toBe(CLICK_ERROR.alreadyPaid);
    expect(await kit.count('policies')).toBe(1);
    const tx = await kit.handle.db.selectFrom('click_transactions').selectAll().executeTakeFirstOrThrow();
    expect(tx.status).toBe('cancelled');
  });

  it('answers -9 for a cancelled contract', async () => {
    const contract = await kit.contract();
    await kit.handle.db
      .updateTable('contracts')
      .set({ status: 'cancelled' })
      .where('id', '=', contract.id)
      .execute();
    expect((await prepare(contract.order_id)).error).toBe(CLICK_ERROR.cancelled);
  });

  it('answers a body it cannot read with -8 at HTTP 200', async () => {
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/click/prepare',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: -8 });
  });

  it('refuses a body over 16 KiB unparsed (-8, HTTP 200): Click sends a few hundred bytes', async () => {
    const contract = await kit.contract();
    const fields = clickForm({
      click_trans_id: '1001',
      merchant_trans_id: contract.order_id,
      amount: '384000',
      action: '0',
    });
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', formBody({ ...fields, padding: 'x'.repeat(17 * 1024) })],
      ['application/json', `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`],
    ]) {
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/click/prepare',
        headers: { 'content-type': type },
        payload,
      });
      expect([res.statusCode, res.json().error]).toEqual([200, CLICK_ERROR.badRequest]);
    }
    expect(await kit.count('click_transactions')).toBe(0);
    // The same form without the padding is prepared as usual.
    expect((await prepare(contract.order_id)).error).toBe(CLICK_ERROR.success);
  });

  it('Complete compares the amount with the contract amount now, not only with Prepare (-2, no policy)', async () => {
    const contract = await kit.contract();
    const { merchant_prepare_id } = await prepare(contract.order_id);
    await kit.handle.db
      .updateTable('contracts')
      .set({ amount_uzs: 345_600 })
      .where('id', '=', contract.id)
      .execute();
    expect(await complete(contract.order_id, merchant_prepare_id ?? 0)).toMatchObject({
      error: CLICK_ERROR.incorrectAmount,
    });
    expect(await kit.count('policies')).toBe(0);
    expect(await statusOf(contract.id)).toBe('saved');
  });
});
