import { Type, type Static } from '@sinclair/typebox';
import { DateInput } from './common';
import { KIDS_PATHS } from './paths';
import { saleEndpoints } from './sale';

/*
 * Kids accident insurance (spec 001 "Kids"): the save and its payment check. Server behaviour and error
 * codes: apps/api/src/products/kids/README.md.
 */

/** Names as in the birth certificate: Latin or Cyrillic letters, ʻ ʼ ' - and spaces. */
const Name = Type.String({ minLength: 1, maxLength: 50, pattern: "^[A-Za-zА-Яа-яЁёЎўҚқҒғҲҳʻʼ'` -]+$" });

export const KidsChild = Type.Object(
  {
    seria: Type.String({
      pattern: '^[A-Z0-9-]{2,6}$',
      description: 'birth certificate series',
      examples: ['I-TN'],
    }),
    number: Type.String({
      pattern: '^[0-9]{7}$',
      description: 'birth certificate number',
      examples: ['1234567'],
    }),
    name: Name,
    last_name: Name,
    middle_name: Name,
    birthday: DateInput,
    gender: Type.Union([Type.Literal('m'), Type.Literal('f')]),
  },
  { additionalProperties: false },
);
export type KidsChild = Static<typeof KidsChild>;

/** `POST /site/kids/save`. Unknown keys are refused (additionalProperties: false). */
export const KidsCreateContractRequest = Type.Object(
  {
    program_id: Type.Union([Type.Literal(74), Type.Literal(75)]),
    start_date: DateInput,
    applicant: Type.Object(
      {
        seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
        number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
        birthday: DateInput,
        pinfl: Type.String({ pattern: '^[0-9]{14}$', examples: ['31503902610013'] }),
        phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
      },
      { additionalProperties: false },
    ),
    kids: Type.Array(KidsChild, { minItems: 1, maxItems: 5 }),
    amount_uzs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000_000,
        description: 'the total the customer saw (program price x children); checked by the server (422)',
      }),
    ),
  },
  { $id: 'KidsCreateContractRequest', additionalProperties: false },
);
export type KidsCreateContractRequest = Static<typeof KidsCreateContractRequest>;

/** The save's refusals besides the kit's `price_mismatch`: `person_not_found` (the parent, 422), `validation` (400). */
export type KidsErrorCode = 'validation' | 'person_not_found';

/** The kids endpoints: the save and its check by both ids (`saleEndpoints`). */
export const KIDS_ENDPOINTS = saleEndpoints(KIDS_PATHS, 'Kids', KidsCreateContractRequest, ['person_not_found']);

export const KidsCreateContractResponse = KIDS_ENDPOINTS.save.schema.response[200];
export type KidsCreateContractResponse = Static<typeof KidsCreateContractResponse>;
export const KidsRefusal = KIDS_ENDPOINTS.save.schema.response[422];
export type KidsRefusal = Static<typeof KidsRefusal>;
export const KidsCheckRequest = KIDS_ENDPOINTS.check.schema.body;
export type KidsCheckRequest = Static<typeof KidsCheckRequest>;
export const KidsCheckResponse = KIDS_ENDPOINTS.check.schema.response[200];
export type KidsCheckResponse = Static<typeof KidsCheckResponse>;
