import type { Kysely } from 'kysely';
import type { SavePolicyFailure } from '@polis/api-contract';
import { isRestrictedModel } from '@polis/tariffs';
import type { Database } from '../../db/schema';
import { findCompany, type Company } from '../../registries/company-lookup';
import { findPerson, fullNameOf, type PersonRecord } from '../../registries/person-lookup';
import type { OrderOwner } from './order';
import { saveFailure } from './osago-failures';
import { findVehicle, type VehicleDocs, type VehicleRecord } from '../../registries/vehicle-lookup';

export type Checked<T> =
  { readonly failure: SavePolicyFailure } | { readonly failure?: undefined; readonly value: T };

export type Holder =
  | { readonly type: 'person'; readonly person: PersonRecord }
  | { readonly type: 'organization'; readonly company: Company };

export const holderName = (holder: Holder) =>
  holder.type === 'person' ? fullNameOf(holder.person) : holder.company.name;

/** Codes 10: the vehicle must be in the registry and not a special-purpose one. */
export async function checkVehicle(db: Kysely<Database>, docs: VehicleDocs): Promise<Checked<VehicleRecord>> {
  const vehicle = await findVehicle(db, docs);
  if (!vehicle) return { failure: saveFailure('vehicleNotFound') };
  if (isRestrictedModel(vehicle.model)) return { failure: saveFailure('restrictedModel') };
  return { value: vehicle };
}

/**
 * Codes 1 and 2: the owner named in the save must be the registered owner. A person's passport and
 * birthday must be those of the vehicle's owner (one answer for "unknown passport", "wrong birthday" and
 * "someone else's car", so it confirms nothing); an organisation's INN must be the owner's and be known
 * to the tax registry.
 */
export async function checkOwner(
  db: Kysely<Database>,
  vehicle: VehicleRecord,
  owner: OrderOwner,
): Promise<Checked<Holder>> {
  if (owner.type === 'person') {
    const person = await findPerson(db, {
      birthday: owner.birthday,
      passport: { series: owner.passportSeries, number: owner.passportNumber },
    });
    if (!person || vehicle.owner_type !== 'person' || vehicle.owner_pinfl !== person.pinfl) {
      return { failure: saveFailure('ownerDataNotFound') };
    }
    return { value: { type: 'person', person } };
  }
  if (vehicle.owner_type !== 'organization') return { failure: saveFailure('ownerIsPerson') };
  if (vehicle.owner_inn !== owner.inn) return { failure: saveFailure('ownerInnNotFound') };
  const company = await findCompany(db, owner.inn);
  if (!company) return { failure: saveFailure('ownerInnNotFound') };
  return { value: { type: 'organization', company } };
}
