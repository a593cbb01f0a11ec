/**
 * The native apps open our return pages in their webview and listen for this scheme to close it (the
 * `polis://` deep link registered by the iOS and Android apps): `polis://payment-complete?status=paid&...`.
 */
export const APP_SCHEME = 'polis';

export type PaymentOutcome = 'paid' | 'not_paid' | 'unknown';

export interface AppReturn {
  readonly outcome: PaymentOutcome;
  readonly contractId?: number;
  readonly orderId?: string;
}

export function appReturnLink({ outcome, contractId, orderId }: AppReturn): string {
  const query = new URLSearchParams({ status: outcome });
  if (contractId) query.set('contract_id', String(contractId));
  if (orderId) query.set('order_id', orderId);
  return `${APP_SCHEME}://payment-complete?${query.toString()}`;
}
