/** What a product's save answered: the contract to pay, in the server's figures. */
export interface SavedContract {
  readonly contractId: number;
  readonly orderId: string;
  /** The server's amount, UZS: what the providers will charge. */
  readonly amountUzs: number;
  readonly paymeUrl: string;
  readonly clickUrl: string;
}

/** One policy of a purchase that issued several (the check's `all_policies`). */
export interface PolicyItem {
  /** The product as the insurer names it (shown as it comes). */
  readonly product: string;
  readonly number: string;
  readonly url: string;
}

/** An issued policy, as the payment check reports it. */
export interface IssuedPolicy {
  readonly series: string;
  readonly number: string;
  /** The PDF (its access token included). */
  readonly url: string;
  /** Every policy of the purchase when the check lists more than one (spec 000 section 3 `all_policies`). */
  readonly all?: readonly PolicyItem[];
  /** What the customer paid, UZS, when the payment step knows it (a promo code lowers it): for `purchase`. */
  readonly amountUzs?: number;
  /** Set when a saved card paid: the download step shows that contract's auto-payment status. */
  readonly autoPaymentContractId?: number;
  /** The order id of that contract: what opens its auto-payment status without a cabinet session. */
  readonly autoPaymentOrderId?: string;
}

/** The product line of the contract, for the instalment order's product row. */
export interface PaymentProduct {
  readonly id: string;
  readonly name: string;
}
