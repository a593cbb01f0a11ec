import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  PAYME_ERROR,
  type PaymeCancelResult,
  type PaymeCheckPerformResult,
  type PaymeCheckResult,
  type PaymeCreateResult,
  type PaymeErrorCode,
  type PaymePerformResult,
  type PaymeRpcError,
  type PaymeState,
  type PaymeStatementResult,
} from '@polis/api-contract';
import {
  cancelIssuedContract,
  findContract,
  inTransaction,
  lockContract,
  markPaid,
  type Contract,
} from '../../contracts/contract-service';
import type { Database, PaymeTransactionsTable } from '../../db/schema';
import { paymeError } from './payme-errors';
import { storePaymeKey } from './payme-key';
import { paidCoverBlocking } from '../../contracts/pay-block';
import { paymeDetail } from '../../contracts/receipts';
import { recordRefund } from '../refunds';
import { countPayment } from '../../http/metrics';

/** Payme's limit between CreateTransaction and PerformTransaction: 12 hours. */
export const PAYME_TIMEOUT_MS = 43_200_000;
/** CancelTransaction reason Payme uses for a transaction that outlived the timeout. */
export const REASON_TIMEOUT = 4;

export type PaymeOutcome<R> = { result: R } | { error: PaymeRpcError };

type Params = Record<string, unknown>;
type Tx = Selectable<PaymeTransactionsTable>;

export interface PaymeContext {
  readonly db: Kysely<Database>;
  /** Milliseconds since the epoch; tests move it to cross the 12-hour timeout. */
  readonly now: () => number;
}

const fail = (code: PaymeErrorCode): { error: PaymeRpcError } => ({ error: paymeError(code) });
const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const positiveInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
const nonNegativeInteger = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
/** Payme ids are 24 hex characters; anything id-like up to the column's width is accepted. */
const transactionId = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : null;

/** `account.key` is our contract id (the checkout link's `ac.key`); Payme sends it as text. */
function contractIdOf(account: unknown): number | null {
  if (!isRecord(account)) return null;
  const key = account.key;
  const text = typeof key === 'number' ? String(key) : key;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

const checkAnswer = (tx: Tx): PaymeCheckResult => ({
  create_time: tx.create_time,
  perform_time: tx.perform_time,
  cancel_time: tx.cancel_time,
  transaction: tx.merchant_transaction_id,
  state: tx.state as PaymeState,
  reason: tx.reason,
});

async function findTx(db: Kysely<Database>, id: string): Promise<Tx | undefined> {
  return db.selectFrom('payme_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Cancels a created transaction (state 1 -> -1); returns the row as stored. */
async function cancelCreated(trx: Transaction<Database>, tx: Tx, reason: number, at: number): Promise<Tx> {
  await trx
    .updateTable('payme_transactions')
    .set({ state: -1, cancel_time: at, reason })
    .where('id', '=', tx.id)
    .where('state', '=', 1)
    .execute();
  return (await findTx(trx, tx.id)) ?? tx;
}

/**
 * The account checks shared by CheckPerformTransaction and CreateTransaction: the contract exists, is
 * waiting for payment, and the amount is its premium in tiyin to the tiyin (the server's figure only).
 */
async function payableContract(
  db: Kysely<Database>,
  params: Params,
): Promise<{ contract: Contract } | { error: PaymeRpcError }> {
  const amount = positiveInteger(params.amount);
  const contractId = contractIdOf(params.account);
  if (contractId === null) return fail(PAYME_ERROR.contractNotFound);
  const contract = await findContract(db, { id: contractId });
  if (!contract) return fail(PAYME_ERROR.contractNotFound);
  if (contract.status === 'paid' || contract.status === 'issued') return fail(PAYME_ERROR.orderAlreadyPaid);
  if (contract.status !== 'saved') return fail(PAYME_ERROR.orderCancelled);
  if (amount === null || amount !== contract.amount_uzs * 100) return fail(PAYME_ERROR.wrongAmount);
  if (await paidCoverBlocking(db, contract)) return fail(PAYME_ERROR.vehicleAlreadyInsured);
  return { contract };
}

/**
 * One active (state 1) transaction per contract: another one still inside the timeout means the order is
 * being paid (-31051); one past the timeout is cancelled with reason 4 on the way, as Payme would.
 */
async function otherActiveTransaction(
  trx: Transaction<Database>,
  contractId: number,
  exceptId: string | null,
  now: number,
): Promise<boolean> {
  const active = await trx
    .selectFrom('payme_transactions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .where('state', '=', 1)
    .execute();
  let blocking = false;
  for (const tx of active) {
    if (tx.id === exceptId) continue;
    if (now - tx.create_time > PAYME_TIMEOUT_MS) await cancelCreated(trx, tx, REASON_TIMEOUT, now);
    else blocking = true;
  }
  return blocking;
}

export async function checkPerformTransaction(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymeCheckPerformResult>> {
  return inTransaction(ctx.db, async (trx) => {
    const payable = await payableContract(trx, params);
    if ('error' in payable) return payable;
    if (await otherActiveTransaction(trx, payable.contract.id, null, ctx.now())) {
      return fail(PAYME_ERROR.orderBeingPaid);
    }
    // The fiscal receipt Payme prints (issue 27): the contract's one line, its classification code and VAT.
    return { result: { allow: true as const, detail: paymeDetail(payable.contract) } };
  });
}

/** Same id again: the stored answer (Payme's sandbox sends every call twice and compares the answers). */
async function replayCreate(
  trx: Transaction<Database>,
  tx: Tx,
  now: number,
): Promise<PaymeOutcome<PaymeCreateResult>> {
  if (tx.state !== 1) return fail(PAYME_ERROR.cannotPerform);
  if (now - tx.create_time > PAYME_TIMEOUT_MS) {
    await cancelCreated(trx, tx, REASON_TIMEOUT, now);
    return fail(PAYME_ERROR.cannotPerform);
  }
  return { result: { create_time: tx.create_time, transaction: tx.merchant_transaction_id, state: 1 } };
}

export async function createTransaction(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymeCreateResult>> {
  const id = transactionId(params.id);
  const time = positiveInteger(params.time);
  if (id === null || time === null) return fail(PAYME_ERROR.invalidRequest);
  return inTransaction(ctx.db, async (trx) => {
    const now = ctx.now();
    const known = await findTx(trx, id);
    if (known) {
      await lockContract(trx, known.contract_id);
      return replayCreate(trx, (await findTx(trx, id)) ?? known, now);
    }
    // Locked before the account checks: a promo change (which takes the same lock) then either commits
    // before them, so the new amount is checked, or waits for this transaction and sees it as open.
    const lockId = contractIdOf(params.account);
    if (lockId !== null) await lockContract(trx, lockId);
    const payable = await payableContract(trx, params);
    if ('error' in payable) return payable;
    const contractId = payable.contract.id;
    // A concurrent CreateTransaction with this id may have committed while we waited for the lock.
    const raced = await findTx(trx, id);
    if (raced) return replayCreate(trx, raced, now);
    if (await otherActiveTransaction(trx, contractId, id, now)) return fail(PAYME_ERROR.orderBeingPaid);
    if (now - time > PAYME_TIMEOUT_MS) return fail(PAYME_ERROR.cannotPerform);
    const transaction = randomUUID();
    await trx
      .insertInto('payme_transactions')
      .values({
        id,
        contract_id: contractId,
        amount_tiyin: payable.contract.amount_uzs * 100,
        state: 1,
        payme_time: time,
        create_time: now,
        perform_time: 0,
        cancel_time: 0,
        reason: null,
        merchant_transaction_id: transaction,
      })
      .execute();
    return { result: { create_time: now, transaction, state: 1 as const } };
  });
}

/**
 * Performs the transaction, marks the contract paid and issues the policy in one database transaction.
 * A replay answers the stored perform_time; a cancelled or timed-out transaction cannot be performed.
 */
export async function performTransaction(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymePerformResult>> {
  const id = transactionId(params.id);
  if (id === null) return fail(PAYME_ERROR.invalidRequest);
  const outcome = await inTransaction(ctx.db, async (trx) => {
    const found = await findTx(trx, id);
    if (!found) return fail(PAYME_ERROR.transactionNotFound);
    await lockContract(trx, found.contract_id);
    const tx = (await findTx(trx, id)) ?? found;
    const performed = (t: Tx) => ({
      result: { transaction: t.merchant_transaction_id, perform_time: t.perform_time, state: 2 as const },
    });
    if (tx.state === 2) return performed(tx);
    if (tx.state !== 1) return fail(PAYME_ERROR.cannotPerform);
    const now = ctx.now();
    if (now - tx.create_time > PAYME_TIMEOUT_MS) {
      await cancelCreated(trx, tx, REASON_TIMEOUT, now);
      return fail(PAYME_ERROR.cannotPerform);
    }
    // Paid meanwhile through Click or Octo, or cancelled: this money must not be taken.
    const contract = await findContract(trx, { id: tx.contract_id });
    if (contract?.status !== 'saved' || contract.amount_uzs * 100 !== tx.amount_tiyin) {
      return fail(PAYME_ERROR.cannotPerform);
    }
    // The same car's other application was paid since this transaction was created: no second policy.
    if (await paidCoverBlocking(trx, contract)) return fail(PAYME_ERROR.cannotPerform);
    await trx
      .updateTable('payme_transactions')
      .set({ state: 2, perform_time: now })
      .where('id', '=', id)
      .where('state', '=', 1)
      .execute();
    await markPaid(trx, tx.contract_id, 'payme', {
      now: new Date(now),
      payment: { ref: tx.id, detail: paymeDetail(contract) },
    });
    return performed({ ...tx, state: 2, perform_time: now });
  });
  // Performed payments are counted by markPaid; a Perform answered with an error is a refused payment.
  if ('error' in outcome) countPayment('payme', 'refused');
  return outcome;
}

/**
 * A refund of a performed transaction (state 2 -> -2): the contract and its policy become `cancelled` in the
 * same DB transaction, reported to the chat relay. Refused with -31007 (nothing changes) when the policy is
 * not ours to cancel any more: a claim was filed against it, or the contract is not the issued contract this
 * transaction paid for.
 */
async function refundPerformed(
  trx: Transaction<Database>,
  tx: Tx,
  reason: number,
  at: number,
): Promise<Tx | null> {
  const contract = await findContract(trx, { id: tx.contract_id });
  if (contract?.status !== 'issued' || contract.paid_via !== 'payme') return null;
  const claim = await trx
    .selectFrom('claims')
    .select('id')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  if (claim) return null;
  await trx
    .updateTable('payme_transactions')
    .set({ state: -2, cancel_time: at, reason })
    .where('id', '=', tx.id)
    .where('state', '=', 2)
    .execute();
  const why = `Payme CancelTransaction, reason ${reason}`;
  await cancelIssuedContract(trx, contract, { at: new Date(at), why });
  // Payme has moved the money already: the refund is recorded as performed, like a cabinet cancellation's.
  await recordRefund(trx, {
    contractId: contract.id,
    amountUzs: contract.amount_uzs,
    provider: 'payme',
    reference: tx.id,
    reason: why,
    at: new Date(at),
    // The refund's fiscal receipt (receipt_type 1) carries what Payme prints on it.
    payment: { ref: tx.id, detail: paymeDetail(contract, 1) },
  });
  return (await findTx(trx, tx.id)) ?? tx;
}

/**
 * A created transaction is cancelled (-1) and the contract stays payable. A performed one is a refund (-2):
 * Payme returns the money and the policy is cancelled with it (payments README), unless a claim was filed
 * (-31007). Replays answer the stored cancel_time and state.
 */
export async function cancelTransaction(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymeCancelResult>> {
  const id = transactionId(params.id);
  const reason = nonNegativeInteger(params.reason);
  if (id === null || reason === null) return fail(PAYME_ERROR.invalidRequest);
  return inTransaction(ctx.db, async (trx) => {
    const found = await findTx(trx, id);
    if (!found) return fail(PAYME_ERROR.transactionNotFound);
    await lockContract(trx, found.contract_id);
    let tx = (await findTx(trx, id)) ?? found;
    if (tx.state === 2) {
      const refunded = await refundPerformed(trx, tx, reason, ctx.now());
      if (!refunded) return fail(PAYME_ERROR.cannotCancel);
      tx = refunded;
    }
    if (tx.state === 1) {
      tx = await cancelCreated(trx, tx, reason, ctx.now());
      countPayment('payme', 'cancelled');
    }
    return {
      result: {
        transaction: tx.merchant_transaction_id,
        cancel_time: tx.cancel_time,
        state: tx.state as -1 | -2,
      },
    };
  });
}

export async function checkTransaction(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymeCheckResult>> {
  const id = transactionId(params.id);
  if (id === null) return fail(PAYME_ERROR.invalidRequest);
  const tx = await findTx(ctx.db, id);
  return tx ? { result: checkAnswer(tx) } : fail(PAYME_ERROR.transactionNotFound);
}

/** Transactions created in Payme (their `time`) within [from, to], oldest first, for reconciliation. */
export async function getStatement(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<PaymeStatementResult>> {
  const from = nonNegativeInteger(params.from);
  const to = nonNegativeInteger(params.to);
  if (from === null || to === null) return fail(PAYME_ERROR.invalidRequest);
  const rows = await ctx.db
    .selectFrom('payme_transactions')
    .selectAll()
    .where('payme_time', '>=', from)
    .where('payme_time', '<=', to)
    .orderBy('payme_time')
    .orderBy('id')
    .execute();
  return {
    result: {
      transactions: rows.map((tx) => ({
        id: tx.id,
        time: tx.payme_time,
        amount: tx.amount_tiyin,
        account: { key: String(tx.contract_id) },
        ...checkAnswer(tx),
      })),
    },
  };
}

/** Payme rotates the key from its cabinet: the new one is stored for every instance, effective at once. */
export async function changePassword(
  ctx: PaymeContext,
  params: Params,
): Promise<PaymeOutcome<{ success: true }>> {
  const password = params.password;
  if (typeof password !== 'string' || password.length === 0 || password.length > 200) {
    return fail(PAYME_ERROR.invalidRequest);
  }
  await storePaymeKey(ctx.db, password);
  return { result: { success: true as const } };
}
