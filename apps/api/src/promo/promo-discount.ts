import type { Selectable } from 'kysely';
import type { PromoFailureCode } from '@polis/api-contract';
import type { PromoCodesTable } from '../db/schema';

export type PromoCode = Selectable<PromoCodesTable>;

/** What a customer types: case and surrounding spaces do not matter; anything else is simply not a code. */
export function normalizePromoCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9_-]{1,40}$/.test(code) ? code : null;
}

/**
 * Spec 000 section 9: "Discounted price = price minus price times percent divided by 100", rounded to whole
 * UZS (Payme charges whole tiyin of whole-UZS premiums). Always computed from the base price, so codes
 * never stack and cancelling restores the price exactly.
 */
export function discountedAmount(baseAmountUzs: number, promo: Pick<PromoCode, 'kind' | 'value'>): number {
  const discount = promo.kind === 'percent' ? Math.round((baseAmountUzs * promo.value) / 100) : promo.value;
  return baseAmountUzs - discount;
}

/**
 * Why a code may not be applied to a contract on a given Tashkent day (YYYY-MM-DD), or null. Exhaustion is
 * not judged here: the use is taken by one conditional update, so two last customers cannot both get it.
 */
export function promoRefusal(
  promo: PromoCode,
  contract: { product: string; base_amount_uzs: number },
  today: string,
): Extract<PromoFailureCode, 'promocode_expired' | 'promocode_not_applicable'> | null {
  if (today > promo.valid_to) return 'promocode_expired';
  if (today < promo.valid_from) return 'promocode_not_applicable';
  if (promo.product !== null && promo.product !== contract.product) return 'promocode_not_applicable';
  if (promo.min_amount_uzs !== null && contract.base_amount_uzs < promo.min_amount_uzs) {
    return 'promocode_not_applicable';
  }
  if (discountedAmount(contract.base_amount_uzs, promo) < 1) return 'promocode_not_applicable';
  return null;
}
