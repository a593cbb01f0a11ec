import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { INSTALLMENT_ORDER_HOLD_MS } from '../installments/installment-service';
import { CLICK_PREPARE_HOLD_MS } from '../payments/click/click-service';
import { PAYME_TIMEOUT_MS } from '../payments/payme/payme-service';

/** The provider of a payment started for a contract's current amount and not finished yet. */
export type PendingProvider = 'payme' | 'click' | 'uzum-nasiya';

/**
 * A provider transaction that was opened for the contract's current amount and may still be paid: a Payme
 * transaction created and not performed (within Payme's 12-hour timeout), a Click Prepare without its
 * Complete (within CLICK_PREPARE_HOLD_MS), an Uzum Nasiya order created or confirmed by the buyer and not yet
 * completed (within INSTALLMENT_ORDER_HOLD_MS of its last step). While one exists the amount must not change
 * (promo README). Past those windows the transaction no longer blocks, and the provider's final step
 * (Perform, Complete, confirm-contract) still compares its amount with the contract's and refuses a stale one.
 * Call it inside the transaction that holds the contract's row lock.
 */
export async function pendingPayment(
  db: Kysely<Database>,
  contractId: number,
  now: Date,
): Promise<PendingProvider | null> {
  const payme = await db
    .selectFrom('payme_transactions')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('state', '=', 1)
    .where('create_time', '>', now.getTime() - PAYME_TIMEOUT_MS)
    .executeTakeFirst();
  if (payme) return 'payme';
  const click = await db
    .selectFrom('click_transactions')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('status', '=', 'prepared')
    .where('created_at', '>', new Date(now.getTime() - CLICK_PREPARE_HOLD_MS).toISOString())
    .executeTakeFirst();
  if (click) return 'click';
  const order = await db
    .selectFrom('installment_orders')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('status', 'in', ['pending', 'confirmed'])
    .where('updated_at', '>', new Date(now.getTime() - INSTALLMENT_ORDER_HOLD_MS).toISOString())
    .executeTakeFirst();
  return order ? 'uzum-nasiya' : null;
}
