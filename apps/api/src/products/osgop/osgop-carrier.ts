import type { Kysely } from 'kysely';
import type { OsgopCalculationResponse, OsgopVehicle } from '@polis/api-contract';
import { osgopInsuredSum, osgopPremium, osgopTerm } from '@polis/tariffs';
import type { Database } from '../../db/schema';
import { lookupFailure, SUCCESS } from '../../http/insurer-answers';
import {
  findVehicle,
  ownerNameShown,
  vehicleDocsOf,
  type VehicleRecord,
} from '../../registries/vehicle-lookup';
import { passengerEntry } from './passenger-register';

type Db = Kysely<Database>;
type Keys = { seria: string; number: string; vehicleNumber: string };

export type Carrier =
  | {
      readonly found: true;
      readonly vehicle: VehicleRecord;
      /** The owner's full name (the registry's, or the company's): for the contract, never the look-up. */
      readonly ownerName: string;
      /** The look-up's answer: a person owner masked (`ownerNameShown`). */
      readonly view: OsgopVehicle;
    }
  | { readonly found: false; readonly error: 1 | 2; readonly code: string; readonly message: string };

/** The vehicle in the vehicle registry (OSAGO's look-up) and in the passenger register, with its owner. */
export async function findCarrier(db: Db, keys: Keys): Promise<Carrier> {
  const vehicle = await findVehicle(db, vehicleDocsOf(keys.vehicleNumber, keys.seria, keys.number));
  if (!vehicle)
    return {
      found: false,
      error: 1,
      code: 'vehicle_not_found',
      message: 'No vehicle with this plate and tech passport',
    };
  const entry = passengerEntry(vehicle.gov_number);
  if (!entry)
    return {
      found: false,
      error: 2,
      code: 'not_a_passenger_carrier',
      message: 'The vehicle is not registered for carrying passengers',
    };
  let ownerName = vehicle.owner_name;
  if (vehicle.owner_type === 'organization' && vehicle.owner_inn) {
    const company = await db
      .selectFrom('companies')
      .select(['name'])
      .where('inn', '=', vehicle.owner_inn)
      .executeTakeFirst();
    if (company) ownerName = company.name;
  }
  return {
    found: true,
    vehicle,
    ownerName,
    view: {
      vehicleNumber: vehicle.gov_number,
      seria: vehicle.tech_series,
      number: vehicle.tech_number,
      model: vehicle.model,
      issue_year: vehicle.issue_year,
      kind: entry.kind,
      seats: entry.seats,
      owner: {
        type: vehicle.owner_type === 'organization' ? 'organization' : 'person',
        // A person owner is masked (their full name needs their passport); a carrier company is in full.
        name: vehicle.owner_type === 'organization' ? ownerName : ownerNameShown(vehicle),
        inn: vehicle.owner_type === 'organization' ? vehicle.owner_inn : null,
      },
    },
  };
}

/** The calculation: the register's kind and seats (a different seat count is refused), the term. */
export async function calculate(
  db: Db,
  body: Keys & { seats: number; dateType: number },
): Promise<OsgopCalculationResponse> {
  const carrier = await findCarrier(db, body);
  if (!carrier.found) return lookupFailure(carrier.error, carrier.code, carrier.message);
  if (carrier.view.seats !== body.seats)
    return lookupFailure(3, 'seats_mismatch', `The register has ${carrier.view.seats} passenger seats`);
  const term = osgopTerm(body.dateType);
  const price = osgopPremium(carrier.view.kind, body.seats, body.dateType);
  if (!term || price === null) return lookupFailure(4, 'validation', 'Unknown term');
  return { ...SUCCESS, price, insured_sum: osgopInsuredSum(body.seats), months: term.months };
}
