import { Type, type Static } from '@sinclair/typebox';
import { DateInput, ErrorBody, insurerSuccess } from './common';
import { endpoint } from './endpoint';
import { TRAVEL_PATHS } from './paths';

/*
 * Travel insurance abroad (spec 000 "Travel") and minimal travel: reference data, the calculator and the save.
 * The person look-up (`/travel-neo/getPerson`) is in registries.ts, the payment check
 * (`/travel-neo/confirm-check {order_id}`) in payments.ts. Server behaviour: apps/api/src/products/travel/README.md.
 */

const Names = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });
const ProgramId = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 Basic, 2 Comfort, 3 Premium',
});
export const TRAVEL_PURPOSE_IDS = [1, 3, 4, 5] as const;
const PurposeId = Type.Union(
  TRAVEL_PURPOSE_IDS.map((id) => Type.Literal(id)),
  { description: '1 travel, 3 sport, 4 education, 5 work' },
);
export const TRAVEL_RISK_NAMES = [
  'luggage',
  'accident',
  'cancel_travel',
  'person_respon',
  'delay_travel',
] as const;
export type TravelRiskName = (typeof TRAVEL_RISK_NAMES)[number];
const RiskKey = Type.Union(TRAVEL_RISK_NAMES.map((k) => Type.Literal(k)));
const CountryCode = Type.String({
  pattern: '^[A-Z]{2,3}$',
  description: 'ISO 3166-1 alpha-2, or SCH / WWD / AEU',
  examples: ['DE'],
});

export const TravelCountry = Type.Object(
  {
    id: Type.Integer(),
    code: CountryCode,
    uz: Type.String(),
    ru: Type.String(),
    en: Type.String(),
    shengen: Type.Boolean({ description: 'a Schengen state (or all of them)' }),
    programs: Type.Array(ProgramId, { description: 'programs the destination allows' }),
  },
  { $id: 'TravelCountry' },
);
export type TravelCountry = Static<typeof TravelCountry>;

/** `GET /travel-neo/get_country`: the insurer's `get-data` envelope. */
export const TravelReferenceResponse = insurerSuccess('TravelReferenceResponse', {
  response: Type.Object({
    country: Type.Array(TravelCountry),
    purpose: Type.Array(Type.Object({ id: PurposeId, name: Names, coefficient: Type.Number() })),
    tarifs: Type.Array(
      Type.Object({
        program_id: ProgramId,
        name: Names,
        sum_insured: Type.Integer(),
        currency: Type.String(),
      }),
    ),
    risk: Type.Array(
      Type.Object({
        key: RiskKey,
        name: Names,
        price: Type.Integer({ description: 'per traveller for a trip of up to 30 days, UZS' }),
        price_long: Type.Integer({ description: 'per traveller for a longer trip, UZS' }),
      }),
    ),
    valyuta: Type.Array(Type.Object({ code: Type.String(), kurs_cbu: Type.Number(), date: Type.String() })),
    uy_joy: Type.Object({ price: Type.Integer(), sum_insured: Type.Integer() }),
  }),
});
export type TravelReferenceResponse = Static<typeof TravelReferenceResponse>;

const tripFields = {
  begin_date: DateInput,
  end_date: Type.Optional(DateInput),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  countries: Type.Array(
    Type.Union([CountryCode, Type.Object({ code: CountryCode }, { additionalProperties: false })]),
    { minItems: 1, maxItems: 20, description: 'ISO codes, or the selected countries as `{ code, ... }`' },
  ),
  purpose_id: PurposeId,
  kop_martali: Type.Boolean({ description: 'multi-entry ("reusable")' }),
  is_family: Type.Boolean(),
  has_covid: Type.Boolean(),
  risklar: Type.Union(
    [
      Type.Array(RiskKey, { maxItems: 5 }),
      Type.Object(Object.fromEntries(TRAVEL_RISK_NAMES.map((k) => [k, Type.Optional(Type.Boolean())])), {
        additionalProperties: false,
      }),
    ],
    { description: 'the chosen add-on risks: their keys, or flags `{ luggage: true, ... }`' },
  ),
};

/** `POST /travel-neo/calculator-total`. Give `end_date` (purposes 1 and 3 on a single trip) or `days`. */
export const TravelCalculatorRequest = Type.Object(
  {
    ...tripFields,
    travelers: Type.Array(
      Type.Union([DateInput, Type.Object({ birthday: DateInput }, { additionalProperties: false })]),
      { minItems: 1, maxItems: 30, description: "each traveller's birthday (or `{ birthday }`)" },
    ),
    uy_joy: Type.Optional(Type.Boolean()),
  },
  { $id: 'TravelCalculatorRequest', additionalProperties: false },
);
export type TravelCalculatorRequest = Static<typeof TravelCalculatorRequest>;

export const TravelTarif = Type.Object(
  {
    program_id: ProgramId,
    program_name: Names,
    prem_eur: Type.Number({ description: 'medical cover, EUR' }),
    prem_uzs: Type.Integer({ description: 'what the customer pays: medical + risks + home cover, UZS' }),
    kurs_cbu: Type.Number(),
    sum_insured: Type.Integer({ description: 'EUR' }),
  },
  { $id: 'TravelTarif' },
);
export type TravelTarif = Static<typeof TravelTarif>;

export const TravelCalculatorResponse = insurerSuccess('TravelCalculatorResponse', {
  response: Type.Array(TravelTarif),
  days: Type.Integer({ description: 'days priced' }),
});
export type TravelCalculatorResponse = Static<typeof TravelCalculatorResponse>;

export const TravelTraveler = Type.Object(
  {
    name: Type.String({
      minLength: 2,
      maxLength: 80,
      pattern: "^[A-Za-z][A-Za-z' -]*$",
      description: 'as in the travel passport, Latin letters',
      examples: ['KARIMOV ALISHER'],
    }),
    birthday: DateInput,
    passport_series: Type.String({ pattern: '^[A-Z0-9]{2}$', examples: ['AA'] }),
    passport_number: Type.String({ pattern: '^[A-Z0-9]{5,10}$', examples: ['1234567'] }),
  },
  { additionalProperties: false },
);

/** `POST /travel-neo/save-polis`. `summa_all` is what the customer saw: checked by the server (422). */
export const TravelSaveRequest = Type.Object(
  {
    ...tripFields,
    summa_all: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }),
    program_id: ProgramId,
    uy_joy: Type.Boolean({ description: 'home cover while away' }),
    travelers: Type.Array(TravelTraveler, { minItems: 1, maxItems: 30 }),
    insurer_name: Type.String({ minLength: 2, maxLength: 120, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    insurer_birthday: DateInput,
    insurer_passport_series: Type.String({ pattern: '^[A-Z0-9]{2}$' }),
    insurer_passport_number: Type.String({ pattern: '^[A-Z0-9]{5,10}$' }),
    insurer_pinfl: Type.Optional(Type.String({ pattern: '^[0-9]{14}$', description: 'a citizen' })),
    insurer_country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$', description: 'a foreigner' })),
    insurer_phone: Type.String({ pattern: '^998[0-9]{9}$' }),
    insurer_email: Type.Optional(
      Type.String({ maxLength: 120, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
    ),
    minimal: Type.Optional(Type.Boolean({ description: 'minimal travel: cheapest program, no add-ons' })),
  },
  { $id: 'TravelSaveRequest', additionalProperties: false },
);
export type TravelSaveRequest = Static<typeof TravelSaveRequest>;

export const TravelSaveResponse = insurerSuccess('TravelSaveResponse', {
  response: Type.Object({
    contract_id: Type.Integer(),
    order_id: Type.String(),
    payme_url: Type.String(),
    url: Type.String({ description: 'the Click link' }),
    amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
  }),
});
export type TravelSaveResponse = Static<typeof TravelSaveResponse>;

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type TravelErrorCode = 'validation' | 'program_not_allowed' | 'minimal_not_cheapest';

/** 422 price_mismatch: `summa_all` differs; the message says "Summa farqli hisoblandi. Serverda: <figure>". */
export const TravelPriceMismatch = Type.Object(
  {
    error: Type.Object({
      code: Type.Literal('price_mismatch'),
      message: Type.String(),
      details: Type.Array(Type.Object({ part: Type.String(), path: Type.String(), message: Type.String() })),
    }),
    amount_uzs: Type.Integer(),
    summa_all: Type.Integer(),
  },
  { $id: 'TravelPriceMismatch' },
);
export const TravelRefusal = Type.Union([TravelPriceMismatch, ErrorBody], { $id: 'TravelRefusal' });
export type TravelRefusal = Static<typeof TravelRefusal>;

/** The travel endpoints: the reference lists, the calculator and the save (422 refusals). */
export const TRAVEL_ENDPOINTS = {
  countries: endpoint(TRAVEL_PATHS.countries, { response: { 200: TravelReferenceResponse } }),
  calculate: endpoint(
    TRAVEL_PATHS.calculate,
    { body: TravelCalculatorRequest, response: { 200: TravelCalculatorResponse } },
    ['validation'],
  ),
  save: endpoint(
    TRAVEL_PATHS.save,
    { body: TravelSaveRequest, response: { 200: TravelSaveResponse, 422: TravelRefusal } },
    ['validation', 'price_mismatch', 'program_not_allowed', 'minimal_not_cheapest'],
  ),
};
