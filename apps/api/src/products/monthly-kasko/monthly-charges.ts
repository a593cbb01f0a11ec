import type { Kysely, Selectable, Transaction } from 'kysely';
import { formatDate } from '../../contracts/format';
import { recordSaleReceipt } from '../../contracts/receipts';
import type { Database, MonthlyChargesTable, MonthlyPlansTable } from '../../db/schema';
import { sendSms } from '../../outbox/sms-outbox';
import type { CardProcessor, ChargeResult } from './card-processor';
import { afterFailure, afterSuccess, dueDay, paidThrough } from './monthly-schedule';
import { countPayment, countedJob } from '../../http/metrics';

export type MonthlyPlan = Selectable<MonthlyPlansTable>;
export type MonthlyCharge = Selectable<MonthlyChargesTable>;

export interface ChargeJobContext {
  readonly db: Kysely<Database>;
  readonly processor: CardProcessor;
  /** The job's clock (the sandbox may move it forward). */
  readonly now: Date;
  /** A charge still `processing` this long after it was claimed was cut short (a crash): ask again. */
  readonly staleMs?: number;
}

export interface ChargeJobReport {
  activated: number;
  charged: number;
  failed: number;
  lapsed: number;
  recovered: number;
}

export const chargeKeyOf = (contractId: number, period: number, attempt: number) =>
  `mk-${contractId}-${period}-${attempt}`;

/** Takes the plan row's lock (PostgreSQL row lock; SQLite's write lock) for the rest of the transaction. */
async function lockPlan(trx: Transaction<Database>, contractId: number): Promise<MonthlyPlan | undefined> {
  await trx
    .updateTable('monthly_plans')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('contract_id', '=', contractId)
    .execute();
  return trx.selectFrom('monthly_plans').selectAll().where('contract_id', '=', contractId).executeTakeFirst();
}

/**
 * The first month was paid at purchase by the card subscription (verify pays the contract): the plan starts,
 * period 1 is in the history and period 2 falls due the day after it ends. Paid any other way, there is no card
 * to charge: the plan is cancelled and the cover is the one month paid. Idempotent; safe on any instance.
 */
export async function activatePlan(db: Kysely<Database>, contractId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const plan = await lockPlan(trx, contractId);
    if (!plan || plan.status !== 'pending') return false;
    const contract = await trx
      .selectFrom('contracts')
      .select(['status', 'paid_via', 'paid_at'])
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    if (contract.status !== 'paid' && contract.status !== 'issued') return false;
    const at = now.toISOString();
    if (contract.paid_via !== 'card') {
      await trx
        .updateTable('monthly_plans')
        .set({
          status: 'cancelled',
          periods_paid: 1,
          paid_through: paidThrough(plan.start_date, 1),
          updated_at: at,
        })
        .where('contract_id', '=', contractId)
        .execute();
      return false;
    }
    const next = afterSuccess(plan.start_date, 1);
    await trx
      .updateTable('monthly_plans')
      .set({
        status: 'active',
        periods_paid: 1,
        paid_through: next.paidThrough,
        due_day: next.nextDue,
        next_charge_at: next.nextChargeAt,
        failures: 0,
        updated_at: at,
      })
      .where('contract_id', '=', contractId)
      .execute();
    await trx
      .insertInto('monthly_charges')
      .values({
        contract_id: contractId,
        period: 1,
        attempt: 1,
        charge_key: chargeKeyOf(contractId, 1, 1),
        amount_uzs: plan.amount_uzs,
        status: 'charged',
        created_at: contract.paid_at ?? at,
        finished_at: contract.paid_at ?? at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return true;
  });
}

/**
 * Claims the plan's due charge: under the plan's lock, still due, one row per (contract, period, attempt)
 * (unique: a second instance's insert conflicts and it moves on). Committed before the processor is asked, so a
 * crash after it leaves a `processing` row that the next run finishes with the same key.
 */
async function claimCharge(
  db: Kysely<Database>,
  contractId: number,
  now: Date,
): Promise<MonthlyCharge | null> {
  return db.transaction().execute(async (trx) => {
    const plan = await lockPlan(trx, contractId);
    if (!plan || (plan.status !== 'active' && plan.status !== 'retrying')) return null;
    if (plan.next_charge_at === null || plan.next_charge_at > now.toISOString()) return null;
    const period = plan.periods_paid + 1;
    const attempt = plan.failures + 1;
    const key = chargeKeyOf(contractId, period, attempt);
    const inserted = await trx
      .insertInto('monthly_charges')
      .values({
        contract_id: contractId,
        period,
        attempt,
        charge_key: key,
        amount_uzs: plan.amount_uzs,
        status: 'processing',
        created_at: now.toISOString(),
        finished_at: null,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return null;
    // Nothing else is due until this attempt is decided.
    await trx
      .updateTable('monthly_plans')
      .set({ next_charge_at: null, updated_at: now.toISOString() })
      .where('contract_id', '=', contractId)
      .execute();
    return trx
      .selectFrom('monthly_charges')
      .selectAll()
      .where('charge_key', '=', key)
      .executeTakeFirstOrThrow();
  });
}

const SMS = {
  charged: (amount: string, until: string) =>
    `Polis: oylik mini KASKO uchun ${amount} soʻm kartadan yechildi. Polis ${until} gacha amal qiladi.`,
  failed: (amount: string, retry: string) =>
    `Polis: oylik mini KASKO uchun ${amount} soʻmni kartadan yechib boʻlmadi. ${retry} kuni yana urinamiz; kartani tekshiring.`,
  lapsed: (until: string) =>
    `Polis: oylik mini KASKO toʻlovi amalga oshmadi, sugʻurta ${until} dan keyin toʻxtatildi. Yangi polis oling yoki kartani yangilang.`,
};

const amountText = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** Decides a claimed charge with the processor's answer; the first decision wins (a replay changes nothing). */
async function finishCharge(
  db: Kysely<Database>,
  charge: MonthlyCharge,
  result: ChargeResult,
  now: Date,
): Promise<'charged' | 'failed' | 'lapsed' | null> {
  return db.transaction().execute(async (trx) => {
    const plan = await lockPlan(trx, charge.contract_id);
    if (!plan) return null;
    const at = now.toISOString();
    const decided = await trx
      .updateTable('monthly_charges')
      .set({ status: result, finished_at: at })
      .where('id', '=', charge.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1) return null;
    const contract = await trx
      .selectFrom('contracts')
      .select(['phone'])
      .where('id', '=', charge.contract_id)
      .executeTakeFirstOrThrow();
    const sms = (text: string) =>
      contract.phone ? sendSms(trx, contract.phone, text, 'monthly-kasko') : Promise.resolve(0);
    if (result === 'charged') {
      const next = afterSuccess(plan.start_date, charge.period);
      await trx
        .updateTable('monthly_plans')
        .set({
          status: 'active',
          periods_paid: charge.period,
          paid_through: next.paidThrough,
          due_day: next.nextDue,
          next_charge_at: next.nextChargeAt,
          failures: 0,
          updated_at: at,
        })
        .where('contract_id', '=', charge.contract_id)
        .execute();
      await trx
        .updateTable('contracts')
        .set({ end_date: next.paidThrough, updated_at: at })
        .where('id', '=', charge.contract_id)
        .execute();
      // Every month's charge is a payment with its own fiscal receipt (issue 27), keyed by the charge.
      const paid = await trx
        .selectFrom('contracts')
        .select(['id', 'product', 'lang', 'amount_uzs'])
        .where('id', '=', charge.contract_id)
        .executeTakeFirstOrThrow();
      await recordSaleReceipt(trx, {
        contract: paid,
        provider: 'card',
        at: now,
        key: `monthly:${charge.charge_key}`,
        amountUzs: charge.amount_uzs,
      });
      await sms(SMS.charged(amountText(charge.amount_uzs), formatDate(next.paidThrough)));
      return 'charged';
    }
    const due = plan.due_day ?? dueDay(plan.start_date, plan.periods_paid);
    const next = afterFailure(due, charge.attempt);
    if (next.kind === 'retry') {
      await trx
        .updateTable('monthly_plans')
        .set({ status: 'retrying', failures: charge.attempt, next_charge_at: next.at, updated_at: at })
        .where('contract_id', '=', charge.contract_id)
        .execute();
      await sms(SMS.failed(amountText(charge.amount_uzs), formatDate(next.day)));
      return 'failed';
    }
    await trx
      .updateTable('monthly_plans')
      .set({ status: 'lapsed', failures: charge.attempt, next_charge_at: null, updated_at: at })
      .where('contract_id', '=', charge.contract_id)
      .execute();
    await sms(SMS.lapsed(formatDate(plan.paid_through ?? due)));
    return 'lapsed';
  });
}

/** Asks the processor for a claimed charge with the contract's active card (none left: declined). */
async function askProcessor(ctx: ChargeJobContext, charge: MonthlyCharge): Promise<ChargeResult> {
  const card = await ctx.db
    .selectFrom('card_subscriptions')
    .select(['card_token', 'card_mask', 'card_expiry'])
    .where('contract_id', '=', charge.contract_id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!card) return 'declined';
  return ctx.processor({
    key: charge.charge_key,
    token: card.card_token,
    mask: card.card_mask,
    expiry: card.card_expiry,
    amountUzs: charge.amount_uzs,
    now: ctx.now,
  });
}

/**
 * One run of the charge job: starts plans whose first month was paid, finishes charges a crash left
 * `processing`, then charges every due plan once. Any number of instances may run it at the same time.
 */
export function runMonthlyCharges(ctx: ChargeJobContext): Promise<ChargeJobReport> {
  return countedJob('monthly_charges', () => chargeDue(ctx));
}

async function chargeDue(ctx: ChargeJobContext): Promise<ChargeJobReport> {
  const report: ChargeJobReport = { activated: 0, charged: 0, failed: 0, lapsed: 0, recovered: 0 };
  const count = (outcome: 'charged' | 'failed' | 'lapsed' | null) => {
    if (!outcome) return;
    report[outcome] += 1;
    // Each month's card charge is a payment: a decline (failed, or the last one: lapsed) is refused.
    countPayment('card', outcome === 'charged' ? 'performed' : 'refused');
  };
  const pending = await ctx.db
    .selectFrom('monthly_plans')
    .innerJoin('contracts', 'contracts.id', 'monthly_plans.contract_id')
    .select('monthly_plans.contract_id')
    .where('monthly_plans.status', '=', 'pending')
    .where('contracts.status', 'in', ['paid', 'issued'])
    .execute();
  for (const { contract_id } of pending) {
    if (await activatePlan(ctx.db, contract_id, ctx.now)) report.activated += 1;
  }

  const staleBefore = new Date(ctx.now.getTime() - (ctx.staleMs ?? 60_000)).toISOString();
  const stale = await ctx.db
    .selectFrom('monthly_charges')
    .selectAll()
    .where('status', '=', 'processing')
    .where('created_at', '<=', staleBefore)
    .execute();
  for (const charge of stale) {
    const outcome = await finishCharge(ctx.db, charge, await askProcessor(ctx, charge), ctx.now);
    if (outcome) report.recovered += 1;
    count(outcome);
  }

  const due = await ctx.db
    .selectFrom('monthly_plans')
    .select('contract_id')
    .where('status', 'in', ['active', 'retrying'])
    .where('next_charge_at', '<=', ctx.now.toISOString())
    .orderBy('next_charge_at')
    .execute();
  for (const { contract_id } of due) {
    const charge = await claimCharge(ctx.db, contract_id, ctx.now);
    if (!charge) continue;
    count(await finishCharge(ctx.db, charge, await askProcessor(ctx, charge), ctx.now));
  }
  return report;
}
