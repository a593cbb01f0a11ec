import { Type, type Static } from '@sinclair/typebox';
import { AmountSeen, DateInput, ErrorBody, insurerSuccess, lookupAnswer, Phone } from './common';
import { PriceMismatchBody } from './sale';
import { GosNumber, TechNumber, TechSery } from './vehicle-fields';
import { endpoint } from './endpoint';
import { OSGOP_PATHS } from './paths';

/*
 * OSGOP, carrier liability to passengers (spec 001 "Osgop"): the vehicle, the price, the save. The payment
 * check is the platform's `POST /sayt/contract/check`. Server behaviour: apps/api/src/products/osgop/README.md.
 */

const VehicleKeys = {
  seria: TechSery,
  number: TechNumber,
  vehicleNumber: GosNumber,
};

/** `POST /sayt/osgop/auto {seria, number, vehicleNumber}`: tech passport series and number, plate. */
export const OsgopAutoRequest = Type.Object(VehicleKeys, {
  $id: 'OsgopAutoRequest',
  additionalProperties: false,
});
export type OsgopAutoRequest = Static<typeof OsgopAutoRequest>;

export const OSGOP_KINDS = ['bus', 'minibus', 'taxi'] as const;

export const OsgopVehicle = Type.Object(
  {
    vehicleNumber: Type.String({ examples: ['01456ABD'] }),
    seria: Type.String({ examples: ['AAE'] }),
    number: Type.String({ examples: ['4123456'] }),
    model: Type.String(),
    issue_year: Type.Integer(),
    kind: Type.Union(OSGOP_KINDS.map((k) => Type.Literal(k))),
    seats: Type.Integer({ minimum: 1, description: 'passenger seats in the register' }),
    owner: Type.Object({
      type: Type.Union([Type.Literal('person'), Type.Literal('organization')]),
      name: Type.String({
        description: "a company's name, or a person owner masked (`K. Alisher`) with no document of theirs",
      }),
      inn: Type.Union([Type.String(), Type.Null()], { description: 'a company owner: its INN' }),
    }),
  },
  { $id: 'OsgopVehicle' },
);
export type OsgopVehicle = Static<typeof OsgopVehicle>;

export const { found: OsgopAutoFound, answer: OsgopAutoResponse } = lookupAnswer('OsgopAuto', {
  response: OsgopVehicle,
});
export type OsgopAutoFound = Static<typeof OsgopAutoFound>;

/** Failures (HTTP 200): 1 vehicle_not_found, 2 not_a_passenger_carrier. */
export type OsgopAutoResponse = Static<typeof OsgopAutoResponse>;

export const OsgopDateTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: 'term: 1 = 3 months, 2 = 6 months, 3 = 12 months',
});

/** `POST /sayt/osgop/calculation`. */
export const OsgopCalculationRequest = Type.Object(
  { ...VehicleKeys, seats: Type.Integer({ minimum: 1, maximum: 200 }), dateType: OsgopDateTypeSchema },
  { $id: 'OsgopCalculationRequest', additionalProperties: false },
);
export type OsgopCalculationRequest = Static<typeof OsgopCalculationRequest>;

export const { found: OsgopCalculationFound, answer: OsgopCalculationResponse } = lookupAnswer(
  'OsgopCalculation',
  {
    price: Type.Integer({ description: 'premium, UZS' }),
    insured_sum: Type.Integer({ description: '44,000,000 UZS x seats' }),
    months: Type.Integer(),
  },
);
export type OsgopCalculationFound = Static<typeof OsgopCalculationFound>;

export type OsgopCalculationResponse = Static<typeof OsgopCalculationResponse>;

/** `POST /sayt/osgop/save`. Unknown keys are dropped (additionalProperties: false). */
export const OsgopSaveRequest = Type.Object(
  {
    ...VehicleKeys,
    seats: Type.Integer({ minimum: 1, maximum: 200 }),
    dateType: OsgopDateTypeSchema,
    beginDate: DateInput,
    applicant: Type.Object(
      {
        seria: Type.String({ pattern: '^[A-Z]{2}$', examples: ['AA'] }),
        number: Type.String({ pattern: '^[0-9]{7}$', examples: ['1234567'] }),
        birthday: DateInput,
        phone: Phone,
      },
      { additionalProperties: false },
    ),
    amount_uzs: AmountSeen(),
  },
  { $id: 'OsgopSaveRequest', additionalProperties: false },
);
export type OsgopSaveRequest = Static<typeof OsgopSaveRequest>;

export const OsgopSaveResponse = insurerSuccess('OsgopSaveResponse', {
  id: Type.Integer({ description: 'contract id' }),
  order_id: Type.String(),
  url: Type.String({ description: 'the Click payment link' }),
  payme_url: Type.String(),
  amount_uzs: Type.Integer({ description: "the server's premium, UZS" }),
});
export type OsgopSaveResponse = Static<typeof OsgopSaveResponse>;

/** The save's 422 refusals besides the kit's `price_mismatch`. */
export type OsgopErrorCode =
  'vehicle_not_found' | 'not_a_passenger_carrier' | 'seats_mismatch' | 'person_not_found' | 'validation';

const OsgopRefusal = Type.Union([PriceMismatchBody, ErrorBody], { $id: 'OsgopRefusal' });

/** The OSGOP endpoints: the carrier look-up, the calculation, the save (paid, then the platform's check). */
export const OSGOP_ENDPOINTS = {
  vehicle: endpoint(OSGOP_PATHS.vehicle, { body: OsgopAutoRequest, response: { 200: OsgopAutoResponse } }, [
    'validation',
    'vehicle_not_found',
    'not_a_passenger_carrier',
  ]),
  calculate: endpoint(
    OSGOP_PATHS.calculate,
    { body: OsgopCalculationRequest, response: { 200: OsgopCalculationResponse } },
    ['validation', 'vehicle_not_found', 'not_a_passenger_carrier', 'seats_mismatch'],
  ),
  save: endpoint(
    OSGOP_PATHS.save,
    { body: OsgopSaveRequest, response: { 200: OsgopSaveResponse, 422: OsgopRefusal } },
    [
      'validation',
      'price_mismatch',
      'vehicle_not_found',
      'not_a_passenger_carrier',
      'seats_mismatch',
      'person_not_found',
    ],
  ),
};
