import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  CLICK_ERROR,
  type ClickCompleteResponse,
  type ClickErrorCode,
  type ClickPrepareResponse,
} from '@polis/api-contract';
import { findContract, inTransaction, lockContract, markPaid } from '../../contracts/contract-service';
import type { ClickTransactionsTable, Database } from '../../db/schema';
import type { PaymentConfig } from '../payment-config';
import { isClickSign } from './click-sign';
import { paidCoverBlocking } from '../../contracts/pay-block';
import { receiptItems } from '../../contracts/receipts';
import { clickSubmitItems } from './click-fiscal';
import { countPayment } from '../../http/metrics';

/** Click shows these notes in its merchant cabinet; the wording follows Click's documentation. */
export const CLICK_NOTES: Readonly<Record<ClickErrorCode, string>> = {
  [CLICK_ERROR.success]: 'Success',
  [CLICK_ERROR.signCheckFailed]: 'SIGN CHECK FAILED!',
  [CLICK_ERROR.incorrectAmount]: 'Incorrect parameter amount',
  [CLICK_ERROR.actionNotFound]: 'Action not found',
  [CLICK_ERROR.alreadyPaid]: 'Already paid',
  [CLICK_ERROR.orderNotFound]: 'Order not found',
  [CLICK_ERROR.transactionNotFound]: 'Transaction does not exist',
  [CLICK_ERROR.failedToUpdate]: 'Failed to update order',
  [CLICK_ERROR.badRequest]: 'Error in request from click',
  [CLICK_ERROR.cancelled]: 'Transaction cancelled',
};

/**
 * How long a Prepare without its Complete holds the contract's amount (a promo change answers 409 meanwhile).
 * Click completes seconds after Prepare once the card is debited; an abandoned Prepare stops blocking after
 * this, and a Complete arriving later still meets the amount check against the contract's current amount.
 */
export const CLICK_PREPARE_HOLD_MS = 30 * 60 * 1000;

export interface ClickContext {
  readonly db: Kysely<Database>;
  readonly config: PaymentConfig;
}

type ClickTx = Selectable<ClickTransactionsTable>;
type Fields = Record<string, string>;

const REQUIRED = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'sign_time',
  'sign_string',
] as const;

/** Form bodies arrive as text; a JSON body (which Click does not send) is read the same way. */
function fieldsOf(body: unknown): Fields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields: Fields = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) fields[key] = String(value);
  }
  return fields;
}

const ID = /^\d{1,15}$/;
/** UZS with at most two decimals (Click sends `1000` or `1000.00`). */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

function isWellFormed(fields: Fields, withPrepareId: boolean): boolean {
  for (const key of REQUIRED) if (!fields[key] || fields[key].length > 64) return false;
  if (!ID.test(fields.click_trans_id) || !ID.test(fields.click_paydoc_id) || !ID.test(fields.service_id))
    return false;
  if (!/^[A-Za-z0-9-]{1,40}$/.test(fields.merchant_trans_id) || !AMOUNT.test(fields.amount)) return false;
  if (fields.error !== undefined && !/^-?\d{1,6}$/.test(fields.error)) return false;
  return !withPrepareId || ID.test(fields.merchant_prepare_id ?? '');
}

const tiyinOf = (amount: string) => {
  const [whole, fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** Echoes Click's own ids when they are readable, as Click matches answers to calls by them. */
function echo(fields: Fields | null) {
  return {
    ...(fields && ID.test(fields.click_trans_id ?? '')
      ? { click_trans_id: Number(fields.click_trans_id) }
      : {}),
    ...(fields && typeof fields.merchant_trans_id === 'string' && fields.merchant_trans_id.length <= 40
      ? { merchant_trans_id: fields.merchant_trans_id }
      : {}),
  };
}

const result = <T extends object>(fields: Fields | null, code: ClickErrorCode, extra?: T) => ({
  ...echo(fields),
  ...extra,
  error: code,
  error_note: CLICK_NOTES[code],
});

/** The checks shared by Prepare and Complete, in Click's order: request, signature, service, action. */
function checkRequest(ctx: ClickContext, fields: Fields | null, action: '0' | '1'): ClickErrorCode | null {
  if (!fields || !isWellFormed(fields, action === '1')) return CLICK_ERROR.badRequest;
  const signed = isClickSign(
    {
      click_trans_id: fields.click_trans_id,
      service_id: fields.service_id,
      merchant_trans_id: fields.merchant_trans_id,
      merchant_prepare_id: action === '1' ? fields.merchant_prepare_id : undefined,
      amount: fields.amount,
      action: fields.action,
      sign_time: fields.sign_time,
    },
    ctx.config.click.secretKey,
    fields.sign_string,
  );
  if (!signed) return CLICK_ERROR.signCheckFailed;
  if (fields.service_id !== ctx.config.click.serviceId) return CLICK_ERROR.badRequest;
  if (fields.action !== action) return CLICK_ERROR.actionNotFound;
  return null;
}

async function findClickTx(trx: Transaction<Database>, where: { clickTransId: number } | { id: number }) {
  const query = trx.selectFrom('click_transactions').selectAll();
  return (
    'id' in where ? query.where('id', '=', where.id) : query.where('click_trans_id', '=', where.clickTransId)
  ).executeTakeFirst();
}

async function setStatus(
  trx: Transaction<Database>,
  tx: ClickTx,
  status: ClickTx['status'],
  confirmId?: number,
) {
  await trx
    .updateTable('click_transactions')
    .set({
      status,
      updated_at: new Date().toISOString(),
      ...(confirmId ? { merchant_confirm_id: confirmId } : {}),
    })
    .where('id', '=', tx.id)
    .execute();
}

/** Prepare (action 0): the order exists, is unpaid and costs this much; answers our merchant_prepare_id. */
export async function clickPrepare(ctx: ClickContext, body: unknown): Promise<ClickPrepareResponse> {
  const fields = fieldsOf(body);
  const refused = checkRequest(ctx, fields, '0');
  if (refused !== null || !fields) return result(fields, refused ?? CLICK_ERROR.badRequest);
  const contract = await findContract(ctx.db, { orderId: fields.merchant_trans_id });
  if (!contract) return result(fields, CLICK_ERROR.orderNotFound);
  return inTransaction(ctx.db, async (trx) => {
    await lockContract(trx, contract.id);
    const clickTransId = Number(fields.click_trans_id);
    const known = await findClickTx(trx, { clickTransId });
    if (known) {
      // Click repeats Prepare when an answer was lost: the same id gets the same merchant_prepare_id.
      if (known.contract_id !== contract.id) return result(fields, CLICK_ERROR.transactionNotFound);
      if (known.status === 'cancelled') return result(fields, CLICK_ERROR.cancelled);
      if (known.status === 'completed') return result(fields, CLICK_ERROR.alreadyPaid);
      return result(fields, CLICK_ERROR.success, { merchant_prepare_id: known.id });
    }
    const current = await findContract(trx, { id: contract.id });
    if (current?.status === 'paid' || current?.status === 'issued')
      return result(fields, CLICK_ERROR.alreadyPaid);
    if (current?.status !== 'saved') return result(fields, CLICK_ERROR.cancelled);
    if (tiyinOf(fields.amount) !== current.amount_uzs * 100)
      return result(fields, CLICK_ERROR.incorrectAmount);
    // The car has a paid policy on these days (another application of it was paid): not payable.
    if (await paidCoverBlocking(trx, current)) return result(fields, CLICK_ERROR.cancelled);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('click_transactions')
      .values({
        click_trans_id: clickTransId,
        click_paydoc_id: Number(fields.click_paydoc_id),
        contract_id: contract.id,
        amount: fields.amount,
        status: 'prepared',
        merchant_confirm_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return result(fields, CLICK_ERROR.success, { merchant_prepare_id: id });
  });
}

/**
 * Ends a prepared Click transaction after an error answered to its Complete (Click's protocol: an error at
 * Complete ends that transaction), under its contract's lock; a completed or cancelled one stays as it is.
 */
async function endClickTransaction(db: Kysely<Database>, clickTransId: number): Promise<void> {
  const open = await db
    .selectFrom('click_transactions')
    .select(['id', 'contract_id'])
    .where('click_trans_id', '=', clickTransId)
    .where('status', '=', 'prepared')
    .executeTakeFirst();
  if (!open) return;
  await inTransaction(db, async (trx) => {
    await lockContract(trx, open.contract_id);
    await trx
      .updateTable('click_transactions')
      .set({ status: 'cancelled', updated_at: new Date().toISOString() })
      .where('id', '=', open.id)
      .where('status', '=', 'prepared')
      .execute();
  });
}

/**
 * Complete (action 1): Click has debited the customer. Success marks the contract paid and issues the
 * policy in the same transaction; Click's `error` < 0 means its side failed, so the payment is cancelled
 * (-9). A repeated Complete after success answers -4 with the same merchant_confirm_id. Any other error
 * answered to a signed Complete (-2 amount, -5 order, -6 transaction, -4/-9 contract state) ends the
 * Click transaction of that `click_trans_id`: a later Complete on it answers -9 and never pays.
 */
export async function clickComplete(ctx: ClickContext, body: unknown): Promise<ClickCompleteResponse> {
  const fields = fieldsOf(body);
  const refused = checkRequest(ctx, fields, '1');
  if (refused !== null || !fields) return result(fields, refused ?? CLICK_ERROR.badRequest);
  const answer = await completeSigned(ctx, fields);
  if (answer.error !== CLICK_ERROR.success) {
    await endClickTransaction(ctx.db, Number(fields.click_trans_id));
    // Completed payments are counted by markPaid; a Complete answered with an error is a refused payment.
    countPayment('click', 'refused');
  }
  return answer;
}

/** Complete after the request, signature, service and action checks passed. */
async function completeSigned(ctx: ClickContext, fields: Fields): Promise<ClickCompleteResponse> {
  const contract = await findContract(ctx.db, { orderId: fields.merchant_trans_id });
  if (!contract) return result(fields, CLICK_ERROR.orderNotFound);
  return inTransaction(ctx.db, async (trx) => {
    await lockContract(trx, contract.id);
    const tx = await findClickTx(trx, { id: Number(fields.merchant_prepare_id) });
    if (!tx || tx.contract_id !== contract.id || tx.click_trans_id !== Number(fields.click_trans_id)) {
      return result(fields, CLICK_ERROR.transactionNotFound);
    }
    const confirmed = { merchant_confirm_id: tx.id };
    if (tx.status === 'completed') return result(fields, CLICK_ERROR.alreadyPaid, confirmed);
    if (tx.status === 'cancelled') return result(fields, CLICK_ERROR.cancelled);
    if (Number(fields.error ?? '0') < 0) {
      await setStatus(trx, tx, 'cancelled');
      return result(fields, CLICK_ERROR.cancelled);
    }
    if (tiyinOf(fields.amount) !== tiyinOf(tx.amount)) {
      // Not the amount prepared: the error ends this transaction; a later Complete with the right amount
      // on the same click_trans_id meets the cancelled status (-9), never a payment.
      await setStatus(trx, tx, 'cancelled');
      return result(fields, CLICK_ERROR.incorrectAmount);
    }
    const current = await findContract(trx, { id: contract.id });
    if (current?.status !== 'saved') {
      // Paid another way or cancelled meanwhile: refusing makes Click return the money.
      await setStatus(trx, tx, 'cancelled');
      return result(
        fields,
        current?.status === 'cancelled' ? CLICK_ERROR.cancelled : CLICK_ERROR.alreadyPaid,
      );
    }
    if (tiyinOf(fields.amount) !== current.amount_uzs * 100) {
      // The contract's amount changed since Prepare (a promo code after the hold): the policy is sold for
      // its amount now or not at all. Refused, Click returns the money; cancelled, so no replay can pass later.
      await setStatus(trx, tx, 'cancelled');
      return result(fields, CLICK_ERROR.incorrectAmount);
    }
    if (await paidCoverBlocking(trx, current)) {
      // Another application of the same car was paid since Prepare: refused, Click returns the money.
      await setStatus(trx, tx, 'cancelled');
      return result(fields, CLICK_ERROR.cancelled);
    }
    await setStatus(trx, tx, 'completed', tx.id);
    // Click's fiscal data of the payment (`ofd_data/submit_items`), recorded with its receipt (issue 27).
    await markPaid(trx, contract.id, 'click', {
      payment: {
        ref: fields.click_trans_id,
        detail: clickSubmitItems(ctx.config.click.serviceId, fields.click_trans_id, receiptItems(current)),
      },
    });
    return result(fields, CLICK_ERROR.success, confirmed);
  });
}

export const clickFailure = (body: unknown, code: ClickErrorCode) => result(fieldsOf(body), code);
