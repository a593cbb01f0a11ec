import type { Contract } from './contract-service';

/** The payment links of a saved contract (payments/payment-links.ts). */
export interface ContractLinks {
  readonly payme: string;
  readonly click: string;
}

/** What every product's save answers with (spec 001): success, both ids, the links and the server's total. */
export interface SavedAnswer {
  readonly error: 0;
  readonly result: true;
  readonly message: 'success';
  readonly contract_id: number;
  readonly order_id: string;
  readonly payme_url: string;
  readonly click_url: string;
  readonly amount_uzs: number;
}

/** A product's save answer: the common part and the product's own facts (the cover, the sum insured). */
export function savedAnswer<Extra extends object>(
  contract: Contract,
  links: ContractLinks,
  extra: Extra,
): SavedAnswer & Extra {
  return {
    error: 0,
    result: true,
    message: 'success',
    contract_id: contract.id,
    order_id: contract.order_id,
    payme_url: links.payme,
    click_url: links.click,
    amount_uzs: contract.amount_uzs,
    ...extra,
  };
}
