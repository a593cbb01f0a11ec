import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, ApplicantInput, DateInput, Pinfl } from './common';
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
    applicant: Type.Object({ ...ApplicantInput.properties, pinfl: Pinfl }, { additionalProperties: false }),
    kids: Type.Array(KidsChild, { minItems: 1, maxItems: 5 }),
    amount_uzs: AmountSeen(
      'the total the customer saw (program price x children); checked by the server (422)',
    ),
  },
  { $id: 'KidsCreateContractRequest', additionalProperties: false },
);
export type KidsCreateContractRequest = Static<typeof KidsCreateContractRequest>;

/** The save's refusals besides the kit's `price_mismatch`: `person_not_found` (the parent, 422), `validation` (400). */
export type KidsErrorCode = 'validation' | 'person_not_found';

/** The kids endpoints: the save and its check by both ids (`saleEndpoints`), schemas by `$id`. */
export const KIDS_ENDPOINTS = saleEndpoints(KIDS_PATHS, 'Kids', KidsCreateContractRequest, [
  'person_not_found',
]);
