import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, insurerSuccess, Phone } from './common';
import { GosNumber, TechNumber, TechSery } from './vehicle-fields';
import { endpoint } from './endpoint';
import { KASKO_PATHS } from './paths';
import { saleEndpoints } from './sale';

/*
 * Full kasko (spec 001 "Kasko"): the car catalogue, the tariffs, the calculation, the save
 * (`POST /sayt/kasko/saqlash`) and its payment check. Server behaviour and error codes:
 * apps/api/src/products/kasko/README.md.
 */

const Position = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer({ description: 'UZS, this year' }),
});
const Model = Type.Object({ id: Type.Integer(), name: Type.String(), positions: Type.Array(Position) });
const Brand = Type.Object({ id: Type.Integer(), name: Type.String(), models: Type.Array(Model) });

/** `GET /sayt/kasko/cars`: the brand -> model -> position tree with this year's prices. */
export const KaskoCarsResponse = insurerSuccess('KaskoCarsResponse', {
  cars: Type.Array(Brand),
  depreciation_per_year: Type.Number({ examples: [0.05] }),
});
export type KaskoCarsResponse = Static<typeof KaskoCarsResponse>;

const Localised = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });

/** `GET /kasko-neo/get-tarif`: programs (type 0) and constructor risks (type 1). */
export const KaskoTarifResponse = insurerSuccess('KaskoTarifResponse', {
  programs: Type.Array(
    Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String(), percent: Type.Number() }),
  ),
  default_program: Type.Integer(),
  risks: Type.Array(Type.Object({ id: Type.Integer(), name: Localised, percent: Type.Number() })),
  default_liability: Type.Integer({ description: 'each liability, UZS' }),
  min_premium: Type.Integer({ description: 'the start price, UZS' }),
});
export type KaskoTarifResponse = Static<typeof KaskoTarifResponse>;

/** `POST /kasko-neo/hisoblash {price}`. */
const KaskoHisoblashRequest = Type.Object(
  {
    price: Type.Integer({
      minimum: 1_000_000,
      maximum: 100_000_000_000,
      description: "the car's price, UZS",
    }),
  },
  { $id: 'KaskoHisoblashRequest', additionalProperties: false },
);

export const KaskoHisoblashResponse = insurerSuccess('KaskoHisoblashResponse', {
  tarif_1: Type.Integer(),
  tarif_2: Type.Integer(),
  tarif_3: Type.Integer(),
  konstruktor: Type.Array(Type.Object({ id: Type.Integer(), premium: Type.Integer() }), {
    description: 'each constructor risk priced for this car',
  }),
});
export type KaskoHisoblashResponse = Static<typeof KaskoHisoblashResponse>;

/** Free text of the about-car step: letters, digits, spaces and dashes, one line. */
const CarText = (description: string, examples: string[]) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    pattern: "^[A-Za-z0-9\\u0400-\\u04FF\\u02BB\\u02BC' -]+$",
    description,
    examples,
  });

/**
 * `POST /sayt/kasko/saqlash`: the wizard's state as the server needs it (spec 001 "Kasko" state: car from
 * the catalogue and its year, program type 0 with a program or 1 with constructor risks and liabilities,
 * the car's documents, the policyholder). The server recomputes the car's year price and the premium.
 * Unknown keys are dropped (additionalProperties: false).
 */
export const KaskoCreateContractRequest = Type.Object(
  {
    position_id: Type.Integer({
      minimum: 1,
      maximum: 2147483647,
      description: 'catalogue position',
      examples: [132],
    }),
    year: Type.Integer({
      minimum: 1950,
      maximum: 2100,
      description:
        "the car's year of issue: the vehicle registry's once the car is found there (else 422 year_mismatch)",
      examples: [2020],
    }),
    program_type: Type.Union([Type.Literal(0), Type.Literal(1)], {
      description: '0 a program (program_id), 1 the constructor (risks)',
    }),
    program_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647, examples: [2] })),
    risks: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
        minItems: 1,
        maxItems: 20,
        description: 'constructor risk ids (program_type 1)',
        examples: [[1, 7]],
      }),
    ),
    liabilities: Type.Optional(
      Type.Array(
        Type.Object(
          {
            risk_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
            amount: Type.Integer({ minimum: 1_000_000, maximum: 100_000_000, description: 'limit, UZS' }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20, description: 'limits of the chosen liability risks; 1,000,000 UZS each by default' },
      ),
    ),
    gos_number: GosNumber,
    tech_sery: TechSery,
    tech_number: TechNumber,
    body_number: CarText('body number (VIN)', ['XWB3L32EDLA123456']),
    engine_number: CarText('engine number', ['F16D4-123456']),
    color: CarText('colour', ['oq']),
    passport: Type.String({
      pattern: '^[A-Za-z]{2}[0-9]{7}$',
      description: 'policyholder: series (2 letters) and number (7 digits) together; the server splits them',
      examples: ['AA1234567'],
    }),
    birthday: DateInput,
    phone_number: Phone,
    amount_uzs: AmountSeen(),
  },
  { $id: 'KaskoCreateContractRequest', additionalProperties: false },
);
export type KaskoCreateContractRequest = Static<typeof KaskoCreateContractRequest>;

/**
 * What a `model_mismatch` or `year_mismatch` refusal says of the car the vehicle registry found: its model and
 * year of issue, which win over the catalogue car and year chosen.
 */
const RegistryCar = Type.Object({
  car_model: Type.String({ examples: ['Chevrolet Spark'] }),
  issue_year: Type.Integer({ examples: [2017] }),
});

/** The save's refusals besides the kit's `price_mismatch`; the front end's error table covers each once. */
export type KaskoErrorCode =
  | 'unknown_car'
  | 'car_too_old'
  | 'unknown_program'
  | 'unknown_risk'
  | 'vehicle_not_found'
  | 'restricted_model'
  | 'person_not_found'
  | 'model_mismatch'
  | 'year_mismatch'
  | 'validation';

/** The kasko endpoints: the catalogue and the tariff (dictionaries), the calculation, the save and its check. */
export const KASKO_ENDPOINTS = {
  cars: endpoint(KASKO_PATHS.cars, { response: { 200: KaskoCarsResponse } }),
  tariff: endpoint(KASKO_PATHS.tariff, { response: { 200: KaskoTarifResponse } }),
  calculate: endpoint(
    KASKO_PATHS.calculate,
    { body: KaskoHisoblashRequest, response: { 200: KaskoHisoblashResponse } },
    ['validation'],
  ),
  ...saleEndpoints(
    KASKO_PATHS,
    'Kasko',
    KaskoCreateContractRequest,
    [
      'unknown_car',
      'car_too_old',
      'unknown_program',
      'unknown_risk',
      'vehicle_not_found',
      'restricted_model',
      'person_not_found',
      'model_mismatch',
      'year_mismatch',
    ],
    {
      answer: { price: Type.Integer({ description: "the car's year price: the sum insured, UZS" }) },
      refusal: { response: Type.Optional(RegistryCar) },
    },
  ),
};

export const KaskoCreateContractResponse = KASKO_ENDPOINTS.save.schema.response[200];
export type KaskoCreateContractResponse = Static<typeof KaskoCreateContractResponse>;
export const KaskoCheckResponse = KASKO_ENDPOINTS.check.schema.response[200];
export type KaskoCheckResponse = Static<typeof KaskoCheckResponse>;
