import { Type, type Static } from '@sinclair/typebox';
import { insurerSuccess } from '../common';
import { GosNumber, OwnerType, TechNumber, TechSery, Territory, VehicleTypeId } from './fields';

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
