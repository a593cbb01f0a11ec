import type { PaymentProvider, PromoDetails } from '@polis/api-contract';
import type { SavedContract } from '../payment-types';

/** Spec 000 section 3 "payment_details", under the spec's own names. */
export interface PaymentDetails {
  readonly click: string | null;
  readonly payme: string | null;
  /** Octo is offered (its page comes from `/payment/initialize`, not from a stored link). */
  readonly octo: boolean;
  readonly contract_id: number;
  readonly order_id: string;
  /** What the customer pays now. */
  readonly price: number;
  /** The price before the promo code, shown struck through; null without a code. */
  readonly secondPrice: number | null;
}

const urlOf = (providers: readonly PaymentProvider[] | undefined, id: string) =>
  providers?.find((p) => p.id === id)?.url;

/**
 * The links of `get-payment` win: they carry the current amount and the return page. Until it answers (or if
 * it fails) the save's own Payme and Click links stand in, but not after a promo code changed the amount:
 * Payme's link encodes the amount, and the provider would refuse a stale one.
 */
export function paymentDetails(
  contract: SavedContract,
  providers: readonly PaymentProvider[] | undefined,
  promo: PromoDetails | null,
): PaymentDetails {
  const amountChanged = promo !== null && promo.amount_uzs !== contract.amountUzs;
  const fallback = (url: string) => (providers || amountChanged ? null : url);
  return {
    payme: urlOf(providers, 'payme') ?? fallback(contract.paymeUrl),
    click: urlOf(providers, 'click') ?? fallback(contract.clickUrl),
    octo: providers?.some((p) => p.id === 'octo') ?? false,
    contract_id: contract.contractId,
    order_id: contract.orderId,
    price: promo?.amount_uzs ?? contract.amountUzs,
    secondPrice:
      promo?.promocode && promo.base_amount_uzs !== promo.amount_uzs ? promo.base_amount_uzs : null,
  };
}
