import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { PaymeRpcResponse } from '@polis/api-contract';
import { createContract, type NewContract } from '../contracts/contract-service';
import type { Db } from '../db/database';
import type { ChatOutboxTable } from '../db/schema';
import { SITE_AUTH, testServer } from './test-server';
import { clickSign } from '../payments/click/click-sign';
import { SANDBOX_DEFAULTS } from '../sandbox-defaults';
import { paymeAuthorization } from '../payments/payme/payme-key';

/** Test helpers for the payment routes: a whole server on in-memory SQLite and protocol-shaped calls. */
export interface PaymentKit {
  readonly app: FastifyInstance;
  readonly handle: Db;
  contract(overrides?: Partial<NewContract>): ReturnType<typeof createContract>;
  payme<R = unknown>(
    method: string,
    params: Record<string, unknown>,
    key?: string,
  ): Promise<PaymeRpcResponse<R>>;
  count(
    table:
      | 'contracts'
      | 'contract_files'
      | 'policies'
      | 'payme_transactions'
      | 'click_transactions'
      | 'chat_outbox'
      | 'sms_outbox',
  ): Promise<number>;
  /** The last message queued for the chat relay (a save's lead). */
  lastChat(): Promise<Selectable<ChatOutboxTable>>;
  close(): Promise<void>;
}

export const SITE_AUTHORIZATION = SITE_AUTH;

/** In-memory SQLite unless a database is given (the PostgreSQL suite passes its own, and closes it). */
export async function paymentKit(given?: Db): Promise<PaymentKit> {
  const { app, handle } = await testServer(given, { seed: false });
  return paymentKitOf(app, handle);
}

/** The kit's calls on a server built elsewhere (a suite with its own logger or options). */
export function paymentKitOf(app: FastifyInstance, handle: Db): PaymentKit {
  let rpcId = 0;
  return {
    app,
    handle,
    contract: (overrides = {}) =>
      createContract(handle.db, {
        product: 'osago',
        amountUzs: 384_000,
        channel: 'site',
        phone: '998901234567',
        holderName: 'Aziz Karimov',
        details: { plate: '01A123BC' },
        ...overrides,
      }),
    async payme<R>(
      method: string,
      params: Record<string, unknown>,
      key: string = SANDBOX_DEFAULTS.PAYME_KEY,
    ) {
      rpcId += 1;
      const res = await app.inject({
        method: 'POST',
        url: '/api/payme',
        headers: { authorization: paymeAuthorization(key), 'content-type': 'application/json' },
        payload: JSON.stringify({ jsonrpc: '2.0', id: rpcId, method, params }),
      });
      if (res.statusCode !== 200) throw new Error(`Payme answered HTTP ${res.statusCode}`);
      return res.json() as PaymeRpcResponse<R>;
    },
    async count(table) {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    lastChat: () =>
      handle.db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow(),
    close: () => app.close(),
  };
}

/** A Click form, signed as Click signs it (merchant_prepare_id only for Complete). */
export function clickForm(
  fields: {
    click_trans_id: string;
    merchant_trans_id: string;
    amount: string;
    action: '0' | '1' | string;
    merchant_prepare_id?: string;
    error?: string;
    sign_time?: string;
    service_id?: string;
  },
  secret: string = SANDBOX_DEFAULTS.CLICK_SECRET_KEY,
): Record<string, string> {
  const form = {
    click_paydoc_id: '777',
    service_id: SANDBOX_DEFAULTS.CLICK_SERVICE_ID,
    error: '0',
    error_note: 'Success',
    sign_time: '2026-01-15 10:00:00',
    ...fields,
  };
  return { ...form, sign_string: clickSign(form, secret) };
}

export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Pays an order through Click as Click's server calls the site: Prepare, then Complete, each answering error 0
 * (`amount` in sums, as Click sends it).
 */
export async function payWithClick(
  app: FastifyInstance,
  order: { click_trans_id: string; merchant_trans_id: string; amount: string },
) {
  const click = async (fields: Parameters<typeof clickForm>[0]) =>
    (
      await app.inject({
        method: 'POST',
        url: `/api/click/${fields.action === '0' ? 'prepare' : 'complete'}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(clickForm(fields)),
      })
    ).json();
  const prepared = await click({ ...order, action: '0' });
  expect(prepared.error).toBe(0);
  const completed = await click({
    ...order,
    action: '1',
    merchant_prepare_id: String(prepared.merchant_prepare_id),
  });
  expect(completed.error).toBe(0);
}
