import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { SITE_REQUEST_PATHS } from './paths';

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
        description: "the product's key facts (number of employees, loan amount, ...)",
      }),
    ),
    answers: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z_0-9]{1,40}$' }), Type.String({ maxLength: 40 }), {
        maxProperties: 20,
      }),
    ),
    lang: Type.Optional(Type.Union([Type.Literal('uz'), Type.Literal('ru'), Type.Literal('en')])),
  },
  { $id: 'SiteRequestBody', additionalProperties: false },
);
export type SiteRequestBody = Static<typeof SiteRequestBody>;

export const SiteRequestResponse = insurerSuccess('SiteRequestResponse', {
  id: Type.Integer({ description: 'the request number the visitor is shown' }),
  kind: Type.Union(SITE_REQUEST_KINDS.map((k) => Type.Literal(k))),
});
export type SiteRequestResponse = Static<typeof SiteRequestResponse>;

/** The site request endpoint: 400 `validation`, 429 `rate_limited`. */
export const SITE_REQUEST_ENDPOINTS = {
  create: endpoint(
    SITE_REQUEST_PATHS.create,
    { body: SiteRequestBody, response: { 200: SiteRequestResponse } },
    ['validation', 'rate_limited'],
  ),
};
