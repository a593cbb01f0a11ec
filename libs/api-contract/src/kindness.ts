import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput } from './common';
import { KINDNESS_PATHS } from './paths';
import { saleEndpoints } from './sale';

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
    amount_uzs: AmountSeen('the premium seen (200 000); checked (422)'),
  },
  { $id: 'KindnessCreateContractRequest', additionalProperties: false },
);
export type KindnessCreateContractRequest = Static<typeof KindnessCreateContractRequest>;

/** The save's refusals besides the kit's `price_mismatch`. */
export type KindnessErrorCode = 'validation' | 'person_not_found' | 'insured_not_found' | 'unknown_program';

/** The kindness endpoints: the save and its check by both ids (`saleEndpoints`). */
export const KINDNESS_ENDPOINTS = saleEndpoints(KINDNESS_PATHS, 'Kindness', KindnessCreateContractRequest, [
  'unknown_program',
  'person_not_found',
  'insured_not_found',
]);

export const KindnessCreateContractResponse = KINDNESS_ENDPOINTS.save.schema.response[200];
export type KindnessCreateContractResponse = Static<typeof KindnessCreateContractResponse>;
export const KindnessCheckResponse = KINDNESS_ENDPOINTS.check.schema.response[200];
export type KindnessCheckResponse = Static<typeof KindnessCheckResponse>;
