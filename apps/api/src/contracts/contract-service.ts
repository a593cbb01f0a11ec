import { randomInt } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ContractsTable, Database, PoliciesTable } from '../db/schema';
import { chatRelaySettings, sendChat, type ChatRelaySettings } from '../outbox/chat-outbox';
import { escapeHtml, maskPhone } from '../outbox/mask';
import type { InterfaceLang } from '@polis/api-contract';
import { formatUzs, isIsoDate } from './format';
import { forgetDraftsOf } from './drafts';
import { queuePolicyMail } from './policy-mail';
import { productInfo } from './products';
import { recordSaleReceipt, type Receipt, type ReceiptPayment } from './receipts';
import { changedContractOf, performPaidChange } from './policy-versions';
import { countPayment, countPolicyIssued } from '../http/metrics';
import { reusableInsert } from '../db/reusable-query';
import { insuredPlateOf } from '../db/insured-plate';

export type Contract = Selectable<ContractsTable>;
export type Policy = Selectable<PoliciesTable>;

/** Non-personal facts printed on the policy (plate, vehicle, period, countries): flat, JSON-encoded. */
export type ContractDetails = Readonly<Record<string, string | number | boolean | null>>;

export type PaymentVia = 'payme' | 'click' | 'octo' | 'card' | 'installment';

export interface NewContract {
  readonly product: string;
  /** Server-computed price, whole UZS; never a figure taken from the client. */
  readonly amountUzs: number;
  readonly channel: string;
  readonly agentId?: string | null;
  /** 998 + 9 digits. */
  readonly phone?: string | null;
  readonly holderName?: string | null;
  readonly details?: ContractDetails;
  /** YYYY-MM-DD. */
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly baseAmountUzs?: number;
  readonly promoCode?: string | null;
  /** The language the application was saved in (the save's `lang` header): the policy's mail speaks it. */
  readonly lang?: InterfaceLang | null;
  /** Where the paid policy is mailed; checked by the save's schema (`SaleEmail`). */
  readonly email?: string | null;
  /** The contract a renewal renews (issue 23). */
  readonly renewalOf?: number | null;
}

export type ContractErrorCode =
  | 'unknown_product'
  | 'invalid_amount'
  | 'invalid_date'
  | 'contract_not_found'
  | 'contract_not_payable'
  | 'contract_not_cancellable';

/** A refusal of the contract rules, with a stable code the routes turn into their protocol's error. */
export class ContractError extends Error {
  constructor(
    readonly code: ContractErrorCode,
    message: string,
    readonly status?: Contract['status'],
  ) {
    super(message);
    this.name = 'ContractError';
  }
}

/** Largest premium accepted: 10^12 UZS x 100 tiyin still fits a double exactly (Payme amounts). */
export const MAX_AMOUNT_UZS = 1_000_000_000_000;

/** Letters only, no I/O: order ids are read out on the phone, and digit runs would be masked in chat. */
const ORDER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `P` + yymmdd + `-` + 10 random letters (~46 bits): unguessable, so an order id also proves ownership. */
export function newOrderId(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 10; i += 1) tail += ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)];
  return `P${date}-${tail}`;
}

export function parseDetails(contract: Pick<Contract, 'details'>): ContractDetails {
  try {
    const parsed: unknown = JSON.parse(contract.details);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ContractDetails) : {};
  } catch {
    return {};
  }
}

/** Every column of a new contract: one insert compiled once, run by every save. */
const insertContract = reusableInsert(
  'contracts',
  [
    'product',
    'status',
    'amount_uzs',
    'base_amount_uzs',
    'channel',
    'agent_id',
    'phone',
    'holder_name',
    'details',
    'start_date',
    'end_date',
    'promo_code',
    'created_at',
    'updated_at',
    'paid_at',
    'paid_via',
    'lang',
    'email',
    'renewal_of',
    'plate',
    'order_id',
  ],
  'all',
);

/** A new contract in status `saved`: priced, waiting for payment. */
export async function createContract(db: Kysely<Database>, input: NewContract): Promise<Contract> {
  if (!productInfo(input.product))
    throw new ContractError('unknown_product', `Unknown product ${input.product}`);
  for (const amount of [input.amountUzs, input.baseAmountUzs ?? input.amountUzs]) {
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_UZS) {
      throw new ContractError('invalid_amount', 'The amount must be a positive whole number of UZS');
    }
  }
  for (const date of [input.startDate, input.endDate]) {
    if (date != null && !isIsoDate(date)) throw new ContractError('invalid_date', 'Dates are YYYY-MM-DD');
  }
  if (input.startDate && input.endDate && input.endDate < input.startDate) {
    throw new ContractError('invalid_date', 'The end date is before the start date');
  }
  const now = new Date().toISOString();
  const values = {
    product: input.product,
    status: 'saved' as const,
    amount_uzs: input.amountUzs,
    base_amount_uzs: input.baseAmountUzs ?? input.amountUzs,
    channel: input.channel,
    agent_id: input.agentId ?? null,
    phone: input.phone ?? null,
    holder_name: input.holderName ?? null,
    details: JSON.stringify(input.details ?? {}),
    start_date: input.startDate ?? null,
    end_date: input.endDate ?? null,
    promo_code: input.promoCode ?? null,
    created_at: now,
    updated_at: now,
    paid_at: null,
    paid_via: null,
    lang: input.lang ?? null,
    email: input.email ?? null,
    renewal_of: input.renewalOf ?? null,
    plate: insuredPlateOf(input.details ?? {}),
  };
  // A clash of 46 random bits is all but impossible; one retry covers it without a read-before-write race.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [contract] = (await insertContract(db, { ...values, order_id: newOrderId() })) as Contract[];
      if (!contract) throw new Error('contracts: the new contract was not returned');
      return contract;
    } catch (error) {
      if (attempt >= 2 || !/unique|duplicate/i.test(String(error))) throw error;
    }
  }
}

export async function findContract(
  db: Kysely<Database>,
  by: { id?: number; orderId?: string },
): Promise<Contract | undefined> {
  if (by.id === undefined && by.orderId === undefined) return undefined;
  let query = db.selectFrom('contracts').selectAll();
  if (by.id !== undefined) query = query.where('id', '=', by.id);
  if (by.orderId !== undefined) query = query.where('order_id', '=', by.orderId);
  return query.executeTakeFirst();
}

export async function findPolicyOfContract(
  db: Kysely<Database>,
  contractId: number,
): Promise<Policy | undefined> {
  const own = await db
    .selectFrom('policies')
    .selectAll()
    .where('contract_id', '=', contractId)
    .executeTakeFirst();
  if (own) return own;
  // A paid mid-term change has no policy of its own: its check answers the policy it changed.
  const changed = await changedContractOf(db, contractId);
  return changed === undefined
    ? undefined
    : db.selectFrom('policies').selectAll().where('contract_id', '=', changed).executeTakeFirst();
}

/** Runs `work` in the caller's transaction, or opens one: callers compose payment steps atomically. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/**
 * Takes the contract's row lock for the rest of the transaction (PostgreSQL), so two callbacks for one
 * contract run one after the other; SQLite already runs one transaction at a time. False when missing.
 */
export async function lockContract(trx: Transaction<Database>, contractId: number): Promise<boolean> {
  const result = await trx
    .updateTable('contracts')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', contractId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Policy numbers are the policy id, zero-padded to the seven digits of the paper forms. */
export const policyNumberOf = (policyId: number) => String(policyId).padStart(7, '0');

/**
 * saved -> paid -> issued, with the policy row, the chat-relay report and the policy's mail (when the buyer gave
 * an e-mail: `policy-mail.ts`), all in one transaction (the caller's, when it passes one, so the provider's
 * transaction update commits with it). Only a `saved`
 * contract can be paid: replays and a second provider get `contract_not_payable`, and `policies.contract_id`
 * being unique backs that up, so there is exactly one policy per contract.
 */
export async function markPaid(
  db: Kysely<Database>,
  contractId: number,
  via: PaymentVia,
  {
    now = new Date(),
    chat = chatRelaySettings(process.env),
    payment,
  }: { now?: Date; chat?: ChatRelaySettings; payment?: ReceiptPayment } = {},
): Promise<{ contract: Contract; policy: Policy; receipt: Receipt }> {
  // Counted when the payment is done (the caller's transaction, when it passes one, commits right after): every
  // provider's payment passes here, so the metrics see them all (`../http/metrics.ts`).
  const done = await inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const paid = await trx
      .updateTable('contracts')
      .set({ status: 'paid', paid_at: at, paid_via: via, updated_at: at })
      .where('id', '=', contractId)
      .where('status', '=', 'saved')
      .executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) {
      const current = await findContract(trx, { id: contractId });
      if (!current) throw new ContractError('contract_not_found', `No contract ${contractId}`);
      countPayment(via, 'refused');
      throw new ContractError(
        'contract_not_payable',
        `Contract ${contractId} is ${current.status}`,
        current.status,
      );
    }
    const contract = await findContract(trx, { id: contractId });
    if (!contract) throw new ContractError('contract_not_found', `No contract ${contractId}`);
    // A mid-term change's payment (issue 27): the change becomes the policy's version; no second policy.
    const changed = await performPaidChange(trx, contractId, at);
    if (changed) {
      return {
        ...(await paidChange(trx, contract, changed.contract, { at: now, via, chat, payment })),
        issued: false,
      };
    }
    const series = productInfo(contract.product)?.series ?? 'POL';
    // The number is the id, known only after the insert; the placeholder is unique per contract meanwhile.
    const { id } = await trx
      .insertInto('policies')
      .values({ contract_id: contractId, series, number: `pending-${contractId}`, issued_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const number = policyNumberOf(id);
    await trx.updateTable('policies').set({ number }).where('id', '=', id).execute();
    await trx
      .updateTable('contracts')
      .set({ status: 'issued', updated_at: at })
      .where('id', '=', contractId)
      .execute();
    await sendChat(trx, paidMessage(contract, `${series} ${number}`, via), chat);
    // The fiscal receipt of this payment, in its transaction: never a paid contract without one (receipts.ts).
    const receipt = await recordSaleReceipt(trx, { contract, provider: via, at: now, payment });
    await queuePolicyMail(trx, contract, { id, series, number }, receipt);
    // The application in progress it was saved from has served: its answers are not kept longer.
    await forgetDraftsOf(trx, contractId);
    const issued = { ...contract, status: 'issued' as const };
    return {
      contract: issued,
      policy: { id, contract_id: contractId, series, number, issued_at: at },
      receipt,
      issued: true,
    };
  });
  countPayment(via, 'performed');
  // A mid-term change's payment changes a policy and issues none.
  if (done.issued) countPolicyIssued(done.contract.product);
  return { contract: done.contract, policy: done.policy, receipt: done.receipt };
}

/**
 * The paying contract is done (issued: nothing more to pay), with the fiscal receipt of its payment (the change's
 * difference); the answer names the changed policy.
 */
async function paidChange(
  trx: Transaction<Database>,
  paying: Contract,
  changed: Contract,
  {
    at,
    via,
    chat,
    payment,
  }: { at: Date; via: PaymentVia; chat: ChatRelaySettings; payment?: ReceiptPayment },
): Promise<{ contract: Contract; policy: Policy; receipt: Receipt }> {
  await trx
    .updateTable('contracts')
    .set({ status: 'issued', updated_at: at.toISOString() })
    .where('id', '=', paying.id)
    .execute();
  const policy = await findPolicyOfContract(trx, changed.id);
  if (!policy) throw new ContractError('contract_not_found', `No policy of contract ${changed.id}`);
  const text = `<b>Policy change paid</b> ${policy.series} ${policy.number} · order ${escapeHtml(paying.order_id)} · ${formatUzs(paying.amount_uzs)} UZS · ${via}`;
  await sendChat(trx, text, chat);
  const receipt = await recordSaleReceipt(trx, { contract: paying, provider: via, at, payment });
  return { contract: { ...paying, status: 'issued' }, policy, receipt };
}

function paidMessage(contract: Contract, policy: string, via: PaymentVia): string {
  const details = parseDetails(contract);
  const detail = details.plate ?? details.gos_number ?? details.countries ?? details.vehicle;
  return [
    `<b>New policy</b> ${escapeHtml(productInfo(contract.product)?.name.en ?? contract.product)}`,
    `Policy: ${escapeHtml(policy)} · order ${escapeHtml(contract.order_id)}`,
    `Premium: ${formatUzs(contract.amount_uzs)} UZS via ${via}`,
    contract.phone ? `Phone: ${maskPhone(contract.phone)}` : null,
    detail != null ? `Detail: ${escapeHtml(String(detail))}` : null,
    `Channel: ${escapeHtml(contract.channel)}${contract.agent_id ? ` · agent ${escapeHtml(contract.agent_id)}` : ''}`,
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/** saved -> cancelled (an abandoned or replaced application). Paid and issued contracts stay as they are. */
export async function cancelContract(db: Kysely<Database>, contractId: number): Promise<Contract> {
  return inTransaction(db, async (trx) => {
    const at = new Date().toISOString();
    await trx
      .updateTable('contracts')
      .set({ status: 'cancelled', updated_at: at })
      .where('id', '=', contractId)
      .where('status', 'in', ['draft', 'saved'])
      .execute();
    const contract = await findContract(trx, { id: contractId });
    if (!contract) throw new ContractError('contract_not_found', `No contract ${contractId}`);
    if (contract.status !== 'cancelled') {
      throw new ContractError(
        'contract_not_cancellable',
        `Contract ${contractId} is ${contract.status}`,
        contract.status,
      );
    }
    return contract;
  });
}

/**
 * issued -> cancelled after the payment was refunded (Payme CancelTransaction of a performed transaction, or the
 * holder's cancellation from the cabinet, `products/kit/cancel-routes.ts`):
 * the policy row stays, and every view of it (cabinet, verification page) shows it as cancelled. Reported to
 * the chat relay in the caller's transaction; the contract's auto-payment (card subscription, monthly plan) ends. The caller holds the contract's row lock and has checked that
 * the refund is allowed.
 */
export async function cancelIssuedContract(
  db: Kysely<Database>,
  contract: Contract,
  {
    at = new Date(),
    why,
    refundedUzs = contract.amount_uzs,
    chat = chatRelaySettings(process.env),
  }: { at?: Date; why: string; refundedUzs?: number; chat?: ChatRelaySettings },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('contracts')
      .set({ status: 'cancelled', updated_at: at.toISOString() })
      .where('id', '=', contract.id)
      .where('status', '=', 'issued')
      .execute();
    // A refunded policy is not charged again: its auto-payment ends with it.
    await trx
      .updateTable('card_subscriptions')
      .set({ status: 'cancelled', cancelled_at: at.toISOString(), updated_at: at.toISOString() })
      .where('contract_id', '=', contract.id)
      .where('status', 'in', ['active', 'pending'])
      .execute();
    // A monthly plan (monthly mini KASKO) charges no further month.
    await trx
      .updateTable('monthly_plans')
      .set({ status: 'cancelled', next_charge_at: null, updated_at: at.toISOString() })
      .where('contract_id', '=', contract.id)
      .where('status', 'in', ['pending', 'active', 'retrying'])
      .execute();
    const policy = await findPolicyOfContract(trx, contract.id);
    countPayment(contract.paid_via ?? 'unknown', 'refunded');
    await sendChat(
      trx,
      [
        `<b>Policy cancelled</b> ${escapeHtml(productInfo(contract.product)?.name.en ?? contract.product)}`,
        `Policy: ${policy ? escapeHtml(`${policy.series} ${policy.number}`) : '-'} · order ${escapeHtml(contract.order_id)}`,
        `Refunded: ${formatUzs(refundedUzs)} UZS (${escapeHtml(why)})`,
      ].join('\n'),
      chat,
    );
  });
}
