import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorBody } from './common';
import { CabinetIdParams, TokenHeaders } from './cabinet';
import { endpoint } from './endpoint';
import { CANCEL_PATHS } from './paths';

/**
 * Cancel a policy from the cabinet (issue 27). The quote says whether the holder's policy may be cancelled now,
 * and if not why (`reason`), the refund the server computed from the product's rule and how, and the provider
 * it goes back to; the confirmation takes the quoted amount, cancels the policy and pays the refund once.
 * Only the holder's cabinet session reaches them: 401 without one, 404 `policy_not_found` for another's or a
 * guessed id (as for one that does not exist).
 */

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD (Tashkent)' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Why a policy cannot be cancelled now (the cabinet says it in the customer's language). */
export const CancelRefusal = Type.Union(
  [
    Type.Literal('already_cancelled'),
    Type.Literal('expired'),
    Type.Literal('open_claim'),
    Type.Literal('compulsory_in_force'),
    Type.Literal('trip_started'),
    Type.Literal('not_cancellable'),
    Type.Literal('refund_unavailable'),
  ],
  {},
);
export type CancelRefusal = Static<typeof CancelRefusal>;

/**
 * How the refund is computed: `cooling_off` (the whole premium, within the product's cooling-off period),
 * `before_start` (the whole premium, the cover has not started), `pro_rata` (the unused days' share less the
 * insurer's expenses), `none` (nothing back: the cover ends, e.g. a paid claim or a month-by-month cover).
 */
export const CancelRefundKind = Type.Union(
  [Type.Literal('cooling_off'), Type.Literal('before_start'), Type.Literal('pro_rata'), Type.Literal('none')],
  {},
);
export type CancelRefundKind = Static<typeof CancelRefundKind>;

export const RefundProviderKey = Type.Union(
  [
    Type.Literal('payme'),
    Type.Literal('click'),
    Type.Literal('octo'),
    Type.Literal('card'),
    Type.Literal('installment'),
  ],
  { description: 'who took the money: the refund goes back through it' },
);
export type RefundProviderKey = Static<typeof RefundProviderKey>;

export const CancelRule = Type.Object(
  {
    kind: nullable(CancelRefundKind),
    cooling_off_days: Type.Integer({ minimum: 0 }),
    /** The last day of the cooling-off period (the day of payment plus its days); null without one. */
    cooling_off_until: nullable(Day),
    cover_start: nullable(Day),
    cover_end: nullable(Day),
    days_total: Type.Integer({ minimum: 0 }),
    /** Whole days of cover left after today (today counts as used). */
    days_left: Type.Integer({ minimum: 0 }),
    /** The unused days' share of the premium (pro rata), before the deduction. */
    unused_uzs: Type.Integer({ minimum: 0 }),
    deduction_percent: Type.Number({ minimum: 0, maximum: 100 }),
    deduction_uzs: Type.Integer({ minimum: 0 }),
  },
  {},
);
export type CancelRule = Static<typeof CancelRule>;

export const PolicyRefund = Type.Object(
  {
    id: Type.Integer(),
    amount_uzs: Type.Integer({ minimum: 0 }),
    provider: RefundProviderKey,
    status: Type.Union([Type.Literal('pending'), Type.Literal('performed'), Type.Literal('failed')]),
    created_at: Type.String({ description: 'ISO' }),
    performed_at: nullable(Type.String({ description: 'ISO' })),
  },
  {},
);
export type PolicyRefund = Static<typeof PolicyRefund>;

export const CancelQuote = Type.Object(
  {
    contract_id: Type.Integer(),
    allowed: Type.Boolean(),
    reason: nullable(CancelRefusal),
    premium_uzs: Type.Integer({ minimum: 0 }),
    /** What goes back if the policy is cancelled now (0 when not allowed). */
    refund_uzs: Type.Integer({ minimum: 0 }),
    rule: CancelRule,
    provider: nullable(RefundProviderKey),
    /** The policy's auto-payment (card subscription or monthly plan) is on now and ends with it. */
    ends_auto_payment: Type.Boolean(),
    /** Refunds already paid back of this policy, oldest first. */
    refunds: Type.Array(PolicyRefund),
  },
  { $id: 'CancelQuote' },
);
export type CancelQuote = Static<typeof CancelQuote>;

export const CancelRequest = Type.Object(
  {
    amount_uzs: Type.Integer({
      minimum: 0,
      description: "the quote's `refund_uzs`: a different figure now is 409 `refund_amount_changed`",
    }),
  },
  { $id: 'CancelRequest', additionalProperties: false },
);
export type CancelRequest = Static<typeof CancelRequest>;

export const CancelResult = Type.Object(
  {
    contract_id: Type.Integer(),
    status: Type.Literal('cancelled'),
    /** null when nothing was due (`refund_uzs` 0). */
    refund: nullable(PolicyRefund),
  },
  { $id: 'CancelResult' },
);
export type CancelResult = Static<typeof CancelResult>;

const SESSION = ['token_required', 'token_invalid'];

export const CANCEL_ENDPOINTS = {
  quote: endpoint(
    CANCEL_PATHS.quote,
    { headers: TokenHeaders, params: CabinetIdParams, response: { 200: CancelQuote } },
    [...SESSION, 'validation', 'policy_not_found'],
  ),
  confirm: endpoint(
    CANCEL_PATHS.confirm,
    {
      headers: TokenHeaders,
      params: CabinetIdParams,
      body: CancelRequest,
      response: { 200: CancelResult, 409: ErrorBody, 422: ErrorBody },
    },
    [...SESSION, 'validation', 'policy_not_found', 'refund_amount_changed', 'cancel_not_allowed'],
  ),
} as const;
