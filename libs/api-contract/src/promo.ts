import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, InsurerFailure, insurerSuccess, LangHeader, OrderCapability } from './common';
import { endpoint } from './endpoint';
import { PROMO_PATHS } from './paths';

/**
 * Promo codes (spec 001 section 7): `check_promocode` applies a code to a saved contract, changing its
 * amount on the server; `cancel_promocode` restores the price before the code. Both read the `lang` header
 * (uz default, ru, en) for their texts. Refusals answer HTTP 200 with `InsurerFailure` and a localised
 * `error_message` the front end shows as it is.
 */

const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'contract id from the save call',
  examples: [42],
});

export const PromoCheckRequest = Type.Object(
  {
    contract_id: ContractId,
    order_id: OrderCapability,
    promocode: Type.String({
      minLength: 1,
      maxLength: 40,
      description: 'as typed: case and surrounding spaces are ignored',
      examples: ['POLIS10'],
    }),
  },
  { $id: 'PromoCheckRequest' },
);
export type PromoCheckRequest = Static<typeof PromoCheckRequest>;

export const PromoCancelRequest = Type.Object(
  { contract_id: ContractId, order_id: OrderCapability },
  { $id: 'PromoCancelRequest' },
);
export type PromoCancelRequest = Static<typeof PromoCancelRequest>;

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The contract's price with or without a code (spec 001 "codeDetails"). */
export const PromoDetails = Type.Object(
  {
    promocode: Type.Union([Type.String(), Type.Null()], { description: 'null after cancel' }),
    type: Type.Union([...PROMO_KINDS.map((k) => Type.Literal(k)), Type.Null()]),
    value: Type.Union([Type.Integer(), Type.Null()], { description: 'percent, or UZS off for fixed' }),
    discount_uzs: Type.Integer({ examples: [38400] }),
    amount_uzs: Type.Integer({ description: 'what the customer now pays', examples: [345600] }),
    base_amount_uzs: Type.Integer({ description: 'the price before any code', examples: [384000] }),
    description: Type.String({ description: 'in the `lang` header language', examples: ['10% discount'] }),
  },
  { $id: 'PromoDetails' },
);
export type PromoDetails = Static<typeof PromoDetails>;

export const PromoApplied = insurerSuccess('PromoApplied', { data: PromoDetails });
export type PromoApplied = Static<typeof PromoApplied>;

export const PROMO_FAILURE_CODES = [
  'promocode_not_found',
  'promocode_expired',
  'promocode_exhausted',
  'promocode_not_applicable',
  'contract_not_saved',
  'payment_in_progress',
] as const;
export type PromoFailureCode = (typeof PROMO_FAILURE_CODES)[number];

export const PromoResponse = Type.Union([PromoApplied, InsurerFailure], { $id: 'PromoResponse' });
export type PromoResponse = Static<typeof PromoResponse>;

const RESPONSE = { 200: PromoResponse, 409: ErrorBody } as const;

/** Promo codes on a saved contract (channel credential; texts in the `lang` header's language). */
export const PROMO_ENDPOINTS = {
  check: endpoint(PROMO_PATHS.check, { headers: LangHeader, body: PromoCheckRequest, response: RESPONSE }, [
    'validation',
    'contract_not_found',
    ...PROMO_FAILURE_CODES,
  ]),
  cancel: endpoint(
    PROMO_PATHS.cancel,
    { headers: LangHeader, body: PromoCancelRequest, response: RESPONSE },
    ['validation', 'contract_not_found', ...PROMO_FAILURE_CODES],
  ),
};
