import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody } from './common';
import { PriceMismatchBody } from './osago';
import { GosNumber, Phone } from './osago/fields';
import { ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { DOCUMENTS_PATHS } from './paths';

/*
 * Documents insurance (spec 001 "Documents"): the kinds of document on sale, the save and its payment check.
 * Server behaviour and error codes: apps/api/src/products/documents/README.md.
 */

export const DocumentTypeRow = Type.Object(
  {
    id: Type.Integer({ examples: [31] }),
    name_uz: Type.String(),
    name_ru: Type.String(),
    name_en: Type.String(),
    premium: Type.Integer({ description: 'UZS a year for this kind', examples: [20_000] }),
    liability: Type.Integer({ description: 'the most paid for replacing it, UZS', examples: [1_000_000] }),
  },
  { $id: 'DocumentTypeRow' },
);
export type DocumentTypeRow = Static<typeof DocumentTypeRow>;

/** `GET /sayt/document_sugurtasi/type`. */
export const DocumentTypesResponse = Type.Object(
  {
    error: Type.Literal(0),
    result: Type.Literal(true),
    message: Type.String(),
    types: Type.Array(DocumentTypeRow),
    gov_object_type_id: Type.Integer({ description: 'the type that needs govNumber (spec 001: 38)' }),
  },
  { $id: 'DocumentTypesResponse' },
);
export type DocumentTypesResponse = Static<typeof DocumentTypesResponse>;

/** `POST /sayt/document_sugurtasi/save`. Unknown keys are dropped (additionalProperties: false). */
export const DocumentsCreateContractRequest = Type.Object(
  {
    types: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description: 'the chosen kinds of document (type ids); 38 needs govNumber',
    }),
    start_date: DateInput,
    applicant: Type.Object(
      {
        seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
        number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
        birthday: DateInput,
        phone: Phone,
      },
      { additionalProperties: false },
    ),
    govNumber: Type.Optional(GosNumber),
    amount_uzs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000_000,
        description: 'the premium the customer saw; checked by the server (422 price_mismatch)',
      }),
    ),
  },
  { $id: 'DocumentsCreateContractRequest', additionalProperties: false },
);
export type DocumentsCreateContractRequest = Static<typeof DocumentsCreateContractRequest>;

export const DocumentsCreateContractResponse = Type.Object(
  {
    error: Type.Literal(0),
    result: Type.Literal(true),
    message: Type.String(),
    contract_id: Type.Integer(),
    order_id: Type.String(),
    payme_url: Type.String(),
    click_url: Type.String(),
    amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
    liability: Type.Integer({ description: 'the total limit of the chosen kinds, UZS' }),
  },
  { $id: 'DocumentsCreateContractResponse' },
);
export type DocumentsCreateContractResponse = Static<typeof DocumentsCreateContractResponse>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type DocumentsErrorCode = 'validation' | 'person_not_found' | 'unknown_type' | 'gov_number_required';

/** HTTP 422 of the save: `price_mismatch` with the server's figure, or one of DocumentsErrorCode. */
export const DocumentsRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'DocumentsRefusal' });
export type DocumentsRefusal = Static<typeof DocumentsRefusal>;

/** `POST /sayt/document_sugurtasi/check`: both ids, so a guessed sequential id opens nothing. */
export const DocumentsCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'DocumentsCheckRequest', additionalProperties: false },
);
export type DocumentsCheckRequest = Static<typeof DocumentsCheckRequest>;

/** Spec 001 section 8, documents: error 1 a network error, error 2 payment not made. */
export const DocumentsCheckNotPaid = Type.Object(
  { error: Type.Literal(2), check: Type.Literal(false), message: Type.Literal('payment_not_made') },
  { $id: 'DocumentsCheckNotPaid' },
);
export const DocumentsCheckResponse = Type.Union([ContractCheckPaid, DocumentsCheckNotPaid], {
  $id: 'DocumentsCheckResponse',
});
export type DocumentsCheckResponse = Static<typeof DocumentsCheckResponse>;

/** The documents endpoints: the kinds (a dictionary), the save and the check (not paid: error 2). */
export const DOCUMENTS_ENDPOINTS = {
  types: endpoint(DOCUMENTS_PATHS.types, { response: { 200: DocumentTypesResponse } }),
  save: endpoint(
    DOCUMENTS_PATHS.save,
    {
      body: DocumentsCreateContractRequest,
      response: { 200: DocumentsCreateContractResponse, 422: DocumentsRefusal },
    },
    ['validation', 'unknown_type', 'gov_number_required', 'person_not_found', 'price_mismatch'],
  ),
  check: endpoint(
    DOCUMENTS_PATHS.check,
    { body: DocumentsCheckRequest, response: { 200: DocumentsCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
};
