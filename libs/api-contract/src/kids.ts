import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './osago';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { KIDS_PATHS } from './paths';

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

export const KidsCreateContractResponse = insurerSuccess('KidsCreateContractResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's total, UZS" }),
});
export type KidsCreateContractResponse = Static<typeof KidsCreateContractResponse>;

/** The save's refusals besides the kit's `price_mismatch`: `person_not_found` (the parent, 422), `validation` (400). */
export type KidsErrorCode = 'validation' | 'person_not_found';

export const KidsRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'KidsRefusal' });
export type KidsRefusal = Static<typeof KidsRefusal>;

/** `POST /kids/check`: both ids, so a guessed sequential id opens nothing. */
export const KidsCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'KidsCheckRequest', additionalProperties: false },
);
export type KidsCheckRequest = Static<typeof KidsCheckRequest>;

export const KidsCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'KidsCheckResponse',
});
export type KidsCheckResponse = Static<typeof KidsCheckResponse>;

/** The kids endpoints: the save (refusals: `validation` 400, `person_not_found`, `price_mismatch` 422) and the check. */
export const KIDS_ENDPOINTS = {
  save: endpoint(
    KIDS_PATHS.save,
    { body: KidsCreateContractRequest, response: { 200: KidsCreateContractResponse, 422: KidsRefusal } },
    ['validation', 'person_not_found', 'price_mismatch'],
  ),
  check: endpoint(KIDS_PATHS.check, { body: KidsCheckRequest, response: { 200: KidsCheckResponse } }, [
    'validation',
    'contract_not_found',
  ]),
};
