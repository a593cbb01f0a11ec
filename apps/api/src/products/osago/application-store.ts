import type { Kysely } from 'kysely';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { OsagoPrefill } from '@polis/api-contract';
import type { Contract } from '../../contracts/contract-service';
import { tashkentDate, addDays, formatDate } from '../../contracts/format';
import type { Database } from '../../db/schema';
import type { CheckedDriver } from './driver-rules';
import type { OsagoOrder } from './order';
import type { Holder } from './owner-rules';
import { vehicleTypeOf, type VehicleRecord } from '../../registries/vehicle-lookup';
import { reusableInsert } from '../../db/reusable-query';
import { ownerPinflOf } from '../../db/owner-pinfl';

/** What a save stored for pre-fills: the part of `OsagoPrefill` that is not the contract's own columns. */
export const OsagoApplicationData = Type.Pick(OsagoPrefill, ['car', 'applicant', 'policy', 'drivers']);
export type OsagoApplicationData = Static<typeof OsagoApplicationData>;

/** What a save starts from: nothing (a new policy), or the contract it copies or extends. */
export interface SaveSource {
  readonly kind: 'policy' | 'copy' | 'extension';
  readonly contractId: number | null;
  /** Extension: the plate of the contract being extended; another vehicle is refused. */
  readonly plate?: string;
}

/** Registry values, not the client's: a pre-fill repeats what was verified. */
export function applicationDataOf(
  order: OsagoOrder,
  vehicle: VehicleRecord,
  holder: Holder,
  drivers: readonly CheckedDriver[],
  discountId: number,
): OsagoApplicationData {
  return {
    car: {
      gos_number: vehicle.gov_number,
      tech_sery: vehicle.tech_series,
      tech_number: vehicle.tech_number,
      car_model: vehicle.model,
      car_owner: vehicle.owner_name,
      vehicle_type_id: vehicleTypeOf(vehicle),
      issue_year: vehicle.issue_year,
      body_number: vehicle.body_number,
      engine_number: vehicle.engine_number,
    },
    applicant: {
      type: holder.type,
      phone: order.phone,
      person:
        holder.type === 'person'
          ? {
              passportSery: holder.person.passport_series,
              passportNumber: holder.person.passport_number,
              birthday: formatDate(holder.person.birthday),
              pinfl: holder.person.pinfl,
              name: holder.person.first_name,
              lastname: holder.person.last_name,
              middle: holder.person.middle_name,
              gender: holder.person.gender,
            }
          : null,
      organization:
        holder.type === 'organization' ? { inn: holder.company.inn, name: holder.company.name } : null,
    },
    policy: {
      periodId: order.periodId,
      limit: order.limit,
      discountId,
      accident: order.addons.accident,
      gazBalloon: order.addons.gazBalloon,
      gosNumberInsurance: order.addons.gosNumberInsurance,
      miniKaskoProgramId: order.addons.miniKaskoProgramId,
    },
    drivers: drivers.map(({ order: d, person, licence }) => ({
      passport__seria: person.passport_series,
      passport__number: person.passport_number,
      driver_birthday: formatDate(person.birthday),
      licenseSeria: licence.series,
      licenseNumber: licence.number,
      licenseIssueDate: formatDate(licence.issue_date),
      relative: d.relative,
      pinfl: person.pinfl,
      name: person.first_name,
      lastname: person.last_name,
      middle: person.middle_name,
    })),
  };
}

const insertApplication = reusableInsert('osago_applications', [
  'contract_id',
  'kind',
  'source_contract_id',
  'data',
  'created_at',
  'owner_pinfl',
]);

/** The application row of a contract, written in the contract's transaction. */
export async function storeApplication(
  db: Kysely<Database>,
  contractId: number,
  source: SaveSource,
  data: OsagoApplicationData,
) {
  const json = JSON.stringify(data);
  await insertApplication(db, {
    contract_id: contractId,
    kind: source.kind,
    source_contract_id: source.contractId,
    data: json,
    created_at: new Date().toISOString(),
    owner_pinfl: ownerPinflOf(json),
  });
}

/** The contract's pre-fill, or null when it has no OSAGO application (another product, or unreadable). */
export async function prefillOf(
  db: Kysely<Database>,
  contract: Contract,
  now = new Date(),
): Promise<OsagoPrefill | null> {
  const row = await db
    .selectFrom('osago_applications')
    .select('data')
    .where('contract_id', '=', contract.id)
    .executeTakeFirst();
  if (!row) return null;
  let data: unknown;
  try {
    data = JSON.parse(row.data);
  } catch {
    return null;
  }
  if (!Value.Check(OsagoApplicationData, data)) return null;
  const today = tashkentDate(now);
  const next = contract.end_date ? addDays(contract.end_date, 1) : today;
  return {
    contract_id: contract.id,
    order_id: contract.order_id,
    agent_id: contract.agent_id,
    status: contract.status,
    start_date: contract.start_date,
    end_date: contract.end_date,
    next_start_date: next > today ? next : today,
    ...data,
  };
}
