import { Type, type Static } from '@sinclair/typebox';
import { ErrorBody, insurerSuccess } from './common';
import { PriceMismatchBody } from './sale';
import { endpoint } from './endpoint';
import { DMS_PATHS } from './paths';
import { InterfaceLang } from './payments';

/*
 * DMS (corporate health cover, spec 001): the partner clinics and pharmacies. Server:
 * apps/api/src/products/dms/README.md.
 */

export const DMS_CATEGORIES = ['Basic', 'Comfort', 'VIP'] as const;
export type DmsCategory = (typeof DMS_CATEGORIES)[number];

/** `GET /dms/hospitals` and `GET /dms/pharmacy`: every filter optional. */
export const DmsPlaceQuery = Type.Object(
  {
    category: Type.Optional(Type.Union(DMS_CATEGORIES.map((c) => Type.Literal(c)))),
    region_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    name: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { $id: 'DmsPlaceQuery', additionalProperties: false },
);
export type DmsPlaceQuery = Static<typeof DmsPlaceQuery>;

export const DmsPlace = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    category: Type.Union(
      DMS_CATEGORIES.map((c) => Type.Literal(c)),
      {
        description: 'the lowest programme whose holders are served here (a VIP holder is served everywhere)',
      },
    ),
    region_id: Type.Integer(),
    city: Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() }),
    address: Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() }),
    phone: Type.String(),
  },
  { $id: 'DmsPlace' },
);
export type DmsPlace = Static<typeof DmsPlace>;

export const DmsHospitalsResponse = insurerSuccess('DmsHospitalsResponse', { data: Type.Array(DmsPlace) });
export type DmsHospitalsResponse = Static<typeof DmsHospitalsResponse>;
export const DmsPharmacyResponse = insurerSuccess('DmsPharmacyResponse', { data: Type.Array(DmsPlace) });
export type DmsPharmacyResponse = Static<typeof DmsPharmacyResponse>;

/*
 * The DMS constructor (spec 001: `GET /dms/constructor`, `POST /dms/constructor/calculation`,
 * `POST /dms/constructor/submit`). Amounts in UZS a year per employee; the server prices every choice.
 */
const Names = Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() });
const Category = Type.Union(DMS_CATEGORIES.map((c) => Type.Literal(c)));

export const DmsDefaultCoverage = Type.Object(
  {
    id: Type.Integer(),
    key: Type.String(),
    name: Names,
    coverage: Type.Integer({ description: 'its amount at the base limit: the weight of the distribution' }),
  },
  { $id: 'DmsDefaultCoverage' },
);
export type DmsDefaultCoverage = Static<typeof DmsDefaultCoverage>;

export const DmsAdditionalCoverage = Type.Object(
  {
    id: Type.Integer(),
    key: Type.String(),
    name: Names,
    coverage: Type.Integer({ description: 'the default amount (UZS), or days when is_travel' }),
    min_coverage: Type.Integer(),
    max_coverage: Type.Integer(),
    step: Type.Integer({ description: '100 000 for amounts, 1 for travel days' }),
    is_travel: Type.Boolean(),
    checked: Type.Boolean({ description: 'ticked by default' }),
  },
  { $id: 'DmsAdditionalCoverage' },
);
export type DmsAdditionalCoverage = Static<typeof DmsAdditionalCoverage>;

export const DmsConstructorResponse = insurerSuccess('DmsConstructorResponse', {
  data: Type.Object({
    base_limit: Type.Integer({ examples: [30_000_000] }),
    min_limit: Type.Integer(),
    max_limit: Type.Integer(),
    step: Type.Integer({ examples: [100_000] }),
    hospital_categories: Type.Array(Category),
    default_category: Category,
    travel_default_days: Type.Integer({ examples: [5] }),
    max_employees: Type.Integer(),
    default_coverages: Type.Array(DmsDefaultCoverage),
    additional_coverages: Type.Array(DmsAdditionalCoverage),
  }),
});
export type DmsConstructorResponse = Static<typeof DmsConstructorResponse>;

const Count = Type.Integer({ minimum: 1, maximum: 10_000 });

/** `POST /dms/constructor/calculation`: the limit, the category (VIP when absent), the ticked extras. */
export const DmsCalculationRequest = Type.Object(
  {
    limit: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description: 'per employee, steps of 100 000',
    }),
    hospital_category: Type.Optional(Category),
    additional_coverages: Type.Optional(
      Type.Array(
        Type.Object(
          { id: Type.Integer({ minimum: 1, maximum: 1000 }), coverage: Type.Integer({ minimum: 0 }) },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    ),
    number_of_employees: Type.Optional(Count),
  },
  { $id: 'DmsCalculationRequest', additionalProperties: false },
);
export type DmsCalculationRequest = Static<typeof DmsCalculationRequest>;

export const DmsCalculationResponse = insurerSuccess('DmsCalculationResponse', {
  constructor_request_id: Type.Integer({ description: 'what the submit sends' }),
  status: Type.Literal(0),
  limit: Type.Integer(),
  hospital_category: Category,
  default_coverages: Type.Array(Type.Object({ id: Type.Integer(), coverage: Type.Integer() })),
  additional_coverages: Type.Array(
    Type.Object({ id: Type.Integer(), coverage: Type.Integer(), price: Type.Integer() }),
  ),
  number_of_employees: Type.Integer(),
  price_per_employee: Type.Integer(),
  price_for_company: Type.Integer(),
});
export type DmsCalculationResponse = Static<typeof DmsCalculationResponse>;

/** `POST /dms/constructor/submit`: the spec's fields; `price_for_company` when sent is checked (422). */
export const DmsSubmitRequest = Type.Object(
  {
    constructor_request_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    full_name: Type.String({ minLength: 1, maxLength: 120, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    phone: Type.String({ pattern: '^998[0-9]{9}$', examples: ['998901234567'] }),
    company_name: Type.String({ minLength: 1, maxLength: 300, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    inn: Type.String({ pattern: '^[0-9]{9}$' }),
    number_of_employees: Count,
    price_for_company: Type.Optional(Type.Integer({ minimum: 0 })),
    lang: Type.Optional(InterfaceLang),
  },
  { $id: 'DmsSubmitRequest', additionalProperties: false },
);
export type DmsSubmitRequest = Static<typeof DmsSubmitRequest>;

export const DmsSubmitResponse = insurerSuccess('DmsSubmitResponse', {
  id: Type.Integer({ description: 'the application number the visitor is shown' }),
  constructor_request_id: Type.Integer(),
  status: Type.Literal(1),
  number_of_employees: Type.Integer(),
  price_per_employee: Type.Integer(),
  price_for_company: Type.Integer(),
  sms: Type.Optional(
    Type.Boolean({
      description: 'whether the number went to the phone by SMS with this answer (false: too many lately)',
    }),
  ),
});
export type DmsSubmitResponse = Static<typeof DmsSubmitResponse>;

/**
 * HTTP 422 of the calculation and the submit: `price_mismatch` (submit: `amount_uzs` is the server's
 * price for the company), `unknown_coverage`, `duplicate_coverage`, `coverage_out_of_range`.
 */
export const DmsRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'DmsRefusal' });
export type DmsRefusal = Static<typeof DmsRefusal>;

/** The DMS endpoints: partner clinics and pharmacies, the constructor, its calculation and its submit. */
export const DMS_ENDPOINTS = {
  hospitals: endpoint(
    DMS_PATHS.hospitals,
    { querystring: DmsPlaceQuery, response: { 200: DmsHospitalsResponse } },
    ['validation'],
  ),
  pharmacies: endpoint(
    DMS_PATHS.pharmacies,
    { querystring: DmsPlaceQuery, response: { 200: DmsPharmacyResponse } },
    ['validation'],
  ),
  constructor: endpoint(DMS_PATHS.constructor, { response: { 200: DmsConstructorResponse } }),
  calculate: endpoint(
    DMS_PATHS.calculate,
    { body: DmsCalculationRequest, response: { 200: DmsCalculationResponse, 422: DmsRefusal } },
    ['validation', 'unknown_coverage', 'duplicate_coverage', 'coverage_out_of_range', 'rate_limited'],
  ),
  submit: endpoint(
    DMS_PATHS.submit,
    { body: DmsSubmitRequest, response: { 200: DmsSubmitResponse, 409: ErrorBody, 422: DmsRefusal } },
    ['validation', 'constructor_request_not_found', 'already_submitted', 'price_mismatch', 'rate_limited'],
  ),
};
