import type { Kysely, Selectable } from 'kysely';
import type { OsagoVehicle } from '@polis/api-contract';
import { isRestrictedModel, territoryOf } from '@polis/tariffs';
import type { Database, VehiclesTable } from '../db/schema';
import { maskPersonName } from '../outbox/mask';
import { digitsOf, plateOf, seriesOf } from './registry-keys';
import { cachedRegistry } from './registry-cache';

export type VehicleRecord = Selectable<VehiclesTable>;

export interface VehicleDocs {
  readonly plate: string;
  readonly techSeries: string;
  readonly techNumber: string;
}

export const vehicleDocsOf = (plate: string, techSeries: string, techNumber: string): VehicleDocs => ({
  plate: plateOf(plate),
  techSeries: seriesOf(techSeries),
  techNumber: digitsOf(techNumber),
});

/**
 * The vehicle whose plate and technical passport both match. A plate alone is public (it is on the car),
 * so the technical passport is what shows the caller holds the vehicle's papers. Kept a minute per process
 * (`./registry-cache.ts`).
 */
export const findVehicle = (db: Kysely<Database>, docs: VehicleDocs): Promise<VehicleRecord | null> =>
  cachedRegistry(db, 'vehicles', `${docs.plate} ${docs.techSeries} ${docs.techNumber}`, async () => {
    const row = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('gov_number', '=', docs.plate)
      .where('tech_series', '=', docs.techSeries)
      .where('tech_number', '=', docs.techNumber)
      .executeTakeFirst();
    return row ?? null;
  });

/** Heavy and special vehicles are 2 whatever the registry holds beyond 1 (the tariff knows two kinds). */
export const vehicleTypeOf = (vehicle: Pick<VehicleRecord, 'vehicle_type_id'>): 1 | 2 =>
  vehicle.vehicle_type_id === 1 ? 1 : 2;

/**
 * The registered owner as a plate and a tech passport may show them: a company in full, a person masked
 * (`K. Alisher`) with no document of theirs. The full name comes from the owner's passport and birthday
 * (`/osago-neo/check-person`).
 */
export const ownerNameShown = (vehicle: Pick<VehicleRecord, 'owner_type' | 'owner_name'>): string =>
  vehicle.owner_type === 'organization' ? vehicle.owner_name : maskPersonName(vehicle.owner_name);

/** The car as the look-ups answer it: the owner masked unless a company (`ownerNameShown`). */
export function vehicleView(vehicle: VehicleRecord): OsagoVehicle {
  let view = views.get(vehicle);
  if (!view) {
    view = Object.freeze(viewOf(vehicle));
    views.set(vehicle, view);
  }
  return view;
}

/**
 * Each registry row's view is made once: the rows are the registry cache's (`./registry-cache.ts`), so a view
 * goes when its row goes. Frozen, as the row is: one answer cannot change the next.
 */
const views = new WeakMap<VehicleRecord, OsagoVehicle>();

function viewOf(vehicle: VehicleRecord): OsagoVehicle {
  return {
    gos_number: vehicle.gov_number,
    tech_sery: vehicle.tech_series,
    tech_number: vehicle.tech_number,
    car_model: vehicle.model,
    car_owner: ownerNameShown(vehicle),
    owner_type: vehicle.owner_type,
    inn: vehicle.owner_type === 'organization' ? vehicle.owner_inn : null,
    vehicle_type_id: vehicleTypeOf(vehicle),
    issue_year: vehicle.issue_year,
    body_number: vehicle.body_number,
    engine_number: vehicle.engine_number,
    territory: territoryOf(vehicle.gov_number),
    restricted: isRestrictedModel(vehicle.model),
  };
}
