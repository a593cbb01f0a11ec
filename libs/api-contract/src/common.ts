import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';

/**
 * Codes the platform itself puts in `ErrorBody.error.code`. Routes may add their own (the schema keeps
 * `code` an open string so a new code never breaks an older client), but these are always possible.
 */
export type PlatformErrorCode =
  | 'validation'
  | 'bad_json'
  | 'bad_request'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal';

/** One failed rule of a schema-validation error: where (JSON pointer into the part) and what. */
export const ValidationIssue = Type.Object(
  {
    part: Type.String({ description: 'body, querystring, params or headers' }),
    path: Type.String({ description: 'JSON pointer of the offending value, "" for the whole part' }),
    message: Type.String(),
  },
  { $id: 'ValidationIssue' },
);
export type ValidationIssue = Static<typeof ValidationIssue>;

/** The machine-readable error body of every 4xx/5xx answer of the platform's own routes. */
export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({
        description:
          'Stable machine-readable code: validation, bad_json, bad_request, unsupported_media_type, ' +
          'payload_too_large, unauthorized, not_found, rate_limited, internal, or a route-specific one',
      }),
      message: Type.String(),
      details: Type.Optional(Type.Unknown({ description: 'validation: a list of ValidationIssue' })),
    }),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/**
 * Error statuses every API route may answer with `ErrorBody`. Spread into a route's `response` schema so
 * the OpenAPI document lists them and the serializer never drops the error fields.
 */
export const ERROR_RESPONSES = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
} as const;

/**
 * A failed look-up in the insurer's own style: HTTP 200 with `error` >= 1 and `error_message` (what the
 * spec's front end reads), plus `code` so clients branch on a stable value rather than on text.
 * Reserved for requests that were well-formed but matched nothing; malformed ones get a 4xx `ErrorBody`.
 */
export const InsurerFailure = Type.Object(
  {
    error: Type.Integer({ minimum: 1, description: '1: nothing found for the given data' }),
    result: Type.Literal(false),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ description: 'e.g. person_not_found, company_not_found' }),
  },
  { $id: 'InsurerFailure' },
);
export type InsurerFailure = Static<typeof InsurerFailure>;

/** The success envelope seen in the insurer's public integrations (spec NOTES.md). */
const successEnvelope = {
  error: Type.Literal(0),
  result: Type.Literal(true),
  message: Type.Literal('success'),
};

/** `{ error: 0, result: true, message: 'success', ...fields }` with an `$id` for the OpenAPI document. */
export function insurerSuccess<T extends TProperties>(
  $id: string,
  fields: T,
): TObject<typeof successEnvelope & T> {
  return Type.Object({ ...successEnvelope, ...fields }, { $id });
}

/** A look-up's answer: found (`${name}Found`, the success envelope with `fields`) or the insurer's failure. */
export function lookupAnswer<T extends TProperties>(name: string, fields: T) {
  const found = insurerSuccess(`${name}Found`, fields);
  return { found, answer: Type.Union([found, InsurerFailure], { $id: `${name}Response` }) };
}

/**
 * A calendar date as the front end sends it: DD.MM.YYYY (what the forms show) or YYYY-MM-DD. The server
 * also checks that the day exists (31.02.2000 is refused), which a pattern cannot express.
 */
export const DateInput = Type.String({
  pattern: '^([0-9]{2}\\.[0-9]{2}\\.[0-9]{4}|[0-9]{4}-[0-9]{2}-[0-9]{2})$',
  description: 'DD.MM.YYYY or YYYY-MM-DD',
  examples: ['15.03.1990'],
});

/**
 * The capability of a contract-scoped call (apps/api/SECURITY.md): the order id the save answered. Channel
 * credentials ship in the front end and contract ids are sequential, so a bare `contract_id` opens and
 * changes nothing; it takes this order id or the owner's cabinet session (`X-Auth-Token`).
 */
export const OrderCapability = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 40,
    pattern: '^[A-Za-z0-9-]+$',
    description:
      "the order id the save answered; without it only the owner's cabinet session (X-Auth-Token) opens the contract",
    examples: ['P251122-KXMQHTRWAB'],
  }),
);

/** The `lang` header of the calls whose texts (provider names, SMS, refusals) follow the interface language. */
export const LangHeader = Type.Object({
  lang: Type.Optional(
    Type.String({ description: 'uz (default), ru, en or uz-cyrl (Uzbek in Cyrillic script)' }),
  ),
});

/** A passport as the person registry holds it: series and number. */
export const PassportSeria = Type.String({
  pattern: '^[A-Z]{2}$',
  description: 'passport series',
  examples: ['AA'],
});
export const PassportNumber = Type.String({
  pattern: '^[0-9]{7}$',
  description: 'passport number',
  examples: ['1234567'],
});
export const Pinfl = Type.String({
  pattern: '^[0-9]{14}$',
  description: 'PINFL',
  examples: ['31503902610013'],
});
export const Phone998 = Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] });
/** A save's phone as the motor products' calls describe it (OSAGO, KASKO, quick and mini KASKO, OSGOP). */
export const Phone = Type.String({
  pattern: '^998[0-9]{9}$',
  description: '998 + 9 digits, no plus, no spaces',
  examples: ['998901234567'],
});

/** The applicant of a save, found in the person registry: passport, birthday and phone. */
export const ApplicantInput = Type.Object(
  { seria: PassportSeria, number: PassportNumber, birthday: DateInput, phone: Phone998 },
  { additionalProperties: false },
);

/** An amount in UZS (whole sums, up to a trillion). */
export const amountUzs = (description: string) =>
  Type.Integer({ minimum: 0, maximum: 1_000_000_000_000, description });

/** A save's `amount_uzs`: the total the customer saw, checked against the server's (422 price_mismatch). */
export const AmountSeen = (
  description = 'the premium the customer saw; checked by the server (422 price_mismatch)',
) => Type.Optional(amountUzs(description));
