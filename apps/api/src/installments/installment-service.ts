import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  UZUM_BUYER_VERIFIED,
  type InstallmentFailureCode,
  type InstallmentProduct,
  type InterfaceLang,
} from '@polis/api-contract';
import {
  findContract,
  findPolicyOfContract,
  inTransaction,
  lockContract,
  markPaid,
  type Contract,
  type Policy,
} from '../contracts/contract-service';
import { requireNoPaidCover } from '../contracts/pay-block';
import type { Database, InstallmentBuyersTable, InstallmentOrdersTable } from '../db/schema';
import { periodsFor } from './installment-periods';

export type Buyer = Selectable<InstallmentBuyersTable>;

/**
 * How long an order waiting for the buyer (pending) or for confirm-contract (confirmed) holds the contract's
 * amount after its last step (a promo change answers 409 meanwhile). An abandoned order stops blocking after
 * this; confirm-contract still compares the order's amount with the contract's current amount.
 */
export const INSTALLMENT_ORDER_HOLD_MS = 30 * 60 * 1000;
export type InstallmentOrder = Selectable<InstallmentOrdersTable>;

export interface InstallmentRefusal {
  readonly code: InstallmentFailureCode;
  /** Uzum's buyer status, when the buyer is known. */
  readonly status?: number;
}

export function findBuyer(db: Kysely<Database>, by: { phone: string } | { id: number }) {
  const query = db.selectFrom('installment_buyers').selectAll();
  return (
    'phone' in by ? query.where('phone', '=', by.phone) : query.where('id', '=', by.id)
  ).executeTakeFirst();
}

/** Uzum's answer to "may this buyer take this amount in instalments?". */
export function buyerRefusal(buyer: Buyer | undefined, amountUzs: number): InstallmentRefusal | null {
  if (!buyer) return { code: 'buyer_not_found' };
  if (buyer.status !== UZUM_BUYER_VERIFIED) return { code: 'buyer_not_verified', status: buyer.status };
  if (buyer.limit_uzs < amountUzs) return { code: 'limit_insufficient', status: buyer.status };
  return null;
}

/** The products must add up to the server's amount: a stale price on the page must not go to Uzum. */
export function productsTotal(products: readonly InstallmentProduct[]): number {
  return products.reduce((sum, p) => sum + p.amount * p.price, 0);
}

export interface NewOrder {
  readonly contract: Contract;
  readonly buyer: Buyer;
  readonly period: number;
  readonly callbackUrl: string;
  readonly lang: InterfaceLang;
}

/**
 * A pending order waiting for the buyer's SMS confirmation on the web view. Orders of the contract still
 * pending are cancelled: the newest is the one the customer is looking at.
 */
export async function createOrder(
  db: Kysely<Database>,
  { contract, buyer, period, callbackUrl, lang }: NewOrder,
): Promise<InstallmentOrder | InstallmentRefusal> {
  const offer = periodsFor(contract.amount_uzs).find((p) => p.period === period);
  if (!offer) return { code: 'period_not_available' };
  return inTransaction(db, async (trx) => {
    await lockContract(trx, contract.id);
    const current = await findContract(trx, { id: contract.id });
    if (current?.status !== 'saved' || current.amount_uzs !== contract.amount_uzs) {
      return { code: current?.status === 'saved' ? 'amount_mismatch' : 'contract_already_paid' };
    }
    const at = new Date().toISOString();
    await trx
      .updateTable('installment_orders')
      .set({ status: 'cancelled', updated_at: at })
      .where('contract_id', '=', contract.id)
      .where('status', '=', 'pending')
      .execute();
    return trx
      .insertInto('installment_orders')
      .values({
        contract_id: contract.id,
        buyer_id: buyer.id,
        period,
        monthly_amount: offer.monthly_amount,
        total_amount: offer.total_amount,
        status: 'pending',
        // The page shows the order to whoever holds this, so it is random, not the sequential order id.
        webview_token: randomBytes(18).toString('base64url'),
        callback_url: callbackUrl,
        lang,
        code_hash: null,
        code_expires_at: null,
        attempts: 0,
        created_at: at,
        updated_at: at,
        confirmed_at: null,
        completed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export type ConfirmContractOutcome =
  | {
      readonly ok: true;
      readonly order: InstallmentOrder;
      readonly policy: Policy;
      readonly paidNow: boolean;
    }
  | { readonly ok: false; readonly refusal: InstallmentRefusal };

const refused = (code: InstallmentFailureCode): ConfirmContractOutcome => ({ ok: false, refusal: { code } });

/**
 * The insurer's confirmation after the buyer signed: the contract is paid (`installment`) and its policy
 * issued in one transaction with the order's completion. A replay answers the same policy. A contract paid
 * meanwhile by another provider cancels the order, so Uzum never lends for a policy paid twice.
 */
export async function confirmContract(
  db: Kysely<Database>,
  { uzumContractId, contractId }: { uzumContractId: number; contractId: number },
): Promise<ConfirmContractOutcome> {
  return inTransaction(db, async (trx) => {
    await lockContract(trx, contractId);
    const order = await trx
      .selectFrom('installment_orders')
      .selectAll()
      .where('id', '=', uzumContractId)
      .where('contract_id', '=', contractId)
      .executeTakeFirst();
    if (!order) return refused('order_not_found');
    if (order.status === 'completed') {
      const policy = await findPolicyOfContract(trx, contractId);
      if (policy) return { ok: true, order, policy, paidNow: false };
    }
    if (order.status === 'pending') return refused('order_not_confirmed');
    if (order.status !== 'confirmed') return refused('order_cancelled');
    const contract = await findContract(trx, { id: contractId });
    const at = new Date().toISOString();
    if (contract?.status !== 'saved') {
      await trx
        .updateTable('installment_orders')
        .set({ status: 'cancelled', updated_at: at })
        .where('id', '=', order.id)
        .execute();
      const paid = contract?.status === 'paid' || contract?.status === 'issued';
      return refused(paid ? 'contract_already_paid' : 'order_cancelled');
    }
    // The same car's other application was paid since the order: no second OSAGO policy (409, rolled back).
    await requireNoPaidCover(trx, contract);
    if (order.total_amount !== contract.amount_uzs) {
      // The amount changed since the order (a promo code after the hold): Uzum must not lend the old sum.
      await trx
        .updateTable('installment_orders')
        .set({ status: 'cancelled', updated_at: at })
        .where('id', '=', order.id)
        .execute();
      return refused('amount_mismatch');
    }
    const { policy } = await markPaid(trx, contractId, 'installment');
    const completed = { status: 'completed' as const, completed_at: at, updated_at: at };
    await trx.updateTable('installment_orders').set(completed).where('id', '=', order.id).execute();
    return { ok: true, order: { ...order, ...completed }, policy, paidNow: true };
  });
}
