import { createHmac } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { InterfaceLang, PaymeReceiptDetail, ReceiptItem } from '@polis/api-contract';
import type { ContractsTable, Database, ReceiptsTable } from '../db/schema';
import { fiscalClassOf } from './fiscal-codes';
import { productName } from './products';

/**
 * Fiscal receipts (issue 27): one row per payment and per refund, written in the payment's own transaction (a
 * paid contract never lacks its receipt) under a unique key (a replay or a second perform answers the stored
 * one). The fiscal module is the sandbox's: its terminal, numbers, signs and check link are plainly marked.
 */
export type Receipt = Selectable<ReceiptsTable>;
type Contract = Pick<Selectable<ContractsTable>, 'id' | 'product' | 'lang' | 'amount_uzs'>;

/** The sandbox fiscal module's number: real ones are `EP` + 12 digits (Payme's SetFiscalData example). */
export const SANDBOX_TERMINAL_ID = 'SANDBOX0000001';
/** Only for the sandbox's made-up signs: the sign of a real receipt comes from the tax committee's module. */
const SANDBOX_SIGN_KEY = 'polis-sandbox-fiscal-module';
/** Click's `Name` takes 63 characters; Payme's title is cut the same so both print one text. */
const TITLE_MAX = 63;

const langOf = (contract: Pick<Contract, 'lang'>): InterfaceLang => contract.lang ?? 'uz';

function fitTitle(title: string): string {
  if (title.length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[\s—-]+$/, '')}…`;
}

/** The receipt's one line: the policy for `amountUzs`, in the contract's language, with its classification. */
export function receiptItems(contract: Contract, amountUzs = contract.amount_uzs): ReceiptItem[] {
  const fiscal = fiscalClassOf(contract.product);
  return [
    {
      title: fitTitle(productName(contract.product, langOf(contract))),
      price: amountUzs * 100,
      count: 1,
      code: fiscal.code,
      package_code: fiscal.packageCode,
      vat_percent: fiscal.vatPercent,
    },
  ];
}

/** Payme's `detail` of CheckPerformTransaction (receipt_type 0) and of a refund (1). */
export const paymeDetail = (contract: Contract, receiptType: 0 | 1 = 0): PaymeReceiptDetail => ({
  receipt_type: receiptType,
  items: receiptItems(contract),
});

/** What the provider was given for the receipt: Payme's `detail` shape unless the provider names its own. */
export interface ReceiptPayment {
  /** The provider's transaction (Payme's id, Click's click_trans_id). */
  readonly ref?: string;
  /** The provider's fiscal data (Click's `ofd_data/submit_items` body); by default `{ receipt_type, items }`. */
  readonly detail?: unknown;
}

interface NewReceipt {
  readonly key: string;
  readonly contract: Contract;
  readonly kind: 'sale' | 'refund';
  readonly provider: string;
  readonly amountUzs: number;
  readonly at: Date;
  readonly payment?: ReceiptPayment;
}

/** YYYYMMDDHHmmss in Tashkent (UTC+5), as the tax committee's check link carries it. */
const fiscalTime = (at: Date) =>
  new Date(at.getTime() + 5 * 3_600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The sandbox fiscal module's answer for receipt `number`: a 12-digit sign and the check link. */
export function sandboxFiscalData(number: number, amountUzs: number, at: Date) {
  const time = fiscalTime(at);
  const digest = createHmac('sha256', SANDBOX_SIGN_KEY)
    .update(`${SANDBOX_TERMINAL_ID}:${number}:${amountUzs}:${time}`)
    .digest();
  const sign = String(digest.readBigUInt64BE(0) % 10n ** 12n).padStart(12, '0');
  const query = new URLSearchParams({ t: SANDBOX_TERMINAL_ID, r: String(number), c: time, s: sign });
  return { fiscal_sign: sign, qr_url: `/sandbox/ofd/epi?${query.toString()}` };
}

async function recordReceipt(trx: Kysely<Database>, input: NewReceipt): Promise<Receipt> {
  const stored = () =>
    trx.selectFrom('receipts').selectAll().where('receipt_key', '=', input.key).executeTakeFirst();
  const known = await stored();
  if (known) return known;
  const items = receiptItems(input.contract, input.amountUzs);
  const detail = input.payment?.detail ?? {
    receipt_type: input.kind === 'sale' ? 0 : 1,
    items,
  };
  const at = input.at.toISOString();
  const inserted = await trx
    .insertInto('receipts')
    .values({
      receipt_key: input.key,
      contract_id: input.contract.id,
      kind: input.kind,
      provider: input.provider,
      payment_ref: input.payment?.ref ?? null,
      amount_uzs: input.amountUzs,
      items: JSON.stringify(items),
      provider_detail: JSON.stringify(detail),
      terminal_id: SANDBOX_TERMINAL_ID,
      receipt_number: 0,
      fiscal_sign: '',
      qr_url: '',
      created_at: at,
    })
    .onConflict((oc) => oc.column('receipt_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    // The receipt's number at the module is its id, known only after the insert (as a policy's number).
    const fiscal = sandboxFiscalData(inserted.id, input.amountUzs, input.at);
    await trx
      .updateTable('receipts')
      .set({ receipt_number: inserted.id, ...fiscal })
      .where('id', '=', inserted.id)
      .execute();
  }
  const row = await stored();
  if (!row) throw new Error(`receipt ${input.key} was not stored`);
  return row;
}

/** The key of a contract's first payment: `markPaid` pays a contract once, so one receipt per contract's sale. */
export const paymentReceiptKey = (contractId: number) => `payment:${contractId}`;

/** The sale receipt of a payment, in the payment's transaction (`markPaid` calls it for every provider). */
export function recordSaleReceipt(
  trx: Kysely<Database>,
  input: {
    readonly contract: Contract;
    readonly provider: string;
    readonly at: Date;
    readonly key?: string;
    readonly amountUzs?: number;
    readonly payment?: ReceiptPayment;
  },
): Promise<Receipt> {
  return recordReceipt(trx, {
    key: input.key ?? paymentReceiptKey(input.contract.id),
    contract: input.contract,
    kind: 'sale',
    provider: input.provider,
    amountUzs: input.amountUzs ?? input.contract.amount_uzs,
    at: input.at,
    payment: input.payment,
  });
}

/**
 * A refund's receipt (receipt_type 1), written inside the refund's own transaction `trx`. Call it wherever money
 * goes back: Payme's CancelTransaction of a performed transaction does (`payme-service.ts`), and the cabinet's
 * "Cancel this policy" must, with its refund's id in `key` (the default, `refund:<contract id>`, is the one
 * full refund of a contract), so a replayed refund keeps one receipt.
 */
export async function recordRefundReceipt(
  trx: Kysely<Database>,
  input: {
    readonly contractId: number;
    readonly amountUzs: number;
    readonly provider: string;
    readonly key?: string;
    readonly at?: Date;
    readonly payment?: ReceiptPayment;
  },
): Promise<Receipt> {
  const contract = await trx
    .selectFrom('contracts')
    .select(['id', 'product', 'lang', 'amount_uzs'])
    .where('id', '=', input.contractId)
    .executeTakeFirst();
  if (!contract) throw new Error(`No contract ${input.contractId} to refund`);
  return recordReceipt(trx, {
    key: input.key ?? `refund:${input.contractId}`,
    contract,
    kind: 'refund',
    provider: input.provider,
    amountUzs: input.amountUzs,
    at: input.at ?? new Date(),
    payment: input.payment,
  });
}

/** A contract's receipts, oldest first. */
export const receiptsOfContract = (db: Kysely<Database>, contractId: number): Promise<Receipt[]> =>
  db
    .selectFrom('receipts')
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** The stored items of a receipt. */
export const itemsOf = (receipt: Pick<Receipt, 'items'>): ReceiptItem[] =>
  JSON.parse(receipt.items) as ReceiptItem[];
