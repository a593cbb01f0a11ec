import type { Kysely, Selectable, Transaction } from 'kysely';
import { inTransaction, type Contract } from '../contracts/contract-service';
import type { Database, RefundProvider, RefundsTable } from '../db/schema';
import { recordRefundReceipt, type ReceiptPayment } from '../contracts/receipts';

/**
 * Money paid back of a contract, through the provider that took it (issue 27). Every refund is a row of
 * `refunds`; what the provider does with it is played here as the sandbox provider would answer, in the
 * caller's DB transaction, so a refund and the change it pays for (a cancelled policy, a smaller mid-term
 * price) commit together or not at all:
 *
 * - **Payme**, the whole payment: Payme's CancelTransaction of the performed transaction (state 2 -> -2,
 *   reason 5 "refund"), exactly what `/api/payme` stores when Payme calls it, so Payme's replays, CheckTransaction
 *   and GetStatement agree. Part of it: Payme cancels only whole transactions (spec NOTES.md), so a part goes back
 *   as a return receipt on the performed transaction, which stays state 2 (reference `<tx id>/return-<n>`).
 * - **Click**: Click's payment reversal of the completed `click_trans_id` (whole or partial); our Click row stays
 *   `completed`, as the merchant protocol knows no reversal.
 * - **Octo**: the card payment's reversal by order id. **Card** (a card subscription's payment): a refund to the
 *   subscription's card. **Uzum Nasiya** (instalments): the insurer returns the amount to Uzum, which ends the
 *   order and cancels the instalments the buyer has not paid yet (the order becomes `cancelled`).
 *
 * In production each provider's refund call would be an outbox job after the commit (status `pending` until it
 * answers); the sandbox answers at once, so the row is `performed` as written.
 */

export type Refund = Selectable<RefundsTable>;

export class RefundError extends Error {
  constructor(
    readonly code: 'refund_unavailable' | 'invalid_refund_amount',
    message: string,
  ) {
    super(message);
    this.name = 'RefundError';
  }
}

/** Payme's CancelTransaction reason for a refund to the payer. */
export const PAYME_REASON_REFUND = 5;

const PROVIDERS: readonly RefundProvider[] = ['payme', 'click', 'octo', 'card', 'installment'];

/** The provider that took the contract's money, or null (not paid, or paid a way no refund knows). */
export function refundProviderOf(contract: Pick<Contract, 'paid_via'>): RefundProvider | null {
  const via = contract.paid_via as RefundProvider | null;
  return via !== null && PROVIDERS.includes(via) ? via : null;
}

/**
 * Whether the provider that took the contract's money holds the payment a refund goes back to (a performed Payme
 * transaction, a completed Click payment, a verified card, a completed Uzum order; Octo's by order id): a contract
 * marked paid without one (the seeded paper-era policies) cannot be refunded online.
 */
export async function canRefund(db: Kysely<Database>, contract: Contract): Promise<boolean> {
  const provider = refundProviderOf(contract);
  if (provider === null) return false;
  if (provider === 'octo') return true;
  const id = contract.id;
  const found = await (
    provider === 'payme'
      ? db.selectFrom('payme_transactions').select('id').where('contract_id', '=', id).where('state', '=', 2)
      : provider === 'click'
        ? db
            .selectFrom('click_transactions')
            .select('id')
            .where('contract_id', '=', id)
            .where('status', '=', 'completed')
        : provider === 'card'
          ? db
              .selectFrom('card_subscriptions')
              .select('id')
              .where('contract_id', '=', id)
              .where('kind', '=', 'payment')
              .where('verified_at', 'is not', null)
          : db
              .selectFrom('installment_orders')
              .select('id')
              .where('contract_id', '=', id)
              .where('status', '=', 'completed')
  ).executeTakeFirst();
  return found !== undefined;
}

/** Refunds of a contract, oldest first. */
export function refundsOf(db: Kysely<Database>, contractId: number): Promise<Refund[]> {
  return db.selectFrom('refunds').selectAll().where('contract_id', '=', contractId).orderBy('id').execute();
}

/** Refunds paid back through one provider, newest first (the sandbox provider pages list them). */
export function refundsThrough(db: Kysely<Database>, provider: RefundProvider, limit = 50) {
  return db
    .selectFrom('refunds as r')
    .innerJoin('contracts as c', 'c.id', 'r.contract_id')
    .select([
      'r.id',
      'r.contract_id',
      'r.amount_uzs',
      'r.provider_reference',
      'r.status',
      'r.performed_at',
      'c.order_id',
      'c.product',
      'c.amount_uzs as paid_uzs',
    ])
    .where('r.provider', '=', provider)
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Writes a refund as performed (Payme's own CancelTransaction, where Payme has already moved the money), with
 * its fiscal refund receipt (`../contracts/receipts.ts`, receipt_type 1) in the same transaction: every refund
 * has exactly one receipt.
 */
export async function recordRefund(
  db: Kysely<Database>,
  refund: {
    readonly contractId: number;
    readonly amountUzs: number;
    readonly provider: RefundProvider;
    readonly reference: string | null;
    readonly reason: string;
    readonly at: Date;
    /** What the provider was given for the receipt (Payme's `detail`), when it has it. */
    readonly payment?: ReceiptPayment;
  },
): Promise<Refund> {
  const at = refund.at.toISOString();
  const row = await db
    .insertInto('refunds')
    .values({
      contract_id: refund.contractId,
      amount_uzs: refund.amountUzs,
      provider: refund.provider,
      provider_reference: refund.reference,
      status: 'performed',
      reason: refund.reason.slice(0, 200),
      created_at: at,
      performed_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordRefundReceipt(db, {
    contractId: refund.contractId,
    amountUzs: refund.amountUzs,
    provider: refund.provider,
    key: `refund:${row.id}`,
    at: refund.at,
    payment: refund.payment,
  });
  return row;
}

async function alreadyRefunded(trx: Transaction<Database>, contractId: number): Promise<number> {
  const row = await trx
    .selectFrom('refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount_uzs').as('total'))
    .where('contract_id', '=', contractId)
    .where('status', '!=', 'failed')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The provider's side of the refund, as its sandbox answers: its reference. */
async function providerRefund(
  trx: Transaction<Database>,
  contract: Contract,
  provider: RefundProvider,
  amountUzs: number,
  at: Date,
): Promise<string | null> {
  const whole = amountUzs === contract.amount_uzs;
  switch (provider) {
    case 'payme': {
      const tx = await trx
        .selectFrom('payme_transactions')
        .select(['id', 'merchant_transaction_id'])
        .where('contract_id', '=', contract.id)
        .where('state', '=', 2)
        .executeTakeFirst();
      if (!tx) throw new RefundError('refund_unavailable', 'No performed Payme transaction to refund');
      if (!whole) {
        const returns = await trx
          .selectFrom('refunds')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('contract_id', '=', contract.id)
          .where('provider', '=', 'payme')
          .executeTakeFirstOrThrow();
        return `${tx.id}/return-${Number(returns.n) + 1}`;
      }
      await trx
        .updateTable('payme_transactions')
        .set({ state: -2, cancel_time: at.getTime(), reason: PAYME_REASON_REFUND })
        .where('id', '=', tx.id)
        .where('state', '=', 2)
        .execute();
      return tx.id;
    }
    case 'click': {
      const tx = await trx
        .selectFrom('click_transactions')
        .select('click_trans_id')
        .where('contract_id', '=', contract.id)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      if (!tx) throw new RefundError('refund_unavailable', 'No completed Click payment to reverse');
      return String(tx.click_trans_id);
    }
    case 'octo':
      return contract.order_id;
    case 'card': {
      const card = await trx
        .selectFrom('card_subscriptions')
        .select(['id', 'card_mask'])
        .where('contract_id', '=', contract.id)
        .where('kind', '=', 'payment')
        .where('verified_at', 'is not', null)
        .orderBy('verified_at', 'desc')
        .executeTakeFirst();
      if (!card) throw new RefundError('refund_unavailable', 'No card payment of this contract to refund');
      return card.id;
    }
    case 'installment': {
      const order = await trx
        .selectFrom('installment_orders')
        .select('id')
        .where('contract_id', '=', contract.id)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      if (!order) throw new RefundError('refund_unavailable', 'No completed Uzum Nasiya order to cancel');
      // Uzum ends the order: the instalments the buyer has not paid yet are cancelled with it.
      if (whole)
        await trx
          .updateTable('installment_orders')
          .set({ status: 'cancelled', updated_at: at.toISOString() })
          .where('id', '=', order.id)
          .execute();
      return String(order.id);
    }
  }
}

/**
 * Refunds `amountUzs` of a paid contract through the provider that took the money (the whole payment or a
 * part of it), in the caller's transaction (or one of its own), and records it. The caller holds the
 * contract's row lock and has decided that the refund is due; this refuses only what no provider can do: an
 * amount that is not a positive whole number, or more than is left unrefunded of the payment.
 */
export async function refundContract(
  db: Kysely<Database>,
  contract: Contract,
  { amountUzs, reason, at = new Date() }: { amountUzs: number; reason: string; at?: Date },
): Promise<Refund> {
  const provider = refundProviderOf(contract);
  if (!provider) throw new RefundError('refund_unavailable', `Contract ${contract.id} was not paid`);
  if (!Number.isSafeInteger(amountUzs) || amountUzs <= 0) {
    throw new RefundError('invalid_refund_amount', 'A refund is a positive whole number of UZS');
  }
  return inTransaction(db, async (trx) => {
    if ((await alreadyRefunded(trx, contract.id)) + amountUzs > contract.amount_uzs) {
      throw new RefundError('invalid_refund_amount', 'More than the payment left to refund');
    }
    const reference = await providerRefund(trx, contract, provider, amountUzs, at);
    return recordRefund(trx, { contractId: contract.id, amountUzs, provider, reference, reason, at });
  });
}
