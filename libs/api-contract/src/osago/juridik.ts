import { Type, type Static } from '@sinclair/typebox';
import { InsurerFailure, insurerSuccess } from '../common';
import { GosNumber, TechNumber, TechSery, VehicleTypeId } from './fields';

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

export const JuridikFound = insurerSuccess('OsagoJuridikFound', { response: JuridikOwner });
export type JuridikFound = Static<typeof JuridikFound>;

/** Failures: 1 vehicle_not_found, 2 car_owner_stir_not_found, 3 owner_is_person. */
export const JuridikResponse = Type.Union([JuridikFound, InsurerFailure], { $id: 'OsagoJuridikResponse' });
export type JuridikResponse = Static<typeof JuridikResponse>;
