import type { CabinetPolicy, SubscriptionInfo } from '@polis/api-contract';

export type AutoPaymentMode = 'on' | 'pending' | 'off';

/** What the cabinet shows and offers for one policy's auto-payment (spec 000 sections 3 and 4). */
export interface AutoPaymentState {
  readonly mode: AutoPaymentMode;
  /** Masked by the server (`8600 11** **** 1110`); null when no card is bound. */
  readonly card: string | null;
  /** `MM/YY`. */
  readonly expiry: string | null;
  /** The subscription "turn off" cancels: only an active one (spec 000 section 4). */
  readonly cancelId: string | null;
  /** "Turn on" / "change card" runs the re-subscribe steps (card, then code); not for an expired policy. */
  readonly canResubscribe: boolean;
}

/** `MMYY` -> `MM/YY`; anything else is not shown. */
export const cardExpiry = (mmyy: string | null): string | null =>
  mmyy && /^\d{4}$/.test(mmyy) ? `${mmyy.slice(0, 2)}/${mmyy.slice(2)}` : null;

/**
 * Spec 000 section 4: status 'active' means auto-payment is on; a pending one waits for its SMS code; the
 * rest (none, cancelled, locked, expired code) is off, and an inactive card is not shown as if it paid.
 */
export function autoPaymentState(
  info: SubscriptionInfo | null | undefined,
  policyStatus: CabinetPolicy['status'],
): AutoPaymentState {
  const mode: AutoPaymentMode =
    info?.status === 'active' ? 'on' : info?.status === 'pending' ? 'pending' : 'off';
  const bound = mode !== 'off' && info;
  return {
    mode,
    card: bound ? info.card_number : null,
    expiry: bound ? cardExpiry(info.card_date) : null,
    cancelId: mode === 'on' ? (info?.subscription_id ?? null) : null,
    canResubscribe: policyStatus !== 'expired',
  };
}

/** `?policy=<id>` of `dashboard/policies/ConfirmAutoPayment`: the policy whose card is changed. */
export function confirmTarget(search: URLSearchParams): number | null {
  const raw = search.get('policy') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
}
