import { Type, type Static } from '@sinclair/typebox';
import { DateInput, insurerSuccess, lookupAnswer } from './common';
import { endpoint } from './endpoint';
import { VEHICLE_PATHS } from './paths';
import {
  GosNumber,
  OwnerType,
  PassportNumber,
  PassportSeria,
  TechNumber,
  TechSery,
  Territory,
  VehicleTypeId,
} from './vehicle-fields';

/*
 * The vehicle and owner look-ups of the motor products' first step (spec 000 section 7, in the shapes agreed with
 * OSAGO's wizard): OSAGO, KASKO, quick and mini KASKO and OSGOP read the car by plate and tech passport. Server
 * behaviour and error codes: apps/api/src/registries/vehicle-routes.ts and apps/api/src/products/osago/README.md
 * ("Calls"). The `$id`s keep their Osago prefix: they name the OpenAPI components clients know.
 */

/* OSAGO contract, 1. POST /check-ip */

export const CheckIpRequest = Type.Object(
  { carNumber: GosNumber, techSery: TechSery, techNumber: TechNumber },
  { $id: 'OsagoCheckIpRequest' },
);
export type CheckIpRequest = Static<typeof CheckIpRequest>;

export const OsagoVehicle = Type.Object(
  {
    gos_number: Type.String({ examples: ['01A123BC'] }),
    tech_sery: Type.String({ examples: ['AAF'] }),
    tech_number: Type.String({ examples: ['1234567'] }),
    car_model: Type.String({ examples: ['Chevrolet Cobalt'] }),
    car_owner: Type.String({
      description:
        "a person owner masked (`K. Alisher`: the surname's initial and the first name; the full name comes " +
        "from /osago-neo/check-person with the owner's passport and birthday), or the company's name",
      examples: ['K. Alisher'],
    }),
    owner_type: OwnerType,
    inn: Type.Union([Type.String(), Type.Null()], { description: 'organization owner: INN; person: null' }),
    vehicle_type_id: VehicleTypeId,
    issue_year: Type.Integer(),
    body_number: Type.String(),
    engine_number: Type.String(),
    territory: Territory,
    restricted: Type.Boolean({
      description: 'the model is special-purpose (RESTRICTED_MODEL_FRAGMENTS): cannot be insured online',
    }),
  },
  { $id: 'OsagoVehicle' },
);
export type OsagoVehicle = Static<typeof OsagoVehicle>;

export const CheckIpFound = insurerSuccess('OsagoCheckIpFound', {
  status: Type.Literal(1),
  response: OsagoVehicle,
});
export type CheckIpFound = Static<typeof CheckIpFound>;

/** Not found: `error: 1, status: 0, code: 'vehicle_not_found'`. */
export const CheckIpNotFound = Type.Object(
  {
    error: Type.Literal(1),
    result: Type.Literal(false),
    status: Type.Literal(0),
    message: Type.String(),
    error_message: Type.String(),
    code: Type.String({ examples: ['vehicle_not_found'] }),
  },
  { $id: 'OsagoCheckIpNotFound' },
);
export type CheckIpNotFound = Static<typeof CheckIpNotFound>;

export const CheckIpResponse = Type.Union([CheckIpFound, CheckIpNotFound], { $id: 'OsagoCheckIpResponse' });
export type CheckIpResponse = Static<typeof CheckIpResponse>;

/* OSAGO contract, 2. POST /save-ip */

export const SaveIpRequest = Type.Object(
  {
    carNumber: GosNumber,
    techSery: TechSery,
    techNumber: TechNumber,
    phone: Type.Optional(
      Type.String({ pattern: '^(998[0-9]{9})?$', description: '998 + 9 digits, or empty' }),
    ),
  },
  { $id: 'OsagoSaveIpRequest' },
);
export type SaveIpRequest = Static<typeof SaveIpRequest>;

export const SaveIpResponse = insurerSuccess('OsagoSaveIpResponse', {
  id: Type.Integer({ description: 'id of the recorded application (lead)' }),
});
export type SaveIpResponse = Static<typeof SaveIpResponse>;

/** A vehicle missing from the registry is not recorded: the same failure as check-ip. */
export const SaveIpResult = Type.Union([SaveIpResponse, CheckIpNotFound], { $id: 'OsagoSaveIpResult' });
export type SaveIpResult = Static<typeof SaveIpResult>;

/* OSAGO contract, 4. POST /osago-neo/osago-juridik */

export const VehicleDocsRequest = Type.Object(
  { gos_number: GosNumber, tech_sery: TechSery, tech_number: TechNumber },
  { $id: 'OsagoVehicleDocsRequest' },
);
export type VehicleDocsRequest = Static<typeof VehicleDocsRequest>;

export const JuridikOwner = Type.Object(
  {
    inn: Type.String(),
    name: Type.String({ description: 'company name as the tax registry has it' }),
    pinfl: Type.Null(),
    car_model: Type.String(),
    vehicle_type_id: VehicleTypeId,
  },
  { $id: 'OsagoJuridikOwner' },
);
export type JuridikOwner = Static<typeof JuridikOwner>;

export const { found: JuridikFound, answer: JuridikResponse } = lookupAnswer('OsagoJuridik', {
  response: JuridikOwner,
});
export type JuridikFound = Static<typeof JuridikFound>;

/** Failures: 1 vehicle_not_found, 2 car_owner_stir_not_found, 3 owner_is_person. */
export type JuridikResponse = Static<typeof JuridikResponse>;

/* OSAGO contract, 5. POST /osago-neo/check-person */

export const CheckPersonRequest = Type.Object(
  {
    gos_number: GosNumber,
    tech_number: TechNumber,
    tech_sery: TechSery,
    owner__pass_seria: PassportSeria,
    owner__pass_number: PassportNumber,
    owner_birthday: DateInput,
  },
  { $id: 'OsagoCheckPersonRequest' },
);
export type CheckPersonRequest = Static<typeof CheckPersonRequest>;

export const OsagoOwnerPerson = Type.Object(
  {
    pinfl: Type.String(),
    name: Type.String({ examples: ['Alisher'] }),
    lastname: Type.String({ examples: ['Karimov'] }),
    middlename: Type.String({ examples: ['Bahodirovich'] }),
    full_name: Type.String({
      description: 'lastname name middlename',
      examples: ['Karimov Alisher Bahodirovich'],
    }),
  },
  { $id: 'OsagoOwnerPerson' },
);
export type OsagoOwnerPerson = Static<typeof OsagoOwnerPerson>;

export const { found: CheckPersonFound, answer: CheckPersonResponse } = lookupAnswer('OsagoCheckPerson', {
  response: OsagoOwnerPerson,
});
export type CheckPersonFound = Static<typeof CheckPersonFound>;

/** Failure 1 `car_owner_data_not_found` (also for an unknown vehicle: the answer never confirms which). */
export type CheckPersonResponse = Static<typeof CheckPersonResponse>;

/** Vehicle and owner look-ups of the motor products' first step. */
export const VEHICLE_ENDPOINTS = {
  check: endpoint(VEHICLE_PATHS.check, { body: CheckIpRequest, response: { 200: CheckIpResponse } }, [
    'validation',
    'vehicle_not_found',
    'rate_limited',
  ]),
  save: endpoint(VEHICLE_PATHS.save, { body: SaveIpRequest, response: { 200: SaveIpResult } }, [
    'validation',
    'vehicle_not_found',
    'rate_limited',
  ]),
  company: endpoint(VEHICLE_PATHS.company, { body: VehicleDocsRequest, response: { 200: JuridikResponse } }, [
    'validation',
    'vehicle_not_found',
    'car_owner_stir_not_found',
    'owner_is_person',
    'rate_limited',
  ]),
  person: endpoint(
    VEHICLE_PATHS.person,
    { body: CheckPersonRequest, response: { 200: CheckPersonResponse } },
    ['validation', 'car_owner_data_not_found', 'rate_limited'],
  ),
};
