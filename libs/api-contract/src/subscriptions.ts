import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess, OrderCapability } from './common';
import { endpoint } from './endpoint';
import { SUBSCRIPTION_PATHS } from './paths';

/**
 * Card subscription / auto-payment (spec 000 section 7 "Payment and subscription"): bind a card with a
 * six-digit SMS code; binding through `create-card` also pays the contract, `resubscribe` only replaces the
 * card of a paid contract's auto-payment. Card numbers are never echoed back: answers carry the masked
 * number only.
 */

const ContractId = Type.Integer({
  minimum: 1,
  maximum: 2147483647,
  description: 'contract id from the save call',
  examples: [42],
});

const SubscriptionId = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9_-]+$',
  description: 'from create-card / resubscribe (`S` + 16 letters, unguessable)',
  examples: ['SKXMQHTRWABCDEFGH'],
});

const CardNumber = Type.String({
  pattern: '^([0-9]{4} ?){3}[0-9]{4}$',
  description: '16 digits (Uzcard 8600..., Humo 9860...), spaces between the groups of four allowed',
  examples: ['8600 1111 1111 1110'],
});

const CardDate = Type.String({
  pattern: '^(0[1-9]|1[0-2])/?[0-9]{2}$',
  description: 'expiry MMYY as printed on the card (MM/YY accepted)',
  examples: ['1229'],
});

/** create-card and resubscribe take the same body. */
const cardBody = {
  contract_id: ContractId,
  order_id: OrderCapability,
  card_number: CardNumber,
  card_date: CardDate,
};

export const SubscriptionCreateCardRequest = Type.Object(cardBody, { $id: 'SubscriptionCreateCardRequest' });
export type SubscriptionCreateCardRequest = Static<typeof SubscriptionCreateCardRequest>;

export const SubscriptionResubscribeRequest = Type.Object(cardBody, {
  $id: 'SubscriptionResubscribeRequest',
});
export type SubscriptionResubscribeRequest = Static<typeof SubscriptionResubscribeRequest>;

export const SubscriptionVerifyRequest = Type.Object(
  {
    code: Type.String({
      pattern: '^[0-9]{6}$',
      description: 'the six digits of the SMS',
      examples: ['123456'],
    }),
    subscription_id: SubscriptionId,
    order_id: OrderCapability,
  },
  { $id: 'SubscriptionVerifyRequest' },
);
export type SubscriptionVerifyRequest = Static<typeof SubscriptionVerifyRequest>;

export const SubscriptionGetRequest = Type.Object(
  { contract_id: ContractId, order_id: OrderCapability },
  { $id: 'SubscriptionGetRequest' },
);
export type SubscriptionGetRequest = Static<typeof SubscriptionGetRequest>;

export const SubscriptionCancelRequest = Type.Object(
  { subscription_id: SubscriptionId, order_id: OrderCapability },
  { $id: 'SubscriptionCancelRequest' },
);
export type SubscriptionCancelRequest = Static<typeof SubscriptionCancelRequest>;

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'pending'] as const;
/** 'active' means auto-payment is on (spec 000 section 4). */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

const MaskedCard = Type.String({
  description: 'first six and last four digits only',
  examples: ['8600 11** **** 1110'],
});

/** The auto-payment of a contract as `get`, `verify` and `cancel` report it. */
export const SubscriptionInfo = Type.Object(
  {
    status: Type.Union(
      SUBSCRIPTION_STATUSES.map((s) => Type.Literal(s)),
      {
        description:
          'active: the card is bound, auto-payment on; pending: waiting for the SMS code; inactive: none, ' +
          'cancelled, locked after 5 wrong codes, or its code expired',
      },
    ),
    subscription_id: Type.Union([Type.String(), Type.Null()], { description: 'null when there was none' }),
    contract_id: Type.Integer(),
    card_number: Type.Union([MaskedCard, Type.Null()]),
    card_date: Type.Union([Type.String({ description: 'MMYY', examples: ['1229'] }), Type.Null()]),
  },
  { $id: 'SubscriptionInfo' },
);
export type SubscriptionInfo = Static<typeof SubscriptionInfo>;

/**
 * `status_code` values of a refused card or code; the front end rethrows them (wrong code:
 * `password_incorrect`, which is also the spec's message id). The schema keeps the field an open string.
 */
export const SUBSCRIPTION_STATUS_CODES = [
  'card_not_found',
  'card_declined',
  'card_expired',
  'phone_not_found',
  'password_incorrect',
  'code_expired',
  'subscription_locked',
  'subscription_not_pending',
] as const;
export type SubscriptionStatusCode = (typeof SUBSCRIPTION_STATUS_CODES)[number];

/** A refusal of the card processor or of the code, HTTP 200 in the insurer's style. */
export const SubscriptionFailure = Type.Object(
  {
    error: Type.Integer({ minimum: 1 }),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ description: 'same as status_code' }),
    status_code: Type.String({ description: SUBSCRIPTION_STATUS_CODES.join(', ') }),
    attempts_left: Type.Optional(
      Type.Integer({ minimum: 0, description: 'after a wrong code: tries before the lock' }),
    ),
  },
  { $id: 'SubscriptionFailure' },
);
export type SubscriptionFailure = Static<typeof SubscriptionFailure>;

/** create-card / resubscribe: the code went by SMS; call verify with it. */
export const SubscriptionPending = insurerSuccess('SubscriptionPending', {
  status: Type.Literal('pending'),
  subscription_id: Type.String(),
  card_number: MaskedCard,
  phone: Type.String({ description: 'where the code went, masked', examples: ['+998 90 *** ** 67'] }),
  expires_in: Type.Integer({ description: 'seconds the code stays valid', examples: [300] }),
});
export type SubscriptionPending = Static<typeof SubscriptionPending>;

export const SubscriptionCardResponse = Type.Union([SubscriptionPending, SubscriptionFailure], {
  $id: 'SubscriptionCardResponse',
});
export type SubscriptionCardResponse = Static<typeof SubscriptionCardResponse>;

export const SubscriptionState = insurerSuccess('SubscriptionState', { data: SubscriptionInfo });
export type SubscriptionState = Static<typeof SubscriptionState>;

/** verify: the card is bound (and, for create-card, the contract paid) or a failure. */
export const SubscriptionVerifyResponse = Type.Union([SubscriptionState, SubscriptionFailure], {
  $id: 'SubscriptionVerifyResponse',
});
export type SubscriptionVerifyResponse = Static<typeof SubscriptionVerifyResponse>;

const ERRORS = { 409: ErrorBody, 503: ErrorBody } as const;
const CARD_CODES = [
  'validation',
  'contract_not_found',
  'provider_unavailable',
  'rate_limited',
  ...SUBSCRIPTION_STATUS_CODES,
];
const SUBSCRIPTION_CODES = ['validation', 'subscription_not_found', 'provider_unavailable'];

/** Saved cards and auto-payments (channel credential; the card calls need the sandbox processor). */
export const SUBSCRIPTION_ENDPOINTS = {
  createCard: endpoint(
    SUBSCRIPTION_PATHS.createCard,
    { body: SubscriptionCreateCardRequest, response: { 200: SubscriptionCardResponse, ...ERRORS } },
    [...CARD_CODES, 'contract_already_paid', 'contract_not_payable'],
  ),
  resubscribe: endpoint(
    SUBSCRIPTION_PATHS.resubscribe,
    { body: SubscriptionResubscribeRequest, response: { 200: SubscriptionCardResponse, ...ERRORS } },
    [...CARD_CODES, 'contract_not_paid'],
  ),
  verify: endpoint(
    SUBSCRIPTION_PATHS.verify,
    { body: SubscriptionVerifyRequest, response: { 200: SubscriptionVerifyResponse, ...ERRORS } },
    [
      ...SUBSCRIPTION_CODES,
      'password_incorrect',
      'code_expired',
      'subscription_locked',
      'subscription_not_pending',
    ],
  ),
  get: endpoint(
    SUBSCRIPTION_PATHS.get,
    { body: SubscriptionGetRequest, response: { 200: SubscriptionState, ...ERRORS } },
    ['validation', 'contract_not_found'],
  ),
  cancel: endpoint(
    SUBSCRIPTION_PATHS.cancel,
    { body: SubscriptionCancelRequest, response: { 200: SubscriptionState, ...ERRORS } },
    SUBSCRIPTION_CODES,
  ),
};
