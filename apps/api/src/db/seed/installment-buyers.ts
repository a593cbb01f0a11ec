/**
 * Uzum Nasiya buyers of the sandbox, inserted by the payment-platform migration (005). `status` is Uzum's
 * buyer status: 4 verified (may buy), 2 registration not finished (identity not verified). Any phone not
 * listed is not an Uzum Nasiya buyer at all.
 */
export interface InstallmentBuyerSeed {
  /** Uzum's buyer id: `data.buyer_id` of check-user-status, `user_id` of create-order. */
  readonly id: number;
  readonly phone: string;
  readonly status: number;
  /** What the buyer may still owe Uzum in all, UZS. */
  readonly limit_uzs: number;
}

export const INSTALLMENT_BUYERS: readonly InstallmentBuyerSeed[] = [
  { id: 700001, phone: '998901234567', status: 4, limit_uzs: 15_000_000 },
  { id: 700002, phone: '998935550011', status: 2, limit_uzs: 0 },
  { id: 700003, phone: '998971112233', status: 4, limit_uzs: 100_000 },
];
