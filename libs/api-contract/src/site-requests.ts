import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from './common';
import { TokenHeaders } from './cabinet';
import { endpoint } from './endpoint';
import { CABINET_PATHS, SITE_REQUEST_PATHS } from './paths';
import { InterfaceLang } from './payments';

/*
 * The site's own requests (issue "Business"): business and takaful product applications, feedback, a question,
 * the online survey. Stored, rate-limited, sent to the chat relay's site-requests channel.
 * Server: apps/api/src/products/requests/README.md.
 */

export const SITE_REQUEST_KINDS = ['business', 'takaful', 'feedback', 'question', 'survey'] as const;
export type SiteRequestKind = (typeof SITE_REQUEST_KINDS)[number];

const Line = (max: number) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const Short = Type.Union([
  Type.Number(),
  Type.String({ maxLength: 200, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
]);

/** `POST /site-requests`. Unknown keys are dropped; what each kind needs is checked by the server (400). */
export const SiteRequestBody = Type.Object(
  {
    kind: Type.Union(SITE_REQUEST_KINDS.map((k) => Type.Literal(k))),
    product: Type.Optional(
      Type.String({
        pattern: '^[a-z0-9-]{1,40}$',
        description: 'the page: for-business/<product> or takaful/<product>',
      }),
    ),
    inn: Type.Optional(Type.String({ pattern: '^[0-9]{9}$' })),
    company_name: Type.Optional(Line(300)),
    full_name: Type.Optional(Line(120)),
    phone: Type.Optional(Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] })),
    message: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    facts: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z_]{1,40}$' }), Short, {
        maxProperties: 8,
        description:
          "the product's key facts by key (employees, loan_amount, ...): whole numbers above zero, amounts in " +
          "UZS; a business application takes only its product's facts (400 validation otherwise)",
      }),
    ),
    answers: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z_0-9]{1,40}$' }), Type.String({ maxLength: 40 }), {
        maxProperties: 20,
      }),
    ),
    lang: Type.Optional(InterfaceLang),
  },
  { $id: 'SiteRequestBody', additionalProperties: false },
);
export type SiteRequestBody = Static<typeof SiteRequestBody>;

export const SiteRequestResponse = insurerSuccess('SiteRequestResponse', {
  id: Type.Integer({ description: 'the request number the visitor is shown (and sent by SMS)' }),
  kind: Type.Union(SITE_REQUEST_KINDS.map((k) => Type.Literal(k))),
  sms: Type.Optional(
    Type.Boolean({
      description:
        'business applications: whether the number went to the phone by SMS (false: too many lately)',
    }),
  ),
});
export type SiteRequestResponse = Static<typeof SiteRequestResponse>;

/**
 * Where a business application stands. The sales team moves it (no back office here yet): `received` when sent,
 * `in_progress` once a manager took it, `closed` when it ended (a contract or a refusal).
 */
export const SITE_REQUEST_STATUSES = ['received', 'in_progress', 'closed'] as const;
export type SiteRequestStatus = (typeof SITE_REQUEST_STATUSES)[number];

/** One business application of the cabinet's list: what the customer needs to recognise it and follow it. */
export const CabinetBusinessRequest = Type.Object(
  {
    id: Type.Integer({ description: 'the application number (the one the page showed and the SMS said)' }),
    product: Type.String({ description: 'the page: for-business/<product>', examples: ['ipoteka'] }),
    company_name: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ description: 'ISO 8601, UTC', examples: ['2026-11-27T09:30:00.000Z'] }),
    status: Type.Union(SITE_REQUEST_STATUSES.map((s) => Type.Literal(s))),
  },
  { $id: 'CabinetBusinessRequest' },
);
export type CabinetBusinessRequest = Static<typeof CabinetBusinessRequest>;

export const CabinetBusinessRequestsResponse = insurerSuccess('CabinetBusinessRequestsResponse', {
  data: Type.Array(CabinetBusinessRequest),
});
export type CabinetBusinessRequestsResponse = Static<typeof CabinetBusinessRequestsResponse>;

/**
 * The site request (400 `validation`, 429 `rate_limited`), and the cabinet's list of the session's business
 * applications (those sent with its phone or while logged in; 401 `token_required` / `token_invalid`).
 */
export const SITE_REQUEST_ENDPOINTS = {
  create: endpoint(
    SITE_REQUEST_PATHS.create,
    { body: SiteRequestBody, response: { 200: SiteRequestResponse } },
    ['validation', 'rate_limited'],
  ),
  cabinetBusiness: endpoint(
    CABINET_PATHS.businessRequests,
    { headers: TokenHeaders, response: { 200: CabinetBusinessRequestsResponse } },
    ['token_required', 'token_invalid'],
  ),
};
