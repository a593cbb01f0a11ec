import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addDays, tashkentDate } from '../contracts/format';
import { markPaid, type Contract } from '../contracts/contract-service';
import type { InterfaceLang } from '@polis/api-contract';
import type { Db } from '../db/database';
import { SITE_AUTH } from './test-server';
import { payWithClick, paymentKitOf, type PaymentKit } from './payment-test-kit';
import { payWithPayme } from './osago-test-kit';

/** Test helpers of the cancellation suites: paid policies of each provider, the cabinet's two calls. */

export type Via = 'payme' | 'click' | 'octo' | 'card' | 'installment';

export const today = () => tashkentDate(new Date());

let txNumber = 0xca0000;
let clickNumber = 880_000;

export interface PaidPolicy {
  readonly contract: Contract;
  /** Payme's transaction id when paid by Payme. */
  readonly paymeId?: string;
}

/**
 * A contract of `product` for `phone`, paid through `via` as that provider pays (Payme and Click by their
 * protocols; the others as their sandbox marks it, with the provider's row), its cover from `start` for `days`.
 */
export async function paidPolicy(
  kit: PaymentKit,
  {
    product = 'housing',
    amountUzs = 365_000,
    via = 'payme',
    phone,
    start = addDays(today(), 1),
    days = 365,
    lang = 'ru',
  }: {
    product?: string;
    amountUzs?: number;
    via?: Via;
    phone: string;
    start?: string;
    days?: number;
    lang?: InterfaceLang;
  },
): Promise<PaidPolicy> {
  const saved = await kit.contract({
    product,
    amountUzs,
    phone,
    startDate: start,
    endDate: addDays(start, days - 1),
    lang,
    details: product === 'osago' ? { plate: `01C${String((txNumber += 1) % 1000).padStart(3, '0')}AA` } : {},
  });
  const db = kit.handle.db;
  let paymeId: string | undefined;
  if (via === 'payme') {
    txNumber += 1;
    await payWithPayme(kit, saved.id, amountUzs, txNumber);
    paymeId = txNumber.toString(16).padStart(24, '0');
  } else if (via === 'click') {
    clickNumber += 1;
    await payWithClick(kit.app, {
      click_trans_id: String(clickNumber),
      merchant_trans_id: saved.order_id,
      amount: String(amountUzs),
    });
  } else {
    await markPaid(db, saved.id, via);
    const at = new Date().toISOString();
    if (via === 'card')
      await db
        .insertInto('card_subscriptions')
        .values({
          id: `S${'CANCELTEST'}${String(saved.id).padStart(6, 'A')}`,
          contract_id: saved.id,
          kind: 'payment',
          status: 'active',
          card_token: `tok_cancel_test_${saved.id}`,
          card_mask: '8600 11** **** 1110',
          card_expiry: '1230',
          phone,
          code_hash: 'x',
          code_expires_at: at,
          attempts: 0,
          created_at: at,
          updated_at: at,
          verified_at: at,
          cancelled_at: null,
        })
        .execute();
    if (via === 'installment')
      await db
        .insertInto('installment_orders')
        .values({
          contract_id: saved.id,
          buyer_id: 700001,
          period: 6,
          monthly_amount: Math.ceil(amountUzs / 6),
          total_amount: amountUzs,
          status: 'completed',
          webview_token: `cancel-test-${saved.id}`.padEnd(24, 'x'),
          callback_url: '/ru/thank-you',
          lang: 'ru',
          code_hash: null,
          code_expires_at: null,
          attempts: 0,
          created_at: at,
          updated_at: at,
          confirmed_at: at,
          completed_at: at,
        })
        .execute();
  }
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('id', '=', saved.id)
    .executeTakeFirstOrThrow();
  return { contract, paymeId };
}

/** Moves a paid policy's payment `days` into the past (the cooling-off period runs from it). */
export async function paidDaysAgo(handle: Db, contractId: number, days: number) {
  await handle.db
    .updateTable('contracts')
    .set({ paid_at: new Date(Date.now() - days * 86_400_000).toISOString() })
    .where('id', '=', contractId)
    .execute();
}

export interface CancelClient {
  quote(id: number, token?: string): Promise<LightMyRequestResponse>;
  confirm(id: number, amountUzs: number, token?: string): Promise<LightMyRequestResponse>;
}

/** The cabinet's quote and confirmation, with the site's channel credential and the session when given. */
export function cancelClient(app: FastifyInstance, authorization: string | null = SITE_AUTH): CancelClient {
  const headers = (token?: string): Record<string, string> => ({
    ...(authorization ? { authorization } : {}),
    ...(token ? { 'x-auth-token': token } : {}),
  });
  const url = (id: number) => `/api/shaxsiy_kabinet/policies/${id}/cancel`;
  return {
    quote: (id, token) => app.inject({ method: 'GET', url: url(id), headers: headers(token) }),
    confirm: (id, amountUzs, token) =>
      app.inject({
        method: 'POST',
        url: url(id),
        headers: { ...headers(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ amount_uzs: amountUzs }),
      }),
  };
}

export { paymentKitOf };
