import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { ContractCheckNotPaid, ContractCheckPaid } from './payments';
import { endpoint } from './endpoint';
import { TRAVEL_UZ_PATHS } from './paths';

/*
 * Travel around Uzbekistan (spec 001 "Domestic travel"): tariffs, the save and its payment check. Server
 * behaviour: apps/api/src/products/travel-around-uzbekistan/README.md.
 */

const Names = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

export const TravelUzbTariff = Type.Object(
  {
    id: Type.Integer({ examples: [1] }),
    name: Names,
    premium: Type.Integer({ description: 'per tourist and day, UZS', examples: [5_000] }),
    liability: Type.Integer({ description: 'sum insured per tourist, UZS', examples: [10_000_000] }),
  },
  { $id: 'TravelUzbTariff' },
);
export type TravelUzbTariff = Static<typeof TravelUzbTariff>;

/** `GET /sayt/travel-uzb/tarifs`. */
export const TravelUzbTariffsResponse = insurerSuccess('TravelUzbTariffsResponse', {
  response: Type.Array(TravelUzbTariff),
});
export type TravelUzbTariffsResponse = Static<typeof TravelUzbTariffsResponse>;

const Line = (maxLength: number, examples: string[]) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$', examples });

export const TRAVEL_UZB_TOURIST_TYPES = ['resident', 'foreign'] as const;
export type TravelUzbTouristType = (typeof TRAVEL_UZB_TOURIST_TYPES)[number];

export const TravelUzbTourist = Type.Object(
  {
    name: Line(60, ['Alisher']),
    lastname: Line(60, ['Karimov']),
    passport_data: Type.String({
      pattern: '^[A-Z0-9]{2,3}[0-9A-Z]{5,10}$',
      description: 'series and number without a space: AA1234567 (a foreign passport: its own format)',
      examples: ['AA1234567'],
    }),
    birthday: DateInput,
    type: Type.Union(
      TRAVEL_UZB_TOURIST_TYPES.map((t) => Type.Literal(t)),
      { description: 'a resident of Uzbekistan or a foreign visitor' },
    ),
    country: Type.Optional(
      Type.String({
        pattern: '^[A-Z]{2}$',
        description: 'ISO code of a foreigner’s passport',
        examples: ['KZ'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type TravelUzbTourist = Static<typeof TravelUzbTourist>;

/** `POST /sayt/travel-uzb/save`. `premium` is the total the customer saw (premium x tourists x days). */
export const TravelUzbSaveRequest = Type.Object(
  {
    begin_date: DateInput,
    end_date: DateInput,
    selected_tariff: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    premium: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
    applicant: Type.Object(
      {
        seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
        number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
        birthday: DateInput,
        phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
      },
      { additionalProperties: false },
    ),
    tourists: Type.Array(TravelUzbTourist, { minItems: 1, maxItems: 10 }),
  },
  { $id: 'TravelUzbSaveRequest', additionalProperties: false },
);
export type TravelUzbSaveRequest = Static<typeof TravelUzbSaveRequest>;

export const TravelUzbSaveResponse = insurerSuccess('TravelUzbSaveResponse', {
  response: Type.Object({
    contract_id: Type.Integer(),
    order_id: Type.String(),
    payme_url: Type.String(),
    url: Type.String({ description: 'the Click link' }),
    amount_uzs: Type.Integer({ description: "the server's total premium, UZS" }),
    days: Type.Integer(),
    liability: Type.Integer({ description: 'liability x tourists, UZS' }),
  }),
});
export type TravelUzbSaveResponse = Static<typeof TravelUzbSaveResponse>;

export type TravelUzbErrorCode = 'validation' | 'unknown_tariff' | 'person_not_found';

export const TravelUzbPriceMismatch = Type.Object(
  {
    error: Type.Object({
      code: Type.Literal('price_mismatch'),
      message: Type.String(),
      details: Type.Array(Type.Object({ part: Type.String(), path: Type.String(), message: Type.String() })),
    }),
    amount_uzs: Type.Integer(),
  },
  { $id: 'TravelUzbPriceMismatch' },
);
export const TravelUzbRefusal = Type.Union([TravelUzbPriceMismatch, ErrorBody], { $id: 'TravelUzbRefusal' });
export type TravelUzbRefusal = Static<typeof TravelUzbRefusal>;

/** `POST /sayt/travel-uzb/check {contract_id, order_id}`: both ids, which must belong together. */
export const TravelUzbCheckRequest = Type.Object(
  {
    contract_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
  },
  { $id: 'TravelUzbCheckRequest', additionalProperties: false },
);
export type TravelUzbCheckRequest = Static<typeof TravelUzbCheckRequest>;

export const TravelUzbCheckResponse = Type.Union([ContractCheckPaid, ContractCheckNotPaid], {
  $id: 'TravelUzbCheckResponse',
});
export type TravelUzbCheckResponse = Static<typeof TravelUzbCheckResponse>;

/** The travel around Uzbekistan endpoints: the tariffs (a dictionary), the save and the check. */
export const TRAVEL_UZB_ENDPOINTS = {
  tariffs: endpoint(TRAVEL_UZ_PATHS.tariffs, { response: { 200: TravelUzbTariffsResponse } }),
  save: endpoint(
    TRAVEL_UZ_PATHS.save,
    { body: TravelUzbSaveRequest, response: { 200: TravelUzbSaveResponse, 422: TravelUzbRefusal } },
    ['validation', 'unknown_tariff', 'person_not_found', 'price_mismatch'],
  ),
  check: endpoint(
    TRAVEL_UZ_PATHS.check,
    { body: TravelUzbCheckRequest, response: { 200: TravelUzbCheckResponse } },
    ['validation', 'contract_not_found'],
  ),
};
