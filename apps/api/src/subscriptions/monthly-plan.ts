import type { Kysely } from 'kysely';
import type { MonthlyKaskoPlanResponse } from '@polis/api-contract';
import { formatDate, tashkentDate } from '../contracts/format';
import type { Database } from '../db/schema';

/**
 * A monthly plan is charged to the contract's card subscription (products/monthly-kasko runs the charges); its
 * state is read here, below the products, because the cabinet shows it too.
 */

/** The plan as the webview and the cabinet show it: next charge, the history, the lapsed state. */
export async function planAnswer(
  db: Kysely<Database>,
  contractId: number,
): Promise<MonthlyKaskoPlanResponse | null> {
  const plan = await db
    .selectFrom('monthly_plans')
    .selectAll()
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  if (!plan) return null;
  const charges = await db
    .selectFrom('monthly_charges')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('period')
    .orderBy('attempt')
    .execute();
  const card = await db
    .selectFrom('card_subscriptions')
    .select('card_mask')
    .where('contract_id', '=', contractId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  const next =
    plan.status === 'active' || plan.status === 'retrying'
      ? plan.next_charge_at
        ? tashkentDate(new Date(plan.next_charge_at))
        : plan.due_day
      : null;
  return {
    error: 0,
    result: true,
    message: 'success',
    status: plan.status,
    amount_uzs: plan.amount_uzs,
    periods_paid: plan.periods_paid,
    paid_through: plan.paid_through ? formatDate(plan.paid_through) : null,
    next_charge_date: next ? formatDate(next) : null,
    card_number: card?.card_mask ?? null,
    history: charges.map((c) => ({
      period: c.period,
      attempt: c.attempt,
      status: c.status,
      amount_uzs: c.amount_uzs,
      at: c.finished_at ?? c.created_at,
    })),
  };
}
