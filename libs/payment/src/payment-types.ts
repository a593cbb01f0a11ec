/** What a product's save answered: the contract to pay, in the server's figures. */
export interface SavedContract {
  readonly contractId: number;
  readonly orderId: string;
  /** The server's amount, UZS: what the providers will charge. */
  readonly amountUzs: number;
  readonly paymeUrl: string;
  readonly clickUrl: string;
}

/** An issued policy, as the payment check reports it. */
export interface IssuedPolicy {
  readonly series: string;
  readonly number: string;
  /** The PDF (its access token included). */
  readonly url: string;
}
