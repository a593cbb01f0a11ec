import type { Kysely } from 'kysely';
import { MONTHLY_KASKO_ENDPOINTS, type MonthlyKaskoPlanResponse } from '@polis/api-contract';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract, type Contract } from '../../contracts/contract-service';
import type { Database } from '../../db/schema';
import { serve } from '../../http/endpoint';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { planAnswer } from '../../subscriptions/monthly-plan';
import { sellMiniKasko } from '../kit/mini-kasko-checks';
import { saleRoutes } from '../kit/sale';
import { activatePlan } from './monthly-charges';
import { jobNow } from './monthly-clock';
import { paidThrough } from './monthly-schedule';

/** The first month paid by the card subscription starts the plan at once (the job would, a minute later). */
async function startPlan(contract: Contract, db: Kysely<Database>, config: PaymentConfig): Promise<void> {
  await activatePlan(db, contract.id, await jobNow(db, config.sandbox));
}

/**
 * Monthly mini KASKO's sale (README.md beside this file): mini KASKO's checks (the kit's) and its program
 * price as the monthly premium; the contract for the first month and its plan (`pending` until the card
 * subscription pays the first month) in the kit's transaction.
 */
export const monthlyKaskoRoutes = saleRoutes({
  key: 'monthly-kasko',
  // A month's cover: the first month back in the cooling-off period, then no further month (README.md).
  cancellation: { coolingOffDays: 14, afterStart: 'none' },
  tag: 'monthly-kasko',
  title: 'monthly mini KASKO',
  save: MONTHLY_KASKO_ENDPOINTS.save,
  check: MONTHLY_KASKO_ENDPOINTS.check,
  // It renews itself: the card is charged every month.
  renewal: false,
  saveSummary: 'Save a monthly mini KASKO application (first month), to be paid by card subscription',
  saveDescription:
    "Mini KASKO's body; the premium is the program's price for one month. 422: unknown_program, " +
    'vehicle_not_found, restricted_model, person_not_found. Pay it with /web/subscription/create-card + ' +
    'verify (the SMS code): the card stays on file and the charge job takes the next months.',
  totalPer: 'a month',
  async sell(body, ctx) {
    const sale = await sellMiniKasko(body, ctx, (start) => ({
      endDate: paidThrough(start, 1),
      details: { period_months: 1, monthly_auto_payment: true },
    }));
    if ('refused' in sale) return sale;
    const { program, startDate } = sale;
    const at = ctx.now.toISOString();
    return {
      ...sale,
      alsoWrite: async (trx, contract) => {
        await trx
          .insertInto('monthly_plans')
          .values({
            contract_id: contract.id,
            program_id: program.id,
            amount_uzs: program.priceUzs,
            status: 'pending',
            start_date: startDate,
            periods_paid: 0,
            paid_through: null,
            due_day: null,
            next_charge_at: null,
            failures: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
      },
    };
  },
  checkDocs: {
    summary: 'Has the first month been paid? (contract_id and order_id)',
    description:
      "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`.",
  },
  beforeCheck: startPlan,
  // Monthly mini KASKO calls (under /api, channel credential): the kit's save and check, the plan's status.
  routes: async (app, options) => {
    const config = options.config ?? readPaymentConfig(process.env);
    const { db } = options.db;

    serve(
      app,
      MONTHLY_KASKO_ENDPOINTS.status,
      {
        tags: ['monthly-kasko'],
        summary: 'The monthly plan: status, paid through, next charge date, card, history of charges',
      },
      async (request): Promise<MonthlyKaskoPlanResponse> => {
        const { contract_id: id, order_id: orderId } = request.body;
        const contract = await findContract(db, { id, orderId });
        if (!contract || contract.product !== 'monthly-kasko') throw contractNotFound();
        await startPlan(contract, db, config);
        const answer = await planAnswer(db, contract.id);
        if (!answer) throw contractNotFound();
        return answer;
      },
    );
  },
});
