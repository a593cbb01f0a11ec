import {
  PAYME_ERROR,
  type PaymeCancelResult,
  type PaymeCheckResult,
  type PaymeCreateResult,
  type PaymePerformResult,
  type PaymeRpcResponse,
  type PaymeStatementResult,
} from '@polis/api-contract';
import { markPaid } from '../../contracts/contract-service';
import { paymentKit, type PaymentKit } from '../../testing/payment-test-kit';
import { paymeAuthorization } from './payme-key';
import { PAYME_TIMEOUT_MS } from './payme-service';

const TIYIN = 384_000 * 100;
const txId = (n: number) => n.toString(16).padStart(24, '0');

const errorCode = (answer: PaymeRpcResponse) => ('error' in answer ? answer.error.code : null);
function resultOf<R>(answer: PaymeRpcResponse<R>): R {
  if ('error' in answer)
    throw new Error(`unexpected Payme error ${answer.error.code} ${answer.error.message.en}`);
  return answer.result;
}

describe('Payme merchant API', () => {
  let kit: PaymentKit;
  beforeEach(async () => {
    kit = await paymentKit();
  });
  afterEach(() => kit.close());

  const create = (id: string, contractId: number, amount = TIYIN, time = Date.now()) =>
    kit.payme<PaymeCreateResult>('CreateTransaction', {
      id,
      time,
      amount,
      account: { key: String(contractId) },
    });
  const perform = (id: string) => kit.payme<PaymePerformResult>('PerformTransaction', { id });
  const statusOf = async (contractId: number) =>
    (
      await kit.handle.db
        .selectFrom('contracts')
        .select('status')
        .where('id', '=', contractId)
        .executeTakeFirstOrThrow()
    ).status;

  describe('authorization and envelope', () => {
    it.each([
      ['no header', undefined],
      ['a wrong key', paymeAuthorization('guess')],
      ['another user name', `Basic ${Buffer.from('Payme:payme-sandbox-key').toString('base64')}`],
      ['a channel credential', `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`],
    ])(
      'answers -32504 with HTTP 200 (id null: the body is not read) for %s and writes nothing',
      async (_what, authorization) => {
        const { id } = await kit.contract();
        const res = await kit.app.inject({
          method: 'POST',
          url: '/api/payme',
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          payload: JSON.stringify({
            id: 5,
            method: 'CreateTransaction',
            params: { id: txId(1), time: Date.now(), amount: TIYIN, account: { key: String(id) } },
          }),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: null, error: { code: PAYME_ERROR.insufficientPrivileges } });
        expect(await kit.count('payme_transactions')).toBe(0);
      },
    );

    it('answers an unauthenticated 1 MB body with -32504 at once, without parsing it', async () => {
      // The flood of the issue: deeply nested arrays cost JSON.parse real CPU, so they must never reach it.
      const nested = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
      const parse = jest.spyOn(JSON, 'parse');
      try {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () =>
            kit.app.inject({
              method: 'POST',
              url: '/api/payme',
              headers: { 'content-type': 'application/json' },
              payload: nested,
            }),
          ),
        );
        for (const res of answers) {
          expect(res.statusCode).toBe(200);
          expect(res.json()).toMatchObject({ id: null, error: { code: PAYME_ERROR.insufficientPrivileges } });
        }
        // No timing here (the machine is shared): that the body never reaches JSON.parse is what keeps it cheap.
        expect(parse.mock.calls.filter(([text]) => String(text).length > 1000)).toEqual([]);
      } finally {
        parse.mockRestore();
      }
    });

    it('refuses an authorized body over 64 KiB before parsing it (-32700, HTTP 200)', async () => {
      const parse = jest.spyOn(JSON, 'parse');
      try {
        const res = await kit.app.inject({
          method: 'POST',
          url: '/api/payme',
          headers: {
            authorization: paymeAuthorization('payme-sandbox-key'),
            'content-type': 'application/json',
          },
          payload: `{"id":1,"method":"CheckTransaction","params":{"id":"${'a'.repeat(70 * 1024)}"}}`,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: null, error: { code: PAYME_ERROR.parseError } });
        expect(parse.mock.calls.filter(([text]) => String(text).length > 1000)).toEqual([]);
      } finally {
        parse.mockRestore();
      }
    });

    it.each([
      ['invalid JSON', '{"method": "CheckTransaction",', PAYME_ERROR.parseError],
      ['an array', '[]', PAYME_ERROR.invalidRequest],
      ['no method', '{"id":1,"params":{}}', PAYME_ERROR.invalidRequest],
      [
        'params that are not an object',
        '{"id":1,"method":"CheckTransaction","params":[1]}',
        PAYME_ERROR.invalidRequest,
      ],
      ['an unknown method', '{"id":1,"method":"DropTables","params":{}}', PAYME_ERROR.methodNotFound],
    ])('answers %s with HTTP 200 and its JSON-RPC code', async (_what, payload, code) => {
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/payme',
        headers: {
          authorization: paymeAuthorization('payme-sandbox-key'),
          'content-type': 'application/json',
        },
        payload,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.jsonrpc).toBe('2.0');
      expect(body.error.code).toBe(code);
      expect(Object.keys(body.error.message).sort()).toEqual(['en', 'ru', 'uz']);
    });

    it('answers a GET with -32300 (HTTP 200)', async () => {
      const res = await kit.app.inject({ method: 'GET', url: '/api/payme' });
      expect(res.statusCode).toBe(200);
      expect(res.json().error.code).toBe(PAYME_ERROR.notPost);
    });

    it('answers a body above the limit with a JSON-RPC error, not a 413', async () => {
      const res = await kit.app.inject({
        method: 'POST',
        url: '/api/payme',
        headers: {
          authorization: paymeAuthorization('payme-sandbox-key'),
          'content-type': 'application/json',
        },
        payload: `{"x":"${'a'.repeat(1024 * 1024 + 10)}"}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().error.code).toBe(PAYME_ERROR.parseError);
    });
  });

  describe('CheckPerformTransaction', () => {
    it('allows the exact premium in tiyin, with the fiscal receipt Payme prints (issue 27)', async () => {
      const { id } = await kit.contract();
      expect(
        resultOf(await kit.payme('CheckPerformTransaction', { amount: TIYIN, account: { key: String(id) } })),
      ).toEqual({
        allow: true,
        detail: { receipt_type: 0, items: [expect.objectContaining({ price: TIYIN })] },
      });
    });

    it.each([
      ['one tiyin less', TIYIN - 1],
      ['the amount in UZS instead of tiyin', TIYIN / 100],
      ['a fractional amount', TIYIN + 0.5],
      ['a string amount', String(TIYIN)],
    ])('refuses %s with -31001', async (_what, amount) => {
      const { id } = await kit.contract();
      expect(
        errorCode(await kit.payme('CheckPerformTransaction', { amount, account: { key: String(id) } })),
      ).toBe(PAYME_ERROR.wrongAmount);
    });

    it('refuses an unknown contract with an account error naming the key field', async () => {
      const answer = await kit.payme('CheckPerformTransaction', { amount: TIYIN, account: { key: '999' } });
      expect(answer).toMatchObject({ error: { code: PAYME_ERROR.contractNotFound, data: 'key' } });
    });

    it('refuses paid and cancelled contracts with their own account errors', async () => {
      const paid = await kit.contract();
      await markPaid(kit.handle.db, paid.id, 'click');
      const cancelled = await kit.contract();
      await kit.handle.db
        .updateTable('contracts')
        .set({ status: 'cancelled' })
        .where('id', '=', cancelled.id)
        .execute();
      expect(
        errorCode(
          await kit.payme('CheckPerformTransaction', { amount: TIYIN, account: { key: String(paid.id) } }),
        ),
      ).toBe(PAYME_ERROR.orderAlreadyPaid);
      expect(
        errorCode(
          await kit.payme('CheckPerformTransaction', {
            amount: TIYIN,
            account: { key: String(cancelled.id) },
          }),
        ),
      ).toBe(PAYME_ERROR.orderCancelled);
    });
  });

  describe('CreateTransaction', () => {
    it('answers every replay, sequential or concurrent, with the stored answer and keeps one row', async () => {
      const { id } = await kit.contract();
      const first = resultOf(await create(txId(1), id));
      expect(first).toMatchObject({ state: 1, transaction: expect.any(String) });
      for (let i = 0; i < 3; i += 1) expect(resultOf(await create(txId(1), id))).toEqual(first);
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => create(txId(1), id)));
      for (const answer of concurrent) expect(resultOf(answer)).toEqual(first);
      expect(await kit.count('payme_transactions')).toBe(1);
    });

    it('creates one transaction when ten different-id Creates race for one contract; the rest hear "being paid"', async () => {
      const { id } = await kit.contract();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(txId(100 + i), id)));
      expect(answers.filter((a) => 'result' in a)).toHaveLength(1);
      expect(answers.filter((a) => errorCode(a) === PAYME_ERROR.orderBeingPaid)).toHaveLength(9);
      expect(await kit.count('payme_transactions')).toBe(1);
    });

    it('refuses another transaction while one is pending with -31051 (account error)', async () => {
      const { id } = await kit.contract();
      resultOf(await create(txId(1), id));
      expect(await create(txId(2), id)).toMatchObject({
        error: { code: PAYME_ERROR.orderBeingPaid, data: 'key' },
      });
      expect(
        errorCode(
          await kit.payme('CheckPerformTransaction', { amount: TIYIN, account: { key: String(id) } }),
        ),
      ).toBe(PAYME_ERROR.orderBeingPaid);
    });

    it('refuses a wrong amount with -31001 and stores nothing', async () => {
      const { id } = await kit.contract();
      expect(errorCode(await create(txId(1), id, TIYIN + 100))).toBe(PAYME_ERROR.wrongAmount);
      expect(await kit.count('payme_transactions')).toBe(0);
    });

    it('refuses a transaction Payme created more than 12 hours ago with -31008', async () => {
      const { id } = await kit.contract();
      expect(errorCode(await create(txId(1), id, TIYIN, Date.now() - PAYME_TIMEOUT_MS - 1000))).toBe(
        PAYME_ERROR.cannotPerform,
      );
      expect(await kit.count('payme_transactions')).toBe(0);
    });
  });

  describe('PerformTransaction', () => {
    it('issues exactly one policy whatever the number of replays, with the same perform_time', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      const first = resultOf(await perform(txId(1)));
      expect(first).toMatchObject({ state: 2, perform_time: expect.any(Number) });
      for (let i = 0; i < 3; i += 1) expect(resultOf(await perform(txId(1)))).toEqual(first);
      const concurrent = await Promise.all(Array.from({ length: 10 }, () => perform(txId(1))));
      for (const answer of concurrent) expect(resultOf(answer)).toEqual(first);
      expect(await kit.count('policies')).toBe(1);
      expect(await statusOf(contract.id)).toBe('issued');
      const stored = await kit.handle.db
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', contract.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        paid_via: 'payme',
        paid_at: new Date(first.perform_time).toISOString(),
      });
    });

    it('issues one policy when ten first Performs race', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      const answers = await Promise.all(Array.from({ length: 10 }, () => perform(txId(1))));
      const times = new Set(answers.map((a) => resultOf(a).perform_time));
      expect(times.size).toBe(1);
      expect(await kit.count('policies')).toBe(1);
    });

    it('answers a Perform before any Create with -31003 and changes nothing', async () => {
      const contract = await kit.contract();
      expect(errorCode(await perform(txId(9)))).toBe(PAYME_ERROR.transactionNotFound);
      expect(await statusOf(contract.id)).toBe('saved');
      expect(await kit.count('policies')).toBe(0);
    });

    it('cancels a transaction older than 12 hours with reason 4 and answers -31008', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      await kit.handle.db
        .updateTable('payme_transactions')
        .set((eb) => ({ create_time: eb('create_time', '-', PAYME_TIMEOUT_MS + 1) }))
        .execute();
      expect(errorCode(await perform(txId(1)))).toBe(PAYME_ERROR.cannotPerform);
      const check = resultOf(await kit.payme<PaymeCheckResult>('CheckTransaction', { id: txId(1) }));
      expect(check).toMatchObject({ state: -1, reason: 4, perform_time: 0 });
      expect(check.cancel_time).toBeGreaterThan(0);
      expect(errorCode(await create(txId(1), contract.id))).toBe(PAYME_ERROR.cannotPerform);
      expect(await statusOf(contract.id)).toBe('saved');
      // The stale transaction no longer blocks the order: a new one may start.
      expect(resultOf(await create(txId(2), contract.id)).state).toBe(1);
    });

    it('refuses to take money for a contract paid through another provider meanwhile', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      await markPaid(kit.handle.db, contract.id, 'click');
      expect(errorCode(await perform(txId(1)))).toBe(PAYME_ERROR.cannotPerform);
      expect(await kit.count('policies')).toBe(1);
    });

    it('reports the new policy to the chat relay with the phone masked', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      resultOf(await perform(txId(1)));
      const messages = await kit.handle.db.selectFrom('chat_outbox').selectAll().execute();
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ chat_id: 'sandbox', parse_mode: 'HTML' });
      expect(messages[0].text).toContain('+998 90 *** ** 67');
      expect(messages[0].text).not.toContain('901234567');
      expect(messages[0].text).toContain('384 000');
    });
  });

  describe('CancelTransaction', () => {
    it('cancels a created transaction (-1) idempotently; the contract stays payable', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      const cancel = () => kit.payme('CancelTransaction', { id: txId(1), reason: 3 });
      const first = resultOf(await cancel());
      expect(first).toMatchObject({ state: -1, cancel_time: expect.any(Number) });
      for (let i = 0; i < 3; i += 1) expect(resultOf(await cancel())).toEqual(first);
      for (const answer of await Promise.all(Array.from({ length: 10 }, cancel)))
        expect(resultOf(answer)).toEqual(first);
      expect(errorCode(await perform(txId(1)))).toBe(PAYME_ERROR.cannotPerform);
      expect(await statusOf(contract.id)).toBe('saved');
      expect(resultOf(await create(txId(2), contract.id)).state).toBe(1);
    });

    it('refunds a performed transaction: state -2, the contract and its policy cancelled, replays alike', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      const performed = resultOf(await perform(txId(1)));
      // The paid contract's auto-payment card: the refund must stop it.
      const at = new Date().toISOString();
      await kit.handle.db
        .insertInto('card_subscriptions')
        .values({
          id: 'SREFUNDAUTOPAYTEST',
          contract_id: contract.id,
          kind: 'binding',
          status: 'active',
          card_token: 'tok-refund',
          card_mask: '8600 11** **** 1110',
          card_expiry: '1230',
          phone: '998901234567',
          code_hash: 'x',
          code_expires_at: at,
          attempts: 0,
          created_at: at,
          updated_at: at,
          verified_at: at,
          cancelled_at: null,
        })
        .execute();
      const cancel = () => kit.payme<PaymeCancelResult>('CancelTransaction', { id: txId(1), reason: 5 });
      const first = resultOf(await cancel());
      expect(first).toEqual({
        transaction: performed.transaction,
        cancel_time: expect.any(Number),
        state: -2,
      });
      // Payme's sandbox sends every call twice and compares: replays, even concurrent, answer the same.
      for (let i = 0; i < 2; i += 1) expect(resultOf(await cancel())).toEqual(first);
      for (const answer of await Promise.all(Array.from({ length: 5 }, cancel)))
        expect(resultOf(answer)).toEqual(first);
      expect(resultOf(await kit.payme<PaymeCheckResult>('CheckTransaction', { id: txId(1) }))).toEqual({
        create_time: expect.any(Number),
        perform_time: performed.perform_time,
        cancel_time: first.cancel_time,
        transaction: performed.transaction,
        state: -2,
        reason: 5,
      });
      expect(await statusOf(contract.id)).toBe('cancelled');
      expect(await kit.count('policies')).toBe(1);
      const card = await kit.handle.db
        .selectFrom('card_subscriptions')
        .select(['status', 'cancelled_at'])
        .where('id', '=', 'SREFUNDAUTOPAYTEST')
        .executeTakeFirstOrThrow();
      expect(card).toEqual({ status: 'cancelled', cancelled_at: expect.any(String) });
      // A refunded transaction is never performed again, and the cancelled contract takes no new payment.
      expect(errorCode(await perform(txId(1)))).toBe(PAYME_ERROR.cannotPerform);
      expect(errorCode(await create(txId(2), contract.id))).toBe(PAYME_ERROR.orderCancelled);
      const chat = await kit.handle.db.selectFrom('chat_outbox').select('text').orderBy('id').execute();
      // The cancellation, then the two refused calls after it, reported as Payme errors.
      expect(chat.slice(-3).map((c) => c.text.split('\n')[0])).toEqual([
        expect.stringContaining('Policy cancelled'),
        '<b>Payme PerformTransaction answered an error</b>',
        '<b>Payme CreateTransaction answered an error</b>',
      ]);
    });

    it('refuses the refund with -31007 once a claim was filed under the policy; nothing changes', async () => {
      const contract = await kit.contract();
      resultOf(await create(txId(1), contract.id));
      const performed = resultOf(await perform(txId(1)));
      const at = new Date().toISOString();
      await kit.handle.db
        .insertInto('claims')
        .values({
          pinfl: null,
          phone: contract.phone,
          contract_id: contract.id,
          product: 'osago',
          policy_number: 'EIOO 0000001',
          event_date: '2026-01-20 10:00:00',
          status: 'new',
          description: 'collision',
          claimed_uzs: 1_000_000,
          paid_uzs: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      for (let i = 0; i < 2; i += 1) {
        expect(errorCode(await kit.payme('CancelTransaction', { id: txId(1), reason: 5 }))).toBe(
          PAYME_ERROR.cannotCancel,
        );
      }
      expect(resultOf(await kit.payme<PaymeCheckResult>('CheckTransaction', { id: txId(1) }))).toMatchObject({
        state: 2,
        perform_time: performed.perform_time,
        cancel_time: 0,
        reason: null,
      });
      expect(await statusOf(contract.id)).toBe('issued');
    });

    it('answers -31003 for an unknown transaction and -32600 without a reason', async () => {
      expect(errorCode(await kit.payme('CancelTransaction', { id: txId(5), reason: 1 }))).toBe(
        PAYME_ERROR.transactionNotFound,
      );
      expect(errorCode(await kit.payme('CancelTransaction', { id: txId(5) }))).toBe(
        PAYME_ERROR.invalidRequest,
      );
    });
  });

  describe('CheckTransaction and GetStatement', () => {
    it('returns the transactions of a period exactly as stored', async () => {
      const base = Date.now() - 60_000;
      const contracts = await Promise.all([
        kit.contract(),
        kit.contract(),
        kit.contract({ amountUzs: 1_250_000 }),
      ]);
      resultOf(await create(txId(1), contracts[0].id, TIYIN, base + 1));
      resultOf(await create(txId(2), contracts[1].id, TIYIN, base + 2));
      resultOf(await create(txId(3), contracts[2].id, 125_000_000, base + 3));
      resultOf(await perform(txId(1)));
      resultOf(await kit.payme('CancelTransaction', { id: txId(2), reason: 2 }));

      const statement = resultOf(
        await kit.payme<PaymeStatementResult>('GetStatement', { from: base, to: base + 10 }),
      );
      const rows = await kit.handle.db
        .selectFrom('payme_transactions')
        .selectAll()
        .orderBy('payme_time')
        .execute();
      expect(statement.transactions).toEqual(
        rows.map((row) => ({
          id: row.id,
          time: row.payme_time,
          amount: row.amount_tiyin,
          account: { key: String(row.contract_id) },
          create_time: row.create_time,
          perform_time: row.perform_time,
          cancel_time: row.cancel_time,
          transaction: row.merchant_transaction_id,
          state: row.state,
          reason: row.reason,
        })),
      );
      expect(statement.transactions.map((t) => t.state)).toEqual([2, -1, 1]);
      const narrower = resultOf(
        await kit.payme<PaymeStatementResult>('GetStatement', { from: base + 2, to: base + 2 }),
      );
      expect(narrower.transactions.map((t) => t.id)).toEqual([txId(2)]);
      for (const row of rows) {
        const check = resultOf(await kit.payme<PaymeCheckResult>('CheckTransaction', { id: row.id }));
        expect(check.transaction).toBe(row.merchant_transaction_id);
      }
    });
  });

  describe('ChangePassword', () => {
    it('switches every later call to the new key', async () => {
      expect(resultOf(await kit.payme('ChangePassword', { password: 'new-key-2' }))).toEqual({
        success: true,
      });
      expect(errorCode(await kit.payme('CheckTransaction', { id: txId(1) }))).toBe(
        PAYME_ERROR.insufficientPrivileges,
      );
      expect(errorCode(await kit.payme('CheckTransaction', { id: txId(1) }, 'new-key-2'))).toBe(
        PAYME_ERROR.transactionNotFound,
      );
      expect(errorCode(await kit.payme('ChangePassword', { password: '' }, 'new-key-2'))).toBe(
        PAYME_ERROR.invalidRequest,
      );
    });
  });
});
