import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess, OrderCapability } from './common';
import { endpoint } from './endpoint';
import { INSTALLMENT_PATHS } from './paths';

/**
 * Uzum Nasiya instalments (spec 000 section 7; partner API shape in spec NOTES.md): the buyer's status and
 * periods, an order the buyer confirms by SMS code on Uzum's web view, then the insurer's confirmation that
 * pays the contract. Well-formed refusals answer HTTP 200 with `InsurerFailure` (`error: 1`, `code`).
 */

const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'our contract id from the save call',
  examples: [42],
});

export const UzumCheckUserStatusRequest = Type.Object(
  {
    phone_number: Type.String({
      maxLength: 20,
      description: '998 + 9 digits (the form prefixes 998); spaces, +, - and () are ignored',
      examples: ['998901234567'],
    }),
    contract_id: ContractId,
    order_id: OrderCapability,
  },
  { $id: 'UzumCheckUserStatusRequest' },
);
export type UzumCheckUserStatusRequest = Static<typeof UzumCheckUserStatusRequest>;

export const InstallmentPeriod = Type.Object(
  {
    period: Type.Integer({ description: 'months', examples: [6] }),
    monthly_amount: Type.Integer({ description: 'UZS per month (the last month may be less)' }),
    total_amount: Type.Integer({ description: 'UZS in all: the premium, Uzum charges the buyer no markup' }),
  },
  { $id: 'InstallmentPeriod' },
);
export type InstallmentPeriod = Static<typeof InstallmentPeriod>;

/** Uzum's buyer status: 4 = verified (the only one that may buy). */
export const UZUM_BUYER_VERIFIED = 4;

export const UzumCheckUserStatus = insurerSuccess('UzumCheckUserStatus', {
  status: Type.Integer({ description: "Uzum's buyer status, 4 = verified" }),
  periods: Type.Array(InstallmentPeriod),
  data: Type.Object({
    buyer_id: Type.Integer({ description: 'the `user_id` of create-order' }),
    status: Type.Integer(),
    available_periods: Type.Array(Type.Integer()),
  }),
});
export type UzumCheckUserStatus = Static<typeof UzumCheckUserStatus>;

export const INSTALLMENT_FAILURE_CODES = [
  'buyer_not_found',
  'buyer_not_verified',
  'limit_insufficient',
  'period_not_available',
  'amount_mismatch',
  'order_not_found',
  'order_not_confirmed',
  'order_cancelled',
  'contract_already_paid',
] as const;
export type InstallmentFailureCode = (typeof INSTALLMENT_FAILURE_CODES)[number];

/** Same fields as `InsurerFailure`, plus Uzum's buyer status when the buyer is known. */
export const InstallmentFailure = Type.Object(
  {
    error: Type.Integer({ minimum: 1 }),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ description: INSTALLMENT_FAILURE_CODES.join(', ') }),
    status: Type.Optional(Type.Integer({ description: "Uzum's buyer status" })),
  },
  { $id: 'InstallmentFailure' },
);
export type InstallmentFailure = Static<typeof InstallmentFailure>;

export const UzumCheckUserStatusResponse = Type.Union([UzumCheckUserStatus, InstallmentFailure], {
  $id: 'UzumCheckUserStatusResponse',
});
export type UzumCheckUserStatusResponse = Static<typeof UzumCheckUserStatusResponse>;

const IdLike = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 40 })]);

export const InstallmentProduct = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 1000, description: 'quantity', examples: [1] }),
    name: Type.String({ maxLength: 200, examples: ['OSAGO'] }),
    price: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000, description: 'UZS per unit' }),
    unit_id: IdLike,
    product_id: IdLike,
  },
  { $id: 'InstallmentProduct' },
);
export type InstallmentProduct = Static<typeof InstallmentProduct>;

export const UzumCreateOrderRequest = Type.Object(
  {
    user_id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'buyer_id of check-user-status' }),
    period: Type.Integer({ minimum: 1, maximum: 60, description: 'months, one of the offered periods' }),
    callback: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'where the web view returns the buyer: a path here or a URL on a configured host; default the ' +
          'thank-you page',
      }),
    ),
    contract_id: ContractId,
    order_id: OrderCapability,
    products: Type.Array(InstallmentProduct, {
      minItems: 1,
      maxItems: 20,
      description: 'sum of amount x price must equal the contract amount',
    }),
  },
  { $id: 'UzumCreateOrderRequest' },
);
export type UzumCreateOrderRequest = Static<typeof UzumCreateOrderRequest>;

export const UzumCreateOrder = insurerSuccess('UzumCreateOrder', {
  data: Type.Object({
    contract_id: Type.Integer({ description: "Uzum's contract id: `uzum_contract_id` of confirm-contract" }),
    webview_path: Type.String({ description: 'the page where the buyer confirms with the SMS code' }),
    status: Type.Literal('pending'),
    period: Type.Integer(),
    monthly_amount: Type.Integer(),
    total_amount: Type.Integer(),
  }),
});
export type UzumCreateOrder = Static<typeof UzumCreateOrder>;

export const UzumCreateOrderResponse = Type.Union([UzumCreateOrder, InstallmentFailure], {
  $id: 'UzumCreateOrderResponse',
});
export type UzumCreateOrderResponse = Static<typeof UzumCreateOrderResponse>;

export const UzumConfirmContractRequest = Type.Object(
  {
    uzum_contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    neo_contract_id: ContractId,
    order_id: OrderCapability,
  },
  { $id: 'UzumConfirmContractRequest' },
);
export type UzumConfirmContractRequest = Static<typeof UzumConfirmContractRequest>;

export const UzumConfirmContract = insurerSuccess('UzumConfirmContract', {
  data: Type.Object({
    uzum_contract_id: Type.Integer(),
    neo_contract_id: Type.Integer(),
    status: Type.Literal('completed'),
    polis_seria: Type.String({ examples: ['EIOO'] }),
    polis_number: Type.String({ examples: ['0000001'] }),
    url: Type.String({ description: 'the policy PDF (carries its access token)' }),
  }),
});
export type UzumConfirmContract = Static<typeof UzumConfirmContract>;

export const UzumConfirmContractResponse = Type.Union([UzumConfirmContract, InstallmentFailure], {
  $id: 'UzumConfirmContractResponse',
});
export type UzumConfirmContractResponse = Static<typeof UzumConfirmContractResponse>;

const ERRORS = { 409: ErrorBody, 503: ErrorBody } as const;
const PAYABLE = ['validation', 'contract_not_found', 'contract_not_payable', 'provider_unavailable'];

/** Instalments with Uzum Nasiya (channel credential; only the sandbox stands in for the provider). */
export const INSTALLMENT_ENDPOINTS = {
  status: endpoint(
    INSTALLMENT_PATHS.status,
    { body: UzumCheckUserStatusRequest, response: { 200: UzumCheckUserStatusResponse, ...ERRORS } },
    [
      ...PAYABLE,
      'invalid_phone',
      'buyer_not_found',
      'buyer_not_verified',
      'limit_insufficient',
      'contract_already_paid',
    ],
  ),
  createOrder: endpoint(
    INSTALLMENT_PATHS.createOrder,
    { body: UzumCreateOrderRequest, response: { 200: UzumCreateOrderResponse, ...ERRORS } },
    [
      ...PAYABLE,
      'return_url_not_allowed',
      'buyer_not_found',
      'buyer_not_verified',
      'limit_insufficient',
      'period_not_available',
      'amount_mismatch',
      'contract_already_paid',
    ],
  ),
  confirm: endpoint(
    INSTALLMENT_PATHS.confirm,
    { body: UzumConfirmContractRequest, response: { 200: UzumConfirmContractResponse, ...ERRORS } },
    [
      ...PAYABLE,
      'order_not_found',
      'order_not_confirmed',
      'order_cancelled',
      'amount_mismatch',
      'contract_already_paid',
    ],
  ),
};
