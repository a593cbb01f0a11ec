import type { LightMyRequestResponse } from 'fastify';
import type { ClickCompleteResponse, ClickPrepareResponse } from '@polis/api-contract';
import type { Contract } from '../contracts/contract-service';
import { clickForm, formBody, SITE_AUTHORIZATION, type PaymentKit } from './payment-test-kit';

/**
 * Test helpers of the promo-versus-open-payment suites (SQLite and PostgreSQL): the customer's promo calls,
 * Click's Prepare/Complete, Payme's Create/Perform and an Uzum Nasiya order the buyer confirms, all through
 * the server as the attack of issue 14 made them.
 */
export function pendingPaymentKit(kit: PaymentKit) {
  let clickTransId = 7000;
  let paymeTx = 0x5000;
  const json = <T>(res: LightMyRequestResponse) => res.json() as T;

  const promo = (path: string, payload: Record<string, unknown>, lang = 'en') =>
    kit.app.inject({
      method: 'POST',
      url: `/api/promocode/${path}`,
      headers: { authorization: SITE_AUTHORIZATION, lang },
      payload,
    });
  const click = (step: 'prepare' | 'complete', fields: Record<string, string>) =>
    kit.app
      .inject({
        method: 'POST',
        url: `/api/click/${step}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: formBody(fields),
      })
      .then(json<ClickPrepareResponse & ClickCompleteResponse>);
  const uzum = (path: string, payload: Record<string, unknown>) =>
    kit.app
      .inject({
        method: 'POST',
        url: `/api/uzumnasiya/${path}`,
        headers: { authorization: SITE_AUTHORIZATION, lang: 'en' },
        payload,
      })
      .then(json<{ error: number; code?: string; data?: Record<string, unknown> }>);
  const webview = (path: string, action: string, fields: Record<string, string> = {}) =>
    kit.app.inject({
      method: 'POST',
      url: `${path.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '')}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: formBody({ lang: 'en', ...fields }),
    });

  return {
    applyPromo: (contract: Contract, code: string, lang?: string) =>
      promo(
        'check_promocode',
        { contract_id: contract.id, order_id: contract.order_id, promocode: code },
        lang,
      ),
    cancelPromo: (contract: Contract, lang?: string) =>
      promo('cancel_promocode', { contract_id: contract.id, order_id: contract.order_id }, lang),

    /** Click's Prepare for `amount` UZS; `complete()` sends its Complete with the same amount. */
    async clickPrepare(contract: Contract, amount: number) {
      clickTransId += 1;
      const ids = { click_trans_id: String(clickTransId), merchant_trans_id: contract.order_id };
      const prepared = await click('prepare', clickForm({ ...ids, amount: String(amount), action: '0' }));
      return {
        prepared,
        complete: () =>
          click(
            'complete',
            clickForm({
              ...ids,
              amount: String(amount),
              action: '1',
              merchant_prepare_id: String(prepared.merchant_prepare_id ?? 0),
            }),
          ),
      };
    },

    /** Payme's CreateTransaction for `amount` UZS; `perform()` performs it. */
    async paymeCreate(contract: Contract, amount: number) {
      paymeTx += 1;
      const id = paymeTx.toString(16).padStart(24, '0');
      const created = await kit.payme('CreateTransaction', {
        id,
        time: Date.now(),
        amount: amount * 100,
        account: { key: String(contract.id) },
      });
      return { id, created, perform: () => kit.payme('PerformTransaction', { id }) };
    },

    /** An Uzum Nasiya order for `amount` UZS; `confirm()` has the buyer sign it, then confirms the contract. */
    async uzumOrder(contract: Contract, amount: number) {
      const created = await uzum('create-order', {
        user_id: 700001,
        period: 6,
        callback: '/en/thank-you/1',
        contract_id: contract.id,
        order_id: contract.order_id,
        products: [{ amount: 1, name: 'OSAGO', price: amount, unit_id: 1, product_id: 'osago' }],
      });
      const order = created.data as { contract_id: number; webview_path: string } | undefined;
      return {
        created,
        order,
        /** The buyer enters the SMS code on the web view. */
        async sign() {
          if (!order) throw new Error('no order to sign');
          await webview(order.webview_path, 'send-code');
          const sms = await kit.handle.db
            .selectFrom('sms_outbox')
            .select('text')
            .where('purpose', '=', 'installment-code')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          const code = /: ([0-9]{6})\./.exec(sms.text)?.[1] ?? '';
          return webview(order.webview_path, 'confirm', { code });
        },
        confirm: () =>
          uzum('confirm-contract', {
            uzum_contract_id: order?.contract_id,
            neo_contract_id: contract.id,
            order_id: contract.order_id,
          }),
      };
    },

    contractRow: (contract: Contract) =>
      kit.handle.db
        .selectFrom('contracts')
        .selectAll()
        .where('id', '=', contract.id)
        .executeTakeFirstOrThrow(),
    policiesOf: (contract: Contract) =>
      kit.handle.db.selectFrom('policies').selectAll().where('contract_id', '=', contract.id).execute(),
    /** Moves a provider transaction's last step back by `ms`, past the window in which it holds the amount. */
    async age(table: 'click_transactions' | 'installment_orders', contract: Contract, ms: number) {
      const at = new Date(Date.now() - ms).toISOString();
      await kit.handle.db
        .updateTable(table)
        .set({ created_at: at, updated_at: at })
        .where('contract_id', '=', contract.id)
        .execute();
    },
  };
}

export type PendingPaymentKit = ReturnType<typeof pendingPaymentKit>;
