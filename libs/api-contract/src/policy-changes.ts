import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { POLICY_CHANGE_PATHS } from './paths';
import { TokenHeaders } from './cabinet';

/**
 * Mid-term changes of a policy (issue 27) from the cabinet: each change is a new version of the policy, through
 * the purchase's checks (registries, the server's price). A change that costs money is a pending application
 * (its own contract and order id, paid through the usual payment step) until paid; the old version stays current.
 */

export const POLICY_CHANGE_KINDS = [
  'add_driver',
  'remove_driver',
  'phone',
  'plate',
  'add_traveller',
  'address',
] as const;
export type PolicyChangeKind = (typeof POLICY_CHANGE_KINDS)[number];

const ChangeKind = Type.Union(
  POLICY_CHANGE_KINDS.map((kind) => Type.Literal(kind)),
  { description: 'OSAGO: add_driver, remove_driver, phone, plate; travel: add_traveller; housing: address' },
);

const Series = Type.String({ pattern: '^[A-Za-z]{2,3}$', examples: ['AA'] });

export const ChangeDriver = Type.Object(
  {
    passport__seria: Series,
    passport__number: Type.String({ pattern: '^[0-9]{7}$', examples: ['2345678'] }),
    driver_birthday: DateInput,
    licenseSeria: Type.Optional(Type.Union([Type.String({ pattern: '^$|^[A-Za-z]{2,3}$' }), Type.Null()])),
    licenseNumber: Type.Optional(Type.Union([Type.String({ pattern: '^$|^[0-9]{7}$' }), Type.Null()])),
    licenseIssueDate: Type.Optional(
      Type.Union([Type.String({ pattern: '^$|^[0-9]{2}\\.[0-9]{2}\\.[0-9]{4}$' }), Type.Null()]),
    ),
    relative: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type ChangeDriver = Static<typeof ChangeDriver>;

export const ChangeTraveller = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 80, pattern: "^[A-Za-z][A-Za-z' -]*$" }),
    birthday: DateInput,
    passport_series: Type.String({ pattern: '^[A-Z0-9]{2}$' }),
    passport_number: Type.String({ pattern: '^[A-Z0-9]{5,10}$' }),
  },
  { additionalProperties: false },
);
export type ChangeTraveller = Static<typeof ChangeTraveller>;

/** One change; the fields its kind needs (a missing one is 400 validation). */
export const PolicyChangeRequest = Type.Object(
  {
    change: ChangeKind,
    driver: Type.Optional(ChangeDriver),
    driver_key: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10, description: 'remove_driver: the `key` of the options list' }),
    ),
    phone: Type.Optional(Type.String({ pattern: '^998[0-9]{9}$' })),
    gos_number: Type.Optional(Type.String({ minLength: 6, maxLength: 12 })),
    tech_sery: Type.Optional(Type.String({ pattern: '^[A-Za-z]{3}$' })),
    tech_number: Type.Optional(Type.String({ pattern: '^[0-9]{7}$' })),
    traveller: Type.Optional(ChangeTraveller),
    address: Type.Optional(
      Type.String({ minLength: 5, maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    ),
    difference_uzs: Type.Optional(
      Type.Integer({
        minimum: -1_000_000_000_000,
        maximum: 1_000_000_000_000,
        description:
          "submit: the difference the customer saw (the quote's); another figure is 422 price_mismatch",
      }),
    ),
  },
  { $id: 'PolicyChangeRequest', additionalProperties: false },
);
export type PolicyChangeRequest = Static<typeof PolicyChangeRequest>;

const Pending = Type.Object({
  contract_id: Type.Integer(),
  order_id: Type.String(),
  change: ChangeKind,
  summary: Type.String(),
  amount_uzs: Type.Integer({ description: 'what is to pay' }),
  payme_url: Type.String(),
  click_url: Type.String(),
});
export type PolicyChangePending = Static<typeof Pending>;

const Version = Type.Object({
  number: Type.Integer({ minimum: 1 }),
  change: Type.String({ description: 'issued, or the change kind' }),
  summary: Type.String({ description: 'what changed (no names or documents)' }),
  difference_uzs: Type.Integer(),
  refund_due_uzs: Type.Union([Type.Integer(), Type.Null()]),
  date: Type.String({ description: 'ISO moment it took effect' }),
});
export type PolicyVersionItem = Static<typeof Version>;

export const PolicyChangeOptions = insurerSuccess('PolicyChangeOptions', {
  product: Type.String(),
  policy: Type.Object({ series: Type.String(), number: Type.String() }),
  version: Type.Integer({ minimum: 1, description: 'the current version' }),
  changes: Type.Array(
    Type.Object({
      change: ChangeKind,
      allowed: Type.Boolean(),
      reason: Type.Union([Type.String(), Type.Null()], { description: 'why not (a refusal code)' }),
    }),
  ),
  drivers: Type.Array(
    Type.Object({ key: Type.Integer(), name: Type.String({ description: 'masked: A. Karimov' }) }),
  ),
  limited: Type.Union([Type.Boolean(), Type.Null()], { description: 'OSAGO: named drivers only' }),
  plate: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'masked' }),
  travellers: Type.Union([Type.Integer(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  pending: Type.Union([Pending, Type.Null()]),
});
export type PolicyChangeOptions = Static<typeof PolicyChangeOptions>;

export const PolicyChangeQuote = insurerSuccess('PolicyChangeQuote', {
  change: ChangeKind,
  summary: Type.String(),
  amount_uzs: Type.Integer({ description: "the full period's price after the change" }),
  previous_amount_uzs: Type.Integer({ description: "the full period's price before it, same rules" }),
  difference_uzs: Type.Integer({ description: 'for the rest of the period: > 0 to pay, < 0 refunded' }),
});
export type PolicyChangeQuote = Static<typeof PolicyChangeQuote>;

export const PolicyChangeResult = insurerSuccess('PolicyChangeResult', {
  version: Type.Union([Version, Type.Null()], { description: 'the new current version (nothing to pay)' }),
  pending: Type.Union([Pending, Type.Null()], { description: 'to pay: the change takes effect once paid' }),
  refund_due_uzs: Type.Union([Type.Integer(), Type.Null()]),
});
export type PolicyChangeResult = Static<typeof PolicyChangeResult>;

export const PolicyVersionsResponse = insurerSuccess('PolicyVersionsResponse', {
  current: Type.Integer({ minimum: 1 }),
  versions: Type.Array(Version, { description: 'oldest first; empty for a policy never changed' }),
  pending: Type.Union([Pending, Type.Null()]),
});
export type PolicyVersionsResponse = Static<typeof PolicyVersionsResponse>;

/** A refused change: 4xx `{ error: { code, message } }` and the field it concerns. */
export const PolicyChangeRefusal = Type.Object(
  {
    error: ErrorBody.properties.error,
    field: Type.Optional(Type.String()),
    difference_uzs: Type.Optional(Type.Integer({ description: "price_mismatch: the server's difference" })),
  },
  { $id: 'PolicyChangeRefusal' },
);
export type PolicyChangeRefusal = Static<typeof PolicyChangeRefusal>;

/** The codes a change may be refused with (beside the session's and `validation`). */
export const POLICY_CHANGE_ERRORS = [
  'policy_not_found',
  'change_not_offered',
  'policy_started',
  'policy_cancelled',
  'policy_expired',
  'change_pending',
  'change_conflict',
  'unlimited_drivers',
  'last_driver',
  'driver_not_found',
  'driver_data_not_found',
  'license_not_found',
  'license_not_on_driver',
  'fault_on_driver_data',
  'driving_license_inf_not_found',
  'license_issue_date_mismatch',
  'license_category_mismatch',
  'vehicle_not_found',
  'not_same_vehicle',
  'same_value',
  'price_mismatch',
  'traveller_refused',
] as const;

const SESSION = ['token_required', 'token_invalid'];
const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const REFUSALS = { 404: ErrorBody, 409: PolicyChangeRefusal, 422: PolicyChangeRefusal } as const;

export const POLICY_CHANGE_ENDPOINTS = {
  options: endpoint(
    POLICY_CHANGE_PATHS.options,
    { headers: TokenHeaders, params: Params, response: { 200: PolicyChangeOptions, 404: ErrorBody } },
    [...SESSION, 'policy_not_found'],
  ),
  quote: endpoint(
    POLICY_CHANGE_PATHS.quote,
    {
      headers: TokenHeaders,
      params: Params,
      body: PolicyChangeRequest,
      response: { 200: PolicyChangeQuote, ...REFUSALS },
    },
    [...SESSION, 'validation', ...POLICY_CHANGE_ERRORS],
  ),
  submit: endpoint(
    POLICY_CHANGE_PATHS.submit,
    {
      headers: TokenHeaders,
      params: Params,
      body: PolicyChangeRequest,
      response: { 200: PolicyChangeResult, ...REFUSALS },
    },
    [...SESSION, 'validation', ...POLICY_CHANGE_ERRORS],
  ),
  versions: endpoint(
    POLICY_CHANGE_PATHS.versions,
    { headers: TokenHeaders, params: Params, response: { 200: PolicyVersionsResponse, 404: ErrorBody } },
    [...SESSION, 'policy_not_found'],
  ),
};
