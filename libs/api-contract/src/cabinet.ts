import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { CABINET_PATHS, UPLOAD_PATHS } from './paths';
import { INTERFACE_LANGS, POLICY_STATUSES } from './payments';
import { SubscriptionInfo } from './subscriptions';

/**
 * The policyholder cabinet (spec 000 sections 3, 6 and 7 "Cabinet"): SMS login, registration against the
 * person registry, profile, policies, claims. Bodies come as multipart/form-data (the spec) or JSON, so
 * every field is a string; a session token travels in the `X-Auth-Token` header (Authorization carries the
 * channel's Basic credential).
 */

const Phone = Type.String({
  maxLength: 20,
  pattern: '^\\+?[0-9 ()-]{9,19}$',
  description: '998XXXXXXXXX (spaces, +, - and () ignored) or the 9 digits after 998',
  examples: ['998901234567'],
});

const Lang = Type.Union(
  INTERFACE_LANGS.map((lang) => Type.Literal(lang)),
  { description: 'interface language: uz, ru, en, uz-cyrl (Uzbek in Cyrillic script)' },
);

export const CabinetSendCodeRequest = Type.Object({ phone: Phone }, { $id: 'CabinetSendCodeRequest' });
export type CabinetSendCodeRequest = Static<typeof CabinetSendCodeRequest>;

/** Same answer whether or not the phone has an account, so it never tells who is a customer. */
export const CabinetCodeSent = insurerSuccess('CabinetCodeSent', {
  expires_in: Type.Integer({ description: 'seconds the code stays valid', examples: [300] }),
});
export type CabinetCodeSent = Static<typeof CabinetCodeSent>;

export const CabinetVerifyRequest = Type.Object(
  {
    phone: Phone,
    code: Type.String({ pattern: '^[0-9]{6}$', description: 'the six digits of the SMS' }),
    referral_code: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9]{0,20}$',
        description: "an inviting customer's code; counts only when this login creates the account",
      }),
    ),
  },
  { $id: 'CabinetVerifyRequest' },
);
export type CabinetVerifyRequest = Static<typeof CabinetVerifyRequest>;

/** `code`: wrong_code, code_locked, code_expired, datas_not_found, already_registered, person_already_registered. */
export const CabinetFailure = Type.Object(
  {
    error: Type.Integer({ minimum: 1 }),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String(),
    attempts_left: Type.Optional(Type.Integer({ minimum: 0, description: 'after a wrong code' })),
  },
  { $id: 'CabinetFailure' },
);
export type CabinetFailure = Static<typeof CabinetFailure>;

export const CabinetLoggedIn = insurerSuccess('CabinetLoggedIn', {
  token: Type.String({ description: 'send it as the X-Auth-Token header of the cabinet calls' }),
  expires_at: Type.String({ description: 'ISO moment the session ends (30 days after login)' }),
  is_registered: Type.Boolean({ description: 'false: register-person before the policies by PINFL show' }),
});
export type CabinetLoggedIn = Static<typeof CabinetLoggedIn>;

export const CabinetVerifyResponse = Type.Union([CabinetLoggedIn, CabinetFailure], {
  $id: 'CabinetVerifyResponse',
});
export type CabinetVerifyResponse = Static<typeof CabinetVerifyResponse>;

export const CabinetCheckRegisterRequest = Type.Object(
  { phone: Type.Optional(Phone) },
  { $id: 'CabinetCheckRegisterRequest' },
);
export type CabinetCheckRegisterRequest = Static<typeof CabinetCheckRegisterRequest>;

export const CabinetRegisterStatus = insurerSuccess('CabinetRegisterStatus', {
  is_registered: Type.Boolean(),
});
export type CabinetRegisterStatus = Static<typeof CabinetRegisterStatus>;

export const CabinetRegisterPersonRequest = Type.Object(
  {
    passportSeria: Type.String({ pattern: '^[A-Za-z]{2}$', examples: ['AA'] }),
    passportNumber: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
    birthday: DateInput,
    phone: Type.Optional(Phone),
  },
  { $id: 'CabinetRegisterPersonRequest' },
);
export type CabinetRegisterPersonRequest = Static<typeof CabinetRegisterPersonRequest>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const CabinetUser = Type.Object(
  {
    id: Type.Integer(),
    phone: Type.String({ examples: ['998901234567'] }),
    is_registered: Type.Boolean(),
    last_name: Nullable(Type.String({ examples: ['Karimov'] })),
    first_name: Nullable(Type.String({ examples: ['Alisher'] })),
    middle_name: Nullable(Type.String({ examples: ['Bahodirovich'] })),
    birthday: Nullable(Type.String({ description: 'DD.MM.YYYY', examples: ['15.03.1990'] })),
    passport: Nullable(Type.String({ description: 'masked', examples: ['AA *****67'] })),
    email: Nullable(Type.String()),
    lang: Type.Union([Lang, Type.Null()]),
    referral_code: Type.String({ examples: ['ALISHER90'] }),
    invited_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'CabinetUser' },
);
export type CabinetUser = Static<typeof CabinetUser>;

export const CabinetUserResponse = insurerSuccess('CabinetUserResponse', { data: CabinetUser });
export type CabinetUserResponse = Static<typeof CabinetUserResponse>;

export const CabinetRegisterResponse = Type.Union([CabinetUserResponse, CabinetFailure], {
  $id: 'CabinetRegisterResponse',
});
export type CabinetRegisterResponse = Static<typeof CabinetRegisterResponse>;

/** What a customer may change; names, birthday and passport come from the registry only. */
export const CabinetEditProfileRequest = Type.Object(
  {
    email: Type.Optional(
      Type.String({
        maxLength: 254,
        pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
        description: 'empty string clears it',
      }),
    ),
    lang: Type.Optional(Lang),
  },
  { $id: 'CabinetEditProfileRequest' },
);
export type CabinetEditProfileRequest = Static<typeof CabinetEditProfileRequest>;

export const CabinetOk = insurerSuccess('CabinetOk', {});
export type CabinetOk = Static<typeof CabinetOk>;

export const CabinetIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
  { $id: 'CabinetIdParams' },
);
export type CabinetIdParams = Static<typeof CabinetIdParams>;

export const CabinetPolicy = Type.Object(
  {
    id: Type.Integer({ description: 'the contract id (also the :id of get/policy)' }),
    contract_id: Type.Integer({ description: 'for /web/subscription/* (auto-payment)' }),
    product: Type.String({ description: 'product key', examples: ['osago'] }),
    product_name: Type.String({ description: 'in the language of the `lang` header' }),
    product_type_id: Type.Integer({ description: 'icon id of spec 000 section 9 (1 osago, 7 travel, ...)' }),
    takoful: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: takaful; the spec keeps 0' }),
    policy_series: Type.String({ examples: ['EIOO'] }),
    policy_number: Type.String({ examples: ['0000042'] }),
    valid_from: Type.String({ description: 'YYYY-MM-DD' }),
    valid_to: Type.String({ description: 'YYYY-MM-DD, inclusive' }),
    status: Type.Union(POLICY_STATUSES.map((s) => Type.Literal(s))),
    amount_uzs: Type.Integer({ description: 'premium paid, whole UZS' }),
    url: Type.String({ description: 'the PDF, its access token included' }),
    auto_payment: SubscriptionInfo,
    renewal: Type.Union([Type.String(), Type.Null()], {
      description:
        'the token of /{lang}/prolong/{token} (GET /api/prolong/:token) while the policy ends within 30 days ' +
        'and nothing renews it yet; null otherwise',
    }),
  },
  { $id: 'CabinetPolicy' },
);
export type CabinetPolicy = Static<typeof CabinetPolicy>;

export const CabinetPoliciesResponse = insurerSuccess('CabinetPoliciesResponse', {
  data: Type.Array(CabinetPolicy),
});
export type CabinetPoliciesResponse = Static<typeof CabinetPoliciesResponse>;

export const CabinetPolicyDetail = Type.Object(
  {
    ...CabinetPolicy.properties,
    holder_name: Type.Union([Type.String(), Type.Null()]),
    issued_at: Type.String({ description: 'ISO moment' }),
    details: Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
      {
        description: 'what the policy prints: plate, vehicle, period_months, drivers, insured_sum, ...',
      },
    ),
    monthly: Type.Optional(
      Type.Object(
        {
          status: Type.String({ description: 'pending, active, retrying, lapsed, cancelled' }),
          amount_uzs: Type.Integer(),
          periods_paid: Type.Integer(),
          paid_through: Type.Union([Type.String(), Type.Null()], { description: 'DD.MM.YYYY' }),
          next_charge_date: Type.Union([Type.String(), Type.Null()], { description: 'DD.MM.YYYY' }),
          history: Type.Array(
            Type.Object({
              period: Type.Integer(),
              attempt: Type.Integer(),
              status: Type.String({ description: 'processing, charged, declined, expired' }),
              amount_uzs: Type.Integer(),
              at: Type.String(),
            }),
          ),
        },
        { description: 'monthly mini KASKO only: the month-by-month charges (next date, history, lapse)' },
      ),
    ),
    files: Type.Optional(
      Type.Array(
        Type.Object({
          id: Type.Integer(),
          kind: Type.String({ description: 'the form field: photo, passport_photo, work_book, ...' }),
          content_type: Type.String({ examples: ['image/jpeg'] }),
          size_bytes: Type.Integer(),
          url: Type.String({ description: '/api/contract-files/{id}, with the cabinet token' }),
        }),
        { description: 'photos and documents uploaded with the application (pets, job loss)' },
      ),
    ),
  },
  { $id: 'CabinetPolicyDetail' },
);
export type CabinetPolicyDetail = Static<typeof CabinetPolicyDetail>;

export const CabinetPolicyResponse = insurerSuccess('CabinetPolicyResponse', { data: CabinetPolicyDetail });
export type CabinetPolicyResponse = Static<typeof CabinetPolicyResponse>;

export const CLAIM_STATUSES = [
  'new',
  'in_review',
  'documents_required',
  'approved',
  'paid',
  'rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A file of a claim filed online, to the claimant's session only. */
export const ClaimFile = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({ description: 'the group: photo, document, medical' }),
    content_type: Type.String({ examples: ['image/jpeg'] }),
    size_bytes: Type.Integer(),
    url: Type.String({ description: '/api/shaxsiy_kabinet/claim-files/{id}, with the token' }),
  },
  { $id: 'ClaimFile' },
);
export type ClaimFile = Static<typeof ClaimFile>;

export const CabinetClaim = Type.Object(
  {
    id: Type.Integer(),
    event_date: Type.String({
      description: 'YYYY-MM-DD HH:mm:ss, Tashkent time',
      examples: ['2025-11-12 09:40:00'],
    }),
    claim_status: Type.Union(CLAIM_STATUSES.map((s) => Type.Literal(s))),
    product: Type.String({ examples: ['osago'] }),
    product_type_id: Type.Integer(),
    policy_number: Type.String({ description: 'series and number', examples: ['EIOO 9100001'] }),
    description: Type.String(),
    // Claims filed online (issue 23) add these; the seeded paper-era claims have none of them.
    files: Type.Optional(Type.Array(ClaimFile, { description: 'photos and documents filed with the claim' })),
    note: Type.Optional(Type.String({ description: "the adjuster's note (what documents are required)" })),
    payout: Type.Optional(Type.String({ description: 'masked: card 8600 **** **** 1110, account ****1234' })),
  },
  { $id: 'CabinetClaim' },
);
export type CabinetClaim = Static<typeof CabinetClaim>;

export const CabinetClaimsResponse = insurerSuccess('CabinetClaimsResponse', {
  data: Type.Array(CabinetClaim),
});
export type CabinetClaimsResponse = Static<typeof CabinetClaimsResponse>;

export const CabinetClaimDetail = Type.Object(
  {
    ...CabinetClaim.properties,
    claimed_uzs: Type.Union([Type.Integer(), Type.Null()], { description: 'what was claimed, whole UZS' }),
    paid_uzs: Type.Union([Type.Integer(), Type.Null()], { description: 'what was paid out, whole UZS' }),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'CabinetClaimDetail' },
);
export type CabinetClaimDetail = Static<typeof CabinetClaimDetail>;

export const CabinetClaimResponse = insurerSuccess('CabinetClaimResponse', { data: CabinetClaimDetail });
export type CabinetClaimResponse = Static<typeof CabinetClaimResponse>;

/**
 * The session token header, for Swagger UI. Never refuses: the session guard answers before validation,
 * with 401 rather than the 400 a schema would give.
 */
export const TokenHeaders = Type.Object({
  'x-auth-token': Type.Optional(
    Type.String({
      description: 'the token of check-verification-code (not in Authorization: that is the channel)',
    }),
  ),
});

const SESSION = ['token_required', 'token_invalid'];
const OWN_PHONE = { 200: CabinetRegisterStatus, 403: ErrorBody } as const;

/** The cabinet (channel credential; all but the login behind the session token). */
export const CABINET_ENDPOINTS = {
  sendCode: endpoint(
    CABINET_PATHS.sendCode,
    { body: CabinetSendCodeRequest, response: { 200: CabinetCodeSent } },
    ['validation', 'invalid_phone', 'rate_limited'],
  ),
  checkCode: endpoint(
    CABINET_PATHS.checkCode,
    { body: CabinetVerifyRequest, response: { 200: CabinetVerifyResponse } },
    ['validation', 'invalid_phone', 'wrong_code', 'code_locked', 'code_expired'],
  ),
  checkRegister: endpoint(
    CABINET_PATHS.checkRegister,
    { headers: TokenHeaders, body: CabinetCheckRegisterRequest, response: OWN_PHONE },
    [...SESSION, 'validation', 'phone_mismatch'],
  ),
  registerPerson: endpoint(
    CABINET_PATHS.registerPerson,
    {
      headers: TokenHeaders,
      body: CabinetRegisterPersonRequest,
      response: { 200: CabinetRegisterResponse, 403: ErrorBody },
    },
    [
      ...SESSION,
      'validation',
      'phone_mismatch',
      'datas_not_found',
      'already_registered',
      'person_already_registered',
    ],
  ),
  info: endpoint(
    CABINET_PATHS.info,
    { headers: TokenHeaders, response: { 200: CabinetUserResponse, 403: ErrorBody } },
    SESSION,
  ),
  editProfile: endpoint(
    CABINET_PATHS.editProfile,
    {
      headers: TokenHeaders,
      body: CabinetEditProfileRequest,
      response: { 200: CabinetUserResponse, 403: ErrorBody },
    },
    [...SESSION, 'validation'],
  ),
  logout: endpoint(
    CABINET_PATHS.logout,
    { headers: TokenHeaders, response: { 200: CabinetOk, 403: ErrorBody } },
    SESSION,
  ),
  policies: endpoint(
    CABINET_PATHS.policies,
    { headers: TokenHeaders, response: { 200: CabinetPoliciesResponse } },
    SESSION,
  ),
  policy: endpoint(
    CABINET_PATHS.policy,
    { headers: TokenHeaders, params: CabinetIdParams, response: { 200: CabinetPolicyResponse } },
    [...SESSION, 'validation', 'policy_not_found'],
  ),
  claims: endpoint(
    CABINET_PATHS.claims,
    { headers: TokenHeaders, response: { 200: CabinetClaimsResponse } },
    SESSION,
  ),
  claim: endpoint(
    CABINET_PATHS.claim,
    { headers: TokenHeaders, params: CabinetIdParams, response: { 200: CabinetClaimResponse } },
    [...SESSION, 'validation', 'claim_not_found'],
  ),
};

/** A photo or document uploaded with an application, to its owner's cabinet session only. */
export const UPLOAD_ENDPOINTS = {
  file: endpoint(
    UPLOAD_PATHS.file,
    {
      params: Type.Object(
        { id: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
        { additionalProperties: false },
      ),
      response: {},
    },
    ['validation', 'token_required', 'file_not_found'],
  ),
};
