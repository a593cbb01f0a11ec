import type { UzumCreateOrderRequest } from '@polis/api-contract';
import type { PaymentProduct } from '../payment-types';
import { orderRef } from './order-ref';

/** Uzum Nasiya's measurement unit "piece": a policy is sold as one item. */
const UNIT_PIECE = 1;

export interface InstallmentOrderInput {
  readonly contractId: number;
  /** The order id the save answered: the call's capability. */
  readonly orderId?: string;
  readonly buyerId: number;
  readonly period: number;
  /** What the contract costs now (after a promo code): Uzum refuses products that do not add up to it. */
  readonly amountUzs: number;
  readonly product: PaymentProduct;
  /** Where Uzum's page sends the buyer back; the server's default is the thank-you page. */
  readonly callback?: string;
}

export function installmentOrderRequest(input: InstallmentOrderInput): UzumCreateOrderRequest {
  return {
    user_id: input.buyerId,
    period: input.period,
    contract_id: input.contractId,
    ...orderRef(input.orderId),
    ...(input.callback ? { callback: input.callback } : {}),
    products: [
      {
        amount: 1,
        name: input.product.name,
        price: input.amountUzs,
        unit_id: UNIT_PIECE,
        product_id: input.product.id,
      },
    ],
  };
}
