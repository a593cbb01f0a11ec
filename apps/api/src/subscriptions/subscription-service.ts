import { randomInt } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { InterfaceLang, SubscriptionStatusCode } from '@polis/api-contract';
import {
  findContract,
  inTransaction,
  lockContract,
  markPaid,
  type Contract,
} from '../contracts/contract-service';
import type { Db } from '../db/database';
import type { CardSubscriptionsTable, Database } from '../db/schema';
import { RequestError } from '../errors';
import {
  hashSmsCode,
  MAX_CODE_ATTEMPTS,
  newSmsCode,
  smsCodeExpiry,
  smsCodeMatches,
} from '../outbox/sms-code';
import { smsAllowed, type SmsLimit } from '../outbox/sms-limit';
import { sendSms } from '../outbox/sms-outbox';
import type { AcceptedCard } from './sandbox-cards';
import { requireNoPaidCover } from '../contracts/pay-block';
import { withCyrillic } from '../http/lang-texts';

export type Subscription = Selectable<CardSubscriptionsTable>;
export type SubscriptionKind = Subscription['kind'];

/** Codes per phone: the first, two resends and a second card, yet too few to flood a stranger's phone. */
export const SUBSCRIPTION_SMS_LIMIT: SmsLimit = { count: 5, windowMs: 10 * 60 * 1000 };

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `S` + 16 letters (~73 bits): the id alone opens verify and cancel, so it must not be guessable. */
export function newSubscriptionId(): string {
  let id = 'S';
  for (let i = 0; i < 16; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

const CODE_SMS = withCyrillic<(code: string, last4: string) => string>({
  uz: (code, last4) =>
    `Polis: *${last4} kartani ulash kodi: ${code}. Kod 5 daqiqa amal qiladi. Uni hech kimga aytmang.`,
  ru: (code, last4) =>
    `Polis: код привязки карты *${last4}: ${code}. Действует 5 минут. Никому не сообщайте его.`,
  en: (code, last4) => `Polis: code to link card *${last4}: ${code}. Valid for 5 minutes. Do not share it.`,
});

export interface NewSubscription {
  readonly contract: Contract;
  readonly kind: SubscriptionKind;
  readonly card: AcceptedCard;
  readonly phone: string;
  readonly lang: InterfaceLang;
  readonly now?: Date;
}

/**
 * A pending subscription and its SMS code, in one transaction with the per-phone limit: null when the
 * limit is reached, and then nothing is written. A newer card supersedes codes sent earlier for the contract.
 */
export async function startSubscription(
  { db, dialect }: Db,
  { contract, kind, card, phone, lang, now = new Date() }: NewSubscription,
): Promise<Subscription | null> {
  return db.transaction().execute(async (trx) => {
    if (
      !(await smsAllowed(trx, dialect, {
        phone,
        purpose: 'subscription-code',
        limit: SUBSCRIPTION_SMS_LIMIT,
      }))
    ) {
      return null;
    }
    const at = now.toISOString();
    await trx
      .updateTable('card_subscriptions')
      .set({ status: 'replaced', updated_at: at })
      .where('contract_id', '=', contract.id)
      .where('status', '=', 'pending')
      .execute();
    const id = newSubscriptionId();
    const code = newSmsCode();
    const row: Subscription = {
      id,
      contract_id: contract.id,
      kind,
      status: 'pending',
      card_token: card.token,
      card_mask: card.mask,
      card_expiry: card.expiry,
      phone,
      code_hash: hashSmsCode(id, code),
      code_expires_at: smsCodeExpiry(now),
      attempts: 0,
      created_at: at,
      updated_at: at,
      verified_at: null,
      cancelled_at: null,
    };
    await trx.insertInto('card_subscriptions').values(row).execute();
    await sendSms(trx, phone, CODE_SMS[lang](code, card.mask.slice(-4)), 'subscription-code');
    return row;
  });
}

export const subscriptionNotFound = () =>
  new RequestError(404, 'subscription_not_found', 'No such subscription');

export const findSubscription = (db: Kysely<Database>, id: string) =>
  db.selectFrom('card_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();

/** 409s of the contract's state: create-card pays a saved contract, resubscribe re-binds a paid one. */
export function requireContractFor(kind: SubscriptionKind, contract: Contract): void {
  const paid = contract.status === 'paid' || contract.status === 'issued';
  if (kind === 'payment' && paid) {
    throw new RequestError(409, 'contract_already_paid', 'The contract has already been paid');
  }
  if (kind === 'binding' && contract.status === 'saved') {
    throw new RequestError(409, 'contract_not_paid', 'The contract is not paid yet: use create-card');
  }
  if (contract.status !== 'saved' && !paid) {
    throw new RequestError(409, 'contract_not_payable', `The contract is ${contract.status}`);
  }
}

export type VerifyOutcome =
  | { readonly ok: true; readonly subscription: Subscription; readonly paid: boolean }
  | { readonly ok: false; readonly code: SubscriptionStatusCode; readonly attemptsLeft?: number };

const refuse = (code: SubscriptionStatusCode, attemptsLeft?: number): VerifyOutcome =>
  attemptsLeft === undefined ? { ok: false, code } : { ok: false, code, attemptsLeft };

/**
 * Checks the code under the contract's lock (so concurrent guesses count one by one). Right: the card is
 * active, the contract's earlier card replaced and, for create-card, the contract paid by card in the same
 * transaction. Wrong: one attempt used, the fifth locks it. A replay of the right code after success
 * answers success again and changes nothing.
 */
export async function verifySubscription(
  db: Kysely<Database>,
  { id, code, now = new Date() }: { id: string; code: string; now?: Date },
): Promise<VerifyOutcome> {
  return inTransaction(db, async (trx) => {
    const found = await findSubscription(trx, id);
    if (!found) throw subscriptionNotFound();
    await lockContract(trx, found.contract_id);
    const sub = (await findSubscription(trx, id)) ?? found;
    const matches = smsCodeMatches(sub.id, code, sub.code_hash);
    if (sub.status === 'active') {
      return matches ? { ok: true, subscription: sub, paid: false } : refuse('password_incorrect');
    }
    if (sub.status === 'locked') return refuse('subscription_locked');
    if (sub.status !== 'pending') return refuse('subscription_not_pending');
    const at = now.toISOString();
    if (at > sub.code_expires_at) return refuse('code_expired');
    if (!matches) {
      const attempts = sub.attempts + 1;
      const locked = attempts >= MAX_CODE_ATTEMPTS;
      await trx
        .updateTable('card_subscriptions')
        .set({ attempts, status: locked ? 'locked' : 'pending', updated_at: at })
        .where('id', '=', sub.id)
        .execute();
      return locked
        ? refuse('subscription_locked', 0)
        : refuse('password_incorrect', MAX_CODE_ATTEMPTS - attempts);
    }
    const contract = await findContract(trx, { id: sub.contract_id });
    if (!contract) throw subscriptionNotFound();
    // Paid meanwhile through another provider (or cancelled): this card must not be charged too.
    requireContractFor(sub.kind, contract);
    if (sub.kind === 'payment') {
      // Another application of the same car was paid meanwhile: this card must not be charged.
      await requireNoPaidCover(trx, contract);
      await markPaid(trx, contract.id, 'card', { now });
    }
    await trx
      .updateTable('card_subscriptions')
      .set({ status: 'replaced', updated_at: at })
      .where('contract_id', '=', sub.contract_id)
      .where('status', '=', 'active')
      .execute();
    const active = { status: 'active' as const, verified_at: at, updated_at: at };
    await trx.updateTable('card_subscriptions').set(active).where('id', '=', sub.id).execute();
    return { ok: true, subscription: { ...sub, ...active }, paid: sub.kind === 'payment' };
  });
}

/** The contract's auto-payment: its active card, else the one waiting for a code, else the latest. */
export async function subscriptionOfContract(
  db: Kysely<Database>,
  contractId: number,
): Promise<Subscription | undefined> {
  const rows = await db
    .selectFrom('card_subscriptions')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.find((r) => r.status === 'active') ?? rows.find((r) => r.status === 'pending') ?? rows[0];
}

/** Any state but active and cancelled ends here; idempotent. */
export async function cancelSubscription(db: Kysely<Database>, id: string, now = new Date()) {
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    await trx
      .updateTable('card_subscriptions')
      .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'active', 'locked'])
      .execute();
    const sub = await findSubscription(trx, id);
    if (!sub) throw subscriptionNotFound();
    return sub;
  });
}
