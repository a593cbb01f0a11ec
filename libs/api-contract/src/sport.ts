import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, ErrorBody } from './common';
import { PriceMismatchBody } from './sale';
import { endpoint } from './endpoint';
import { SPORT_PATHS } from './paths';

/*
 * Sportsman insurance (spec 001 "Sport"): types, the save (an invoice) and the check by order id. Server
 * behaviour and error codes: apps/api/src/products/sport/README.md.
 */

const Localised = { name_uz: Type.String(), name_ru: Type.String(), name_en: Type.String() };

export const SportTypeRow = Type.Object(
  {
    id: Type.Integer({ examples: [33] }),
    ...Localised,
    type: Type.Integer({ description: 'risk group: 1 low, 2 medium, 3 high' }),
    date_type: Type.Integer({ description: 'the period of this row: a data_types id' }),
    limit: Type.Number({ description: 'rate in per cent of the sum insured', examples: [3.5] }),
  },
  { $id: 'SportTypeRow' },
);
export type SportTypeRow = Static<typeof SportTypeRow>;

export const SportDataTypeRow = Type.Object(
  { id: Type.Integer(), ...Localised, months: Type.Integer() },
  { $id: 'SportDataTypeRow' },
);
export type SportDataTypeRow = Static<typeof SportDataTypeRow>;

/** `GET /sayt/sportsman/type/v2`. */
export const SportTypesResponse = Type.Object(
  {
    error: Type.Literal(0),
    result: Type.Literal(true),
    message: Type.String(),
    types: Type.Array(SportTypeRow),
    data_types: Type.Array(SportDataTypeRow),
    amounts: Type.Array(Type.Integer(), { description: 'sums insured on sale, UZS' }),
  },
  { $id: 'SportTypesResponse' },
);
export type SportTypesResponse = Static<typeof SportTypesResponse>;

const Resident = {
  seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
  number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
};

/** `POST /sayt/sportsman/save/v2`. */
export const SportSaveRequest = Type.Object(
  {
    type_id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'a types row: sport and period' }),
    insurance_amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, examples: [10_000_000] }),
    start_date: DateInput,
    insurer: Type.Object(
      { ...Resident, birthday: DateInput, phone: Type.String({ pattern: '^998[0-9]{9}$' }) },
      { additionalProperties: false },
    ),
    insured: Type.Union([
      Type.Object(
        { resident_type: Type.Literal(1), ...Resident, birthday: DateInput },
        {
          additionalProperties: false,
          description: 'a resident of Uzbekistan, found in the person registry',
        },
      ),
      Type.Object(
        {
          resident_type: Type.Literal(6),
          passport: Type.String({ pattern: '^[A-Z0-9]{5,12}$' }),
          first_name: Type.String({ pattern: "^[A-Za-z][A-Za-z' -]{0,49}$" }),
          last_name: Type.String({ pattern: "^[A-Za-z][A-Za-z' -]{0,49}$" }),
          birthday: DateInput,
        },
        { additionalProperties: false, description: 'a foreign citizen: foreign passport, Latin names' },
      ),
    ]),
    amount_uzs: AmountSeen('the premium seen; checked (422)'),
  },
  { $id: 'SportSaveRequest', additionalProperties: false },
);
export type SportSaveRequest = Static<typeof SportSaveRequest>;

export const SportSaveResponse = Type.Object(
  {
    error: Type.Literal(0),
    result: Type.Literal(true),
    message: Type.String(),
    contract_id: Type.Integer(),
    invoice: Type.Object({
      amount_uzs: Type.Integer(),
      order_id: Type.String(),
      click_url: Type.String(),
      payme_url: Type.String(),
    }),
  },
  { $id: 'SportSaveResponse' },
);
export type SportSaveResponse = Static<typeof SportSaveResponse>;

/** The save's refusals besides the kit's `price_mismatch`. */
export type SportErrorCode = 'validation' | 'person_not_found' | 'insured_not_found' | 'unknown_type';

const SportRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'SportRefusal' });

/** `POST /sayt/sportsman/check/v2 {order_id}` (a contract_id may come too and must then match). */
const SportCheckRequest = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9-]+$' }),
    contract_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  },
  { $id: 'SportCheckRequest', additionalProperties: false },
);

/** Paid: the policy (url, number), and the platform check's fields the payment step reads. */
export const SportCheckPaid = Type.Object(
  {
    error: Type.Literal(0),
    check: Type.Literal(true),
    url: Type.String(),
    polis_seria: Type.String(),
    polis_number: Type.String(),
    policy: Type.Object({ url: Type.String(), number: Type.String() }),
  },
  { $id: 'SportCheckPaid' },
);
/** Spec 001 section 8, sport: error 1 a network error, error 2 payment not made. */
export const SportCheckNotPaid = Type.Object(
  { error: Type.Literal(2), check: Type.Literal(false), message: Type.Literal('payment_not_made') },
  { $id: 'SportCheckNotPaid' },
);
export const SportCheckResponse = Type.Union([SportCheckPaid, SportCheckNotPaid], {
  $id: 'SportCheckResponse',
});
export type SportCheckResponse = Static<typeof SportCheckResponse>;

/**
 * The sportsman endpoints: the types (a dictionary), the save (an invoice; refusals: `validation` 400,
 * `unknown_type`, `person_not_found`, `insured_not_found`, `price_mismatch` 422) and the check by order id.
 */
export const SPORT_ENDPOINTS = {
  types: endpoint(SPORT_PATHS.types, { response: { 200: SportTypesResponse } }),
  save: endpoint(
    SPORT_PATHS.save,
    { body: SportSaveRequest, response: { 200: SportSaveResponse, 422: SportRefusal } },
    ['validation', 'unknown_type', 'person_not_found', 'insured_not_found', 'price_mismatch'],
  ),
  check: endpoint(SPORT_PATHS.check, { body: SportCheckRequest, response: { 200: SportCheckResponse } }, [
    'validation',
    'contract_not_found',
  ]),
};
