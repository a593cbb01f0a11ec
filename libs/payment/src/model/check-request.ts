import { PAYMENT_PATHS } from '@polis/api-contract/paths';

/**
 * Which call confirms a payment (spec 000 section 7, spec 001 per product): the general contract check sends
 * both ids, `check-universal` and the product confirm-checks take one. Every answer has the same shape.
 */
export type CheckKind =
  | 'contract'
  | 'universal'
  | 'osago'
  | 'travel'
  /**
   * A product's own check call (spec 001), sent both ids: a bare contract id opens nothing. `notPaidCode` is
   * the check's `error` for "payment not made" where the product's differs from spec 000's 1 (documents and
   * sport answer 2, their 1 being a network error).
   */
  | { readonly url: string; readonly notPaidCode?: number };

/** The check's `error` that means "payment not made" for this call: spec 000 section 8 says 1. */
export const notPaidCodeOf = (kind: CheckKind): number =>
  typeof kind === 'object' && kind.notPaidCode !== undefined ? kind.notPaidCode : 1;

export interface CheckIds {
  readonly contractId: number;
  readonly orderId: string;
}

export interface CheckCall {
  readonly url: string;
  readonly method: 'POST';
  readonly body: { readonly order_id?: string; readonly contract_id?: number };
}

export function checkCall(kind: CheckKind, { contractId, orderId }: CheckIds): CheckCall {
  if (typeof kind === 'object')
    return { url: kind.url, method: 'POST', body: { order_id: orderId, contract_id: contractId } };
  switch (kind) {
    case 'universal':
      // The order id opens the contract for any sales channel; a bare contract id only for its own.
      return { url: PAYMENT_PATHS.checkUniversal.path, method: 'POST', body: { order_id: orderId } };
    case 'osago':
      return { url: PAYMENT_PATHS.osagoConfirm.path, method: 'POST', body: { order_id: orderId } };
    case 'travel':
      return { url: PAYMENT_PATHS.travelConfirm.path, method: 'POST', body: { order_id: orderId } };
    default:
      return {
        url: PAYMENT_PATHS.check.path,
        method: 'POST',
        body: { order_id: orderId, contract_id: contractId },
      };
  }
}
