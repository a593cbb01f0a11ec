import type { InstallmentPeriod } from '@polis/api-contract';

/** Months Uzum Nasiya offers for a policy; the insurer pays Uzum's fee, so the buyer pays no markup. */
export const INSTALLMENT_PERIODS = [3, 6, 12] as const;

/** Monthly amounts rounded up to whole UZS, so the last month is the one that may be a little less. */
export function periodsFor(amountUzs: number): InstallmentPeriod[] {
  return INSTALLMENT_PERIODS.map((period) => ({
    period,
    monthly_amount: Math.ceil(amountUzs / period),
    total_amount: amountUzs,
  }));
}
