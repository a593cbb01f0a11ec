import type { Kysely } from 'kysely';
import type { InterfaceLang } from '@polis/api-contract';
import { findContract, inTransaction, lockContract } from '../contracts/contract-service';
import { formatUzs } from '../contracts/format';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  hashSmsCode,
  MAX_CODE_ATTEMPTS,
  newSmsCode,
  smsCodeExpiry,
  smsCodeMatches,
} from '../outbox/sms-code';
import { smsAllowed, type SmsLimit } from '../outbox/sms-limit';
import { sendSms } from '../outbox/sms-outbox';
import { findBuyer, type InstallmentOrder } from './installment-service';
import { withCyrillic } from '../http/lang-texts';

/** Like the card codes: the first SMS, resends, and no more. */
export const INSTALLMENT_SMS_LIMIT: SmsLimit = { count: 5, windowMs: 10 * 60 * 1000 };

const CODE_SMS = withCyrillic<(code: string, months: number, monthly: string) => string>({
  uz: (code, months, monthly) =>
    `Uzum Nasiya: ${months} oyga (oyiga ${monthly} soʻm) shartnomani tasdiqlash kodi: ${code}. Uni hech kimga aytmang.`,
  ru: (code, months, monthly) =>
    `Uzum Nasiya: код подтверждения договора на ${months} мес. (${monthly} сум в месяц): ${code}. Никому не сообщайте его.`,
  en: (code, months, monthly) =>
    `Uzum Nasiya: code to sign the ${months}-month contract (${monthly} UZS a month): ${code}. Do not share it.`,
});

export const findOrderByToken = (db: Kysely<Database>, token: string) =>
  db.selectFrom('installment_orders').selectAll().where('webview_token', '=', token).executeTakeFirst();

export type SendCodeOutcome = 'sent' | 'rate_limited' | 'not_pending';

/** A new code for a pending order, to the buyer's phone; earlier codes and tries are void. */
export async function sendOrderCode(
  { db, dialect }: Db,
  order: InstallmentOrder,
  lang: InterfaceLang,
  now = new Date(),
): Promise<SendCodeOutcome> {
  const buyer = await findBuyer(db, { id: order.buyer_id });
  if (!buyer) return 'not_pending';
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('installment_orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirst();
    if (current?.status !== 'pending') return 'not_pending';
    if (
      !(await smsAllowed(trx, dialect, {
        phone: buyer.phone,
        purpose: 'installment-code',
        limit: INSTALLMENT_SMS_LIMIT,
      }))
    ) {
      return 'rate_limited';
    }
    const code = newSmsCode();
    await trx
      .updateTable('installment_orders')
      .set({
        code_hash: hashSmsCode(order.webview_token, code),
        code_expires_at: smsCodeExpiry(now),
        attempts: 0,
        updated_at: now.toISOString(),
      })
      .where('id', '=', order.id)
      .execute();
    await sendSms(
      trx,
      buyer.phone,
      CODE_SMS[lang](code, order.period, formatUzs(order.monthly_amount)),
      'installment-code',
    );
    return 'sent';
  });
}

export type BuyerConfirmOutcome =
  | { readonly kind: 'confirmed' }
  | { readonly kind: 'wrong_code'; readonly attemptsLeft: number }
  | { readonly kind: 'locked' | 'code_expired' | 'no_code' | 'not_pending' | 'contract_not_payable' };

/**
 * The buyer signs with the SMS code: pending -> confirmed. The fifth wrong code cancels the order (Uzum
 * rejects the contract; the customer starts a new order). Tries are counted under the contract's lock.
 */
export async function confirmByBuyer(
  db: Kysely<Database>,
  { orderId, code, now = new Date() }: { orderId: number; code: string; now?: Date },
): Promise<BuyerConfirmOutcome> {
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('installment_orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!found) return { kind: 'not_pending' };
    await lockContract(trx, found.contract_id);
    const order =
      (await trx.selectFrom('installment_orders').selectAll().where('id', '=', orderId).executeTakeFirst()) ??
      found;
    if (order.status !== 'pending') return { kind: 'not_pending' };
    if (!order.code_hash || !order.code_expires_at) return { kind: 'no_code' };
    const at = now.toISOString();
    if (at > order.code_expires_at) return { kind: 'code_expired' };
    if (!smsCodeMatches(order.webview_token, code, order.code_hash)) {
      const attempts = order.attempts + 1;
      const locked = attempts >= MAX_CODE_ATTEMPTS;
      await trx
        .updateTable('installment_orders')
        .set({ attempts, status: locked ? 'cancelled' : 'pending', updated_at: at })
        .where('id', '=', order.id)
        .execute();
      return locked ? { kind: 'locked' } : { kind: 'wrong_code', attemptsLeft: MAX_CODE_ATTEMPTS - attempts };
    }
    const contract = await findContract(trx, { id: order.contract_id });
    if (contract?.status !== 'saved') return { kind: 'contract_not_payable' };
    await trx
      .updateTable('installment_orders')
      .set({ status: 'confirmed', confirmed_at: at, updated_at: at, code_hash: null })
      .where('id', '=', order.id)
      .execute();
    return { kind: 'confirmed' };
  });
}

/** The buyer declines on the web view: a pending order is cancelled (whole only, as Uzum cancels). */
export async function cancelByBuyer(db: Kysely<Database>, orderId: number): Promise<void> {
  await db
    .updateTable('installment_orders')
    .set({ status: 'cancelled', updated_at: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}
