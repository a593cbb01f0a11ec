import {
  KindGuard,
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';
import { amountUzs, ErrorBody, insurerSuccess } from './common';
import { endpoint, type Endpoint } from './endpoint';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import type { EndpointPath } from './paths';

/**
 * HTTP 422 of every product's save: the total sent is not the server's; `amount_uzs` (and the message) carry the
 * server's figure. Its `$id` is the one OSAGO first published it under.
 */
export const PriceMismatchBody = Type.Object(
  {
    error: Type.Object({
      code: Type.Literal('price_mismatch'),
      message: Type.String(),
      details: Type.Array(Type.Object({ part: Type.String(), path: Type.String(), message: Type.String() })),
    }),
    amount_uzs: amountUzs("the server's total"),
  },
  { $id: 'OsagoPriceMismatch' },
);
export type PriceMismatchBody = Static<typeof PriceMismatchBody>;

/** What every product's save answers (spec 001): both ids, the provider links and the server's total. */
const SAVED = {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's total, UZS" }),
};

/** A product's check: both ids, so a guessed sequential id opens nothing. */
const CHECK_IDS = {
  contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
};

/** What a product's save adds to the common schemas; nothing by default. */
export interface SaleEndpointExtras<Answer extends TProperties, Refusal extends TProperties> {
  /** Fields the saved answer carries besides the common ones (job loss: `coverage`, `total_payable`). */
  readonly answer?: Answer;
  /** Fields a 422 refusal may carry beside its `error` (accident: `response.key`). */
  readonly refusal?: Refusal;
  /** The save's request content types when not JSON (job loss: `multipart/form-data`). */
  readonly consumes?: readonly string[];
  /** The check's not-paid `error` when not 1 (documents: 2, spec 001 section 8); its schema is `${name}CheckNotPaid`. */
  readonly notPaidError?: number;
}

/**
 * The save and the check of a product sold through the server kit (`apps/api/src/products/kit/sale.ts`), from its
 * paths, its name (the schemas' `$id`s: `KidsCreateContractResponse`, `KidsRefusal`, `KidsCheckRequest`,
 * `KidsCheckResponse`), its save body and its own refusal codes. The save answers the common saved answer or a
 * 422 refusal (`price_mismatch` with the server's figure, or the product's codes); the check the common paid or
 * not-paid answer.
 */
export function saleEndpoints<
  Save extends EndpointPath<'POST'>,
  Check extends EndpointPath<'POST'>,
  Body extends TSchema,
  Answer extends TProperties = Record<never, TSchema>,
  Refusal extends TProperties = Record<never, TSchema>,
>(
  paths: { readonly save: Save; readonly check: Check },
  name: string,
  body: Body,
  codes: readonly string[],
  extras: SaleEndpointExtras<Answer, Refusal> = {},
) {
  const saved = insurerSuccess(`${name}CreateContractResponse`, {
    ...SAVED,
    ...extras.answer,
  } as typeof SAVED & Answer);
  const refused = (
    extras.refusal ? Type.Object({ ...ErrorBody.properties, ...extras.refusal }) : ErrorBody
  ) as TObject<typeof ErrorBody.properties & Refusal>;
  const refusal = Type.Union([PriceMismatchBody, refused], { $id: `${name}Refusal` });
  const consumes = extras.consumes ? { consumes: [...extras.consumes] } : {};
  const ids = Type.Object(CHECK_IDS, { $id: `${name}CheckRequest`, additionalProperties: false });
  const notPaid = extras.notPaidError
    ? Type.Object(
        {
          error: Type.Literal(extras.notPaidError),
          check: Type.Literal(false),
          message: Type.Literal('payment_not_made'),
        },
        { $id: `${name}CheckNotPaid` },
      )
    : ContractCheckNotPaid;
  const checked = Type.Union([ContractCheckPaid, notPaid], { $id: `${name}CheckResponse` });
  return {
    save: endpoint(paths.save, { ...consumes, body, response: { 200: saved, 422: refusal } }, [
      'validation',
      ...codes,
      'price_mismatch',
    ]),
    check: endpoint(paths.check, { body: ids, response: { 200: checked } }, [
      'validation',
      'contract_not_found',
    ]),
  };
}

/**
 * An e-mail address as a browser's `type=email` field accepts it (WHATWG), with a dot in the domain: what the
 * wizards' e-mail field checks too (`libs/product-kit`, `email.schema.ts`).
 */
const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?" +
  '(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$';

/** The buyer's e-mail, optional in every save: the paid policy is mailed there, in the save's language. */
export const SaleEmail = Type.String({
  maxLength: 254,
  pattern: EMAIL_PATTERN,
  description: 'optional: the paid policy (PDF) is mailed there, in the language of the `lang` header',
  examples: ['alisher@example.uz'],
});

/** What every save body may carry besides the product's fields. */
export interface SaleContact {
  readonly email?: string;
}

/** The body schema with an optional `email` in every object it may be (a union's branches too). */
function bodyWithEmail(schema: TSchema): TSchema {
  if (KindGuard.IsObject(schema))
    return { ...schema, properties: { ...schema.properties, email: Type.Optional(SaleEmail) } };
  if (KindGuard.IsUnion(schema)) return { ...schema, anyOf: schema.anyOf.map(bodyWithEmail) };
  return schema;
}

const withEmail = new WeakMap<Endpoint, Endpoint>();

/**
 * A product's save endpoint whose body also takes the optional `email` (`SaleEmail`): the server kit
 * (`apps/api/src/products/kit/sale.ts`) registers every save through it, so each product, OSAGO's three saves
 * included, takes it once. Made once per endpoint: the schemas keep their `$id`s, and Ajv compiles an `$id` once.
 */
export function withSaleEmail<E extends Endpoint>(save: E): E {
  const made = withEmail.get(save);
  if (made) return made as E;
  const body = save.schema.body;
  const next = body ? { ...save, schema: { ...save.schema, body: bodyWithEmail(body) } } : save;
  withEmail.set(save, next);
  return next;
}
