import type { Kysely, Transaction } from 'kysely';
import type { InterfaceLang, PromoDetails, PromoFailureCode } from '@polis/api-contract';
import { tashkentDate } from '../contracts/format';
import { findContract, inTransaction, lockContract, type Contract } from '../contracts/contract-service';
import type { Database } from '../db/schema';
import { pendingPayment, type PendingProvider } from './pending-payment';
import { discountedAmount, normalizePromoCode, promoRefusal, type PromoCode } from './promo-discount';
import { PROMO_TEXT } from './promo-text';

export type PromoOutcome =
  | { readonly ok: true; readonly details: PromoDetails }
  | { readonly ok: false; readonly code: Exclude<PromoFailureCode, 'payment_in_progress'> }
  /** A provider transaction for the current amount is open: the routes answer 409. */
  | { readonly ok: false; readonly code: 'payment_in_progress'; readonly provider: PendingProvider };

type Refusal = Exclude<PromoFailureCode, 'payment_in_progress'> | { provider: PendingProvider };

const refuse = (code: Refusal): PromoOutcome =>
  typeof code === 'string'
    ? { ok: false, code }
    : { ok: false, code: 'payment_in_progress', provider: code.provider };

function detailsOf(contract: Contract, promo: PromoCode | null, lang: InterfaceLang): PromoDetails {
  return {
    promocode: promo?.code ?? null,
    type: promo?.kind ?? null,
    value: promo?.value ?? null,
    discount_uzs: contract.base_amount_uzs - contract.amount_uzs,
    amount_uzs: contract.amount_uzs,
    base_amount_uzs: contract.base_amount_uzs,
    description: promo ? PROMO_TEXT[lang].describe(promo.kind, promo.value) : PROMO_TEXT[lang].removed,
  };
}

/**
 * The contract, locked, if it may still change its price: saved and not being paid. A provider transaction
 * opened for the current amount (Payme created, Click prepared, Uzum Nasiya order) must be paid the amount it
 * was opened for, so the change is refused rather than the transaction cancelled under the customer's feet
 * (promo README). The lock is the one every provider step takes, so the check and the change are atomic.
 */
async function changeableContract(
  trx: Transaction<Database>,
  contractId: number,
  now: Date,
): Promise<Contract | Refusal> {
  await lockContract(trx, contractId);
  const contract = await findContract(trx, { id: contractId });
  if (contract?.status !== 'saved') return 'contract_not_saved';
  const provider = await pendingPayment(trx, contractId, now);
  if (provider) return { provider };
  return contract;
}

/** Gives back the use a contract's code took (cancel, or replaced by another code). */
async function releaseUse(trx: Transaction<Database>, code: string) {
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

async function setAmount(
  trx: Transaction<Database>,
  contract: Contract,
  amount: number,
  code: string | null,
) {
  const at = new Date().toISOString();
  await trx
    .updateTable('contracts')
    .set({ amount_uzs: amount, promo_code: code, updated_at: at })
    .where('id', '=', contract.id)
    .where('status', '=', 'saved')
    .execute();
  return { ...contract, amount_uzs: amount, promo_code: code, updated_at: at };
}

/**
 * Applies a code to a saved contract: the amount becomes the base price less the discount, in one
 * transaction with taking one use of the code (and giving back the use of a code it replaces). Applying the
 * code the contract already has changes nothing.
 */
export async function applyPromo(
  db: Kysely<Database>,
  {
    contractId,
    typed,
    lang,
    now = new Date(),
  }: { contractId: number; typed: string; lang: InterfaceLang; now?: Date },
): Promise<PromoOutcome> {
  return inTransaction(db, async (trx) => {
    const contract = await changeableContract(trx, contractId, now);
    if (typeof contract === 'string' || 'provider' in contract) return refuse(contract);
    const code = normalizePromoCode(typed);
    const promo = code
      ? await trx.selectFrom('promo_codes').selectAll().where('code', '=', code).executeTakeFirst()
      : undefined;
    if (!promo) return refuse('promocode_not_found');
    if (contract.promo_code === promo.code) return { ok: true, details: detailsOf(contract, promo, lang) };
    const refusal = promoRefusal(promo, contract, tashkentDate(now));
    if (refusal) return refuse(refusal);
    const taken = await trx
      .updateTable('promo_codes')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('code', '=', promo.code)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return refuse('promocode_exhausted');
    if (contract.promo_code) await releaseUse(trx, contract.promo_code);
    const updated = await setAmount(
      trx,
      contract,
      discountedAmount(contract.base_amount_uzs, promo),
      promo.code,
    );
    return { ok: true, details: detailsOf(updated, promo, lang) };
  });
}

/** Back to the base price; a contract without a code answers the same (idempotent). */
export async function cancelPromo(
  db: Kysely<Database>,
  { contractId, lang, now = new Date() }: { contractId: number; lang: InterfaceLang; now?: Date },
): Promise<PromoOutcome> {
  return inTransaction(db, async (trx) => {
    const contract = await changeableContract(trx, contractId, now);
    if (typeof contract === 'string' || 'provider' in contract) return refuse(contract);
    if (contract.promo_code) await releaseUse(trx, contract.promo_code);
    const updated =
      contract.promo_code || contract.amount_uzs !== contract.base_amount_uzs
        ? await setAmount(trx, contract, contract.base_amount_uzs, null)
        : contract;
    return { ok: true, details: detailsOf(updated, null, lang) };
  });
}
