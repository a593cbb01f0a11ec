import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, ApplicantInput, DateInput, insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { GosNumber } from './vehicle-fields';
import { DOCUMENTS_PATHS } from './paths';
import { saleEndpoints } from './sale';

// Documents insurance (spec 001 "Documents"); server behaviour: apps/api/src/products/documents/README.md.

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
export const DocumentTypesResponse = insurerSuccess('DocumentTypesResponse', {
  types: Type.Array(DocumentTypeRow),
  gov_object_type_id: Type.Integer({ description: 'the type that needs govNumber (spec 001: 38)' }),
});
export type DocumentTypesResponse = Static<typeof DocumentTypesResponse>;

/** `POST /sayt/document_sugurtasi/save`. Unknown keys are refused (additionalProperties: false). */
export const DocumentsCreateContractRequest = Type.Object(
  {
    types: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      description: 'the chosen kinds of document (type ids); 38 needs govNumber',
    }),
    start_date: DateInput,
    applicant: ApplicantInput,
    govNumber: Type.Optional(GosNumber),
    amount_uzs: AmountSeen(),
  },
  { $id: 'DocumentsCreateContractRequest', additionalProperties: false },
);
export type DocumentsCreateContractRequest = Static<typeof DocumentsCreateContractRequest>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type DocumentsErrorCode = 'validation' | 'person_not_found' | 'unknown_type' | 'gov_number_required';

/** The kinds (a dictionary), the save (answering the kinds' total `liability` too), the check (not paid: 2). */
export const DOCUMENTS_ENDPOINTS = {
  types: endpoint(DOCUMENTS_PATHS.types, { response: { 200: DocumentTypesResponse } }),
  ...saleEndpoints(
    DOCUMENTS_PATHS,
    'Documents',
    DocumentsCreateContractRequest,
    ['unknown_type', 'gov_number_required', 'person_not_found'],
    {
      answer: { liability: Type.Integer({ description: 'the total limit of the chosen kinds, UZS' }) },
      notPaidError: 2,
    },
  ),
};
