import {
  CLICK_ERROR,
  PAYME_ERROR,
  type ClickCompleteResponse,
  type ClickPrepareResponse,
  type PaymeCancelResult,
  type PaymeCreateResult,
  type PaymePerformResult,
  type PaymeStatementResult,
} from '@polis/api-contract';
import { markPaid } from '../contracts/contract-service';
import type { Db } from '../db/database';
import { describePostgres, postgresSchema, type PostgresSchema } from '../testing/postgres-schema';
import { clickForm, formBody, paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';

/**
 * The races of the SQLite suites again on PostgreSQL, where transactions really run in parallel and the
 * contract row lock is what keeps one policy per contract. Runs when TEST_DATABASE_URL is set (.ci/run
 * starts a throwaway server), in a schema of its own that is dropped at the end.
 */

describePostgres('payments on PostgreSQL', () => {
  let schema: PostgresSchema;
  let handle: Db;
  let kit: PaymentKit;

  beforeAll(async () => {
    schema = await postgresSchema('polis_pay');
    handle = schema.handle;
    kit = await paymentKit(handle);
  });
  afterAll(async () => {
    await kit?.close();
    await schema?.drop();
  });

  const TIYIN = 38_400_000;

  it('Payme: one transaction per contract and one policy, whatever races; one refund', async () => {
    const contract = await kit.contract();
    const account = { key: String(contract.id) };
    const creates = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        kit.payme<PaymeCreateResult>('CreateTransaction', {
          id: `pg${i}`.padEnd(24, '0'),
          time: Date.now(),
          amount: TIYIN,
          account,
        }),
      ),
    );
    const created = creates.filter((a) => 'result' in a);
    expect(created).toHaveLength(1);
    expect(creates.filter((a) => 'error' in a && a.error.code === PAYME_ERROR.orderBeingPaid)).toHaveLength(
      9,
    );
    const id = `pg${creates.indexOf(created[0])}`.padEnd(24, '0');
    const performs = await Promise.all(
      Array.from({ length: 10 }, () => kit.payme<PaymePerformResult>('PerformTransaction', { id })),
    );
    const times = new Set(performs.map((a) => ('result' in a ? a.result.perform_time : a.error.code)));
    expect(times.size).toBe(1);
    expect([...times][0]).toBeGreaterThan(0);
    expect(await kit.count('policies')).toBe(1);
    // Ten concurrent refunds of the performed transaction: one cancels the policy, all answer the same.
    const chatBefore = await kit.count('chat_outbox');
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => kit.payme<PaymeCancelResult>('CancelTransaction', { id, reason: 5 })),
    );
    const answers = new Set(refunds.map((a) => JSON.stringify('result' in a ? a.result : a.error)));
    expect(answers.size).toBe(1);
    expect(refunds[0]).toMatchObject({ result: { state: -2 } });
    expect(await kit.count('chat_outbox')).toBe(chatBefore + 1);
    const row = await handle.db
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', contract.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    const statement = await kit.payme<PaymeStatementResult>('GetStatement', {
      from: 0,
      to: Date.now() + 1000,
    });
    expect('result' in statement && statement.result.transactions.map((t) => [t.id, t.state])).toEqual([
      [id, -2],
    ]);
  });

  it('Click: ten concurrent Completes issue one policy', async () => {
    const contract = await kit.contract();
    const res = await kit.app.inject({
      method: 'POST',
      url: '/api/click/prepare',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody(
        clickForm({
          click_trans_id: '9001',
          merchant_trans_id: contract.order_id,
          amount: '384000',
          action: '0',
        }),
      ),
    });
    const prepared = res.json() as ClickPrepareResponse;
    const complete = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/click/complete',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(
          clickForm({
            click_trans_id: '9001',
            merchant_trans_id: contract.order_id,
            amount: '384000',
            action: '1',
            merchant_prepare_id: String(prepared.merchant_prepare_id),
          }),
        ),
      });
    const answers = (await Promise.all(Array.from({ length: 10 }, complete))).map(
      (r) => r.json() as ClickCompleteResponse,
    );
    expect(answers.filter((a) => a.error === CLICK_ERROR.success)).toHaveLength(1);
    expect(answers.filter((a) => a.error === CLICK_ERROR.alreadyPaid)).toHaveLength(9);
    const policies = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .execute();
    expect(policies).toHaveLength(1);
  });

  type Contract = Awaited<ReturnType<PaymentKit['contract']>>;

  /**
   * Five applications of one car, saved before any was paid: the first three get a Payme transaction and the
   * fourth a Click Prepare, then three Payme performs, the Click complete and an Octo card payment of the
   * fifth run at the same instant. Exactly one of them is paid and has a policy.
   */
  async function expectOneOfFivePaid(contracts: readonly Contract[], tag: string, clickTransId: string) {
    const ids = contracts.map((_, i) => `${tag}${i}`.padEnd(24, '0'));
    for (const [i, contract] of contracts.slice(0, 3).entries()) {
      const created = await kit.payme('CreateTransaction', {
        id: ids[i],
        time: Date.now(),
        amount: contract.amount_uzs * 100,
        account: { key: String(contract.id) },
      });
      expect(created).toHaveProperty('result');
    }
    const clickContract = contracts[3]!;
    const clickForms = (action: string, extra: Record<string, string> = {}) =>
      formBody(
        clickForm({
          click_trans_id: clickTransId,
          merchant_trans_id: clickContract.order_id,
          amount: String(clickContract.amount_uzs),
          action,
          ...extra,
        }),
      );
    const click = (path: string, payload: string) =>
      kit.app.inject({
        method: 'POST',
        url: `/api/click/${path}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const prepared = (await click('prepare', clickForms('0'))).json() as ClickPrepareResponse;
    expect(prepared.error).toBe(CLICK_ERROR.success);

    await Promise.all([
      ...ids.slice(0, 3).map((id) => kit.payme<PaymePerformResult>('PerformTransaction', { id })),
      click('complete', clickForms('1', { merchant_prepare_id: String(prepared.merchant_prepare_id) })),
      kit.app.inject({
        method: 'POST',
        url: `/sandbox/octo/${contracts[4]!.order_id}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'lang=en',
      }),
    ]);
    const contractIds = contracts.map((c) => c.id);
    const paid = await handle.db
      .selectFrom('contracts')
      .select('id')
      .where('id', 'in', contractIds)
      .where('status', 'in', ['paid', 'issued'])
      .execute();
    expect(paid).toHaveLength(1);
    const policies = await handle.db
      .selectFrom('policies')
      .select('contract_id')
      .where('contract_id', 'in', contractIds)
      .execute();
    expect(policies.map((p) => p.contract_id)).toEqual([paid[0]!.id]);
  }

  it('OSAGO: applications of one car paid at the same instant through Payme, Click and Octo give one policy', async () => {
    // Five applications for the same car and days, saved before any was paid: each passed the save's check.
    const dates = { startDate: '2031-01-01', endDate: '2031-12-31' };
    const contracts = await Promise.all(
      Array.from({ length: 5 }, () => kit.contract({ details: { plate: '01Z999ZZ' }, ...dates })),
    );
    await expectOneOfFivePaid(contracts, 'car', '9777');
  });

  it('KASKO family: own-damage applications of one car paid at the same instant give one cover', async () => {
    // Two KASKO, a quick KASKO, a mini KASKO and a monthly mini KASKO of one car for the same days, saved
    // before any was paid; one own-damage cover per car and day (contracts/own-damage-cover.ts).
    const car = { details: { gos_number: '01Y888YY' }, startDate: '2031-05-01', endDate: '2031-05-31' };
    const contracts = await Promise.all(
      ['kasko', 'kasko', 'quick-car-insurance', 'mini-kasko', 'monthly-kasko'].map((product) =>
        kit.contract({ product, ...car }),
      ),
    );
    await expectOneOfFivePaid(contracts, 'own', '9888');
  });

  it('markPaid: ten racing payments of one contract leave one policy', async () => {
    const contract = await kit.contract();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => markPaid(handle.db, contract.id, 'octo')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const policies = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('contract_id', '=', contract.id)
      .execute();
    expect(policies).toHaveLength(1);
  });

  it('the invoice limit holds when requests for one phone arrive at once', async () => {
    const contract = await kit.contract();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        kit.app.inject({
          method: 'POST',
          url: '/api/sayt/payment/payme',
          headers: { authorization: SITE_AUTHORIZATION },
          payload: { contract_id: contract.id, order_id: contract.order_id, phone: '998907770011' },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});
