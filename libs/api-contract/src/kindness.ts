import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './osago';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { KINDNESS_PATHS } from './paths';

/*
 * Kindness ("Ezgulik", spec 001 "Kindness"): a fixed program bought as a gift for another person. Server
 * behaviour and error codes: apps/api/src/products/kindness/README.md.
 */

const Person = {
  seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
  number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
  birthday: DateInput,
};

/** `POST /kindness/save`. Unknown keys are refused (additionalProperties: false). */
export const KindnessCreateContractRequest = Type.Object(
  {
    risk_id: Type.Integer({ description: 'the fixed risk id (21)', examples: [21] }),
    product_id: Type.Integer({ description: 'the fixed product id (64)', examples: [64] }),
    start_date: DateInput,
    applicant: Type.Object(
      { ...Person, phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }) },
      { additionalProperties: false },
    ),
    insured: Type.Object(Person, {
      additionalProperties: false,
      description: 'the person the policy is a gift for',
    }),
    amount_uzs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000_000,
        description: 'the premium seen (200 000); checked (422)',
      }),
    ),
  },
  { $id: 'KindnessCreateContractRequest', additionalProperties: false },
);
export type KindnessCreateContractRequest = Static<typeof KindnessCreateContractRequest>;

export const KindnessCreateContractResponse = insurerSuccess('KindnessCreateContractResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
});
export type KindnessCreateContractResponse = Static<typeof KindnessCreateContractResponse>;

/** The save's refusals besides the kit's `price_mismatch`. */
export type KindnessErrorCode = 'validation' | 'person_not_found' | 'insured_not_found' | 'unknown_program';

export const KindnessRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'KindnessRefusal' });
export type KindnessRefusal = Static<typeof KindnessRefusal>;

/** `POST /kindness/check`: both ids, so a guessed sequential id opens nothing. */
export const KindnessCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'KindnessCheckRequest', additionalProperties: false },
);
export type KindnessCheckRequest = Static<typeof KindnessCheckRequest>;

export const KindnessCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'KindnessCheckResponse',
});
export type KindnessCheckResponse = Static<typeof KindnessCheckResponse>;

/**
 * The kindness endpoints: the save (refusals: `validation` 400, `unknown_program`, `person_not_found`,
 * `insured_not_found`, `price_mismatch` 422) and the check.
 */
export const KINDNESS_ENDPOINTS = {
  save: endpoint(
    KINDNESS_PATHS.save,
    {
      body: KindnessCreateContractRequest,
      response: { 200: KindnessCreateContractResponse, 422: KindnessRefusal },
    },
    ['validation', 'unknown_program', 'person_not_found', 'insured_not_found', 'price_mismatch'],
  ),
  check: endpoint(
    KINDNESS_PATHS.check,
    { body: KindnessCheckRequest, response: { 200: KindnessCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
};
