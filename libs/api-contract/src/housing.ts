import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './sale';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { HOUSING_PATHS } from './paths';

/*
 * Home insurance (spec 001 "Housing"): tariffs, the contract and its payment check. Server behaviour and
 * error codes: apps/api/src/products/housing/README.md.
 */

const LocalisedName = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

export const HousingProgram = Type.Object(
  {
    id: Type.Integer({ examples: [2] }),
    name: LocalisedName,
    total: Type.Integer({ description: 'sum insured, UZS', examples: [115_000_000] }),
    premium_year: Type.Integer({ description: 'premium of a 12-month cover, UZS', examples: [140_000] }),
  },
  { $id: 'HousingProgram' },
);
export type HousingProgram = Static<typeof HousingProgram>;

/** `GET /property-insurance-v2/getTariffs`. */
export const HousingTariffsResponse = insurerSuccess('HousingTariffsResponse', {
  programs: Type.Array(HousingProgram),
});
export type HousingTariffsResponse = Static<typeof HousingTariffsResponse>;

export const HOUSE_TYPES = [1, 2] as const;
export type HouseType = (typeof HOUSE_TYPES)[number];

/** `POST /property-insurance-v2/create-contract`. Unknown keys are dropped (additionalProperties: false). */
export const HousingCreateContractRequest = Type.Object(
  {
    start_date: DateInput,
    program_id: Type.Integer({ minimum: 1, maximum: 2147483647, examples: [2] }),
    home: Type.Object(
      {
        type: Type.Union(
          HOUSE_TYPES.map((t) => Type.Literal(t)),
          { description: '1 flat, 2 house' },
        ),
        address: Type.String({
          minLength: 5,
          maxLength: 300,
          pattern: '^[^\\u0000-\\u001f\\u007f]*$',
          description: 'printed on the policy; trimmed by the server, 5 to 300 characters, one line',
          examples: ['Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy, 34-xonadon'],
        }),
      },
      { additionalProperties: false },
    ),
    applicant: Type.Object(
      {
        seria: Type.String({ pattern: '^[A-Z]{2}$', description: 'passport series', examples: ['AA'] }),
        number: Type.String({ pattern: '^[0-9]{7}$', description: 'passport number', examples: ['1234567'] }),
        birthday: DateInput,
        phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
      },
      { additionalProperties: false },
    ),
    amount_uzs: AmountSeen(),
  },
  { $id: 'HousingCreateContractRequest', additionalProperties: false },
);
export type HousingCreateContractRequest = Static<typeof HousingCreateContractRequest>;

export const HousingCreateContractResponse = insurerSuccess('HousingCreateContractResponse', {
  contract_id: Type.Integer(),
  order_id: Type.String(),
  payme_url: Type.String(),
  click_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
});
export type HousingCreateContractResponse = Static<typeof HousingCreateContractResponse>;

/** HTTP 422 of create-contract: `price_mismatch` (with the server's figure), `unknown_program`, `person_not_found`. */
export const HousingRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'HousingRefusal' });
export type HousingRefusal = Static<typeof HousingRefusal>;

/** `POST /sayt/uyjoy-api/check`: both ids, so a guessed sequential id opens nothing. */
export const HousingCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'HousingCheckRequest', additionalProperties: false },
);
export type HousingCheckRequest = Static<typeof HousingCheckRequest>;

/** Paid: the `/sayt/contract/check` answer plus the spec's `result`. */
export const HousingCheckPaid = Type.Object(
  {
    ...ContractCheckPaid.properties,
    result: Type.Object({
      policy_number: Type.String({ description: 'series and number', examples: ['HOUS 0000012'] }),
      pdf_url: Type.String({ description: 'the policy PDF, the same link as `url`' }),
    }),
  },
  { $id: 'HousingCheckPaid' },
);
export type HousingCheckPaid = Static<typeof HousingCheckPaid>;

export const HousingCheckResponse = Type.Union([HousingCheckPaid, ContractCheckNotPaid], {
  $id: 'HousingCheckResponse',
});
export type HousingCheckResponse = Static<typeof HousingCheckResponse>;

/** The housing endpoints: the tariffs (a dictionary), the save and the check (paid: `result` added). */
export const HOUSING_ENDPOINTS = {
  tariffs: endpoint(HOUSING_PATHS.tariffs, { response: { 200: HousingTariffsResponse } }),
  save: endpoint(
    HOUSING_PATHS.save,
    {
      body: HousingCreateContractRequest,
      response: { 200: HousingCreateContractResponse, 422: HousingRefusal },
    },
    ['validation', 'unknown_program', 'person_not_found', 'price_mismatch'],
  ),
  check: endpoint(
    HOUSING_PATHS.check,
    { body: HousingCheckRequest, response: { 200: HousingCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
};
