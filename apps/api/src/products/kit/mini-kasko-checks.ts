import type { Kysely } from 'kysely';
import type { MiniKaskoRefusal } from '@polis/api-contract';
import { isRestrictedModel, miniKaskoProgram, type MiniKaskoProgram } from '@polis/tariffs';
import type { Database } from '../../db/schema';
import { errorBody } from '../../errors';
import { Issues } from '../../http/issues';
import { priceMismatchBody } from './price-mismatch';
import { findVehicle, vehicleDocsOf, type VehicleRecord } from '../../registries/vehicle-lookup';
import { findPerson, type PersonRecord } from '../../registries/person-lookup';
import { splitPassport } from './car-facts';

/** The fields mini KASKO and monthly mini KASKO check alike. */
export interface MiniKaskoApplication {
  readonly birthday: string;
  readonly program_id: number;
  readonly gos_number: string;
  readonly tech_sery: string;
  readonly tech_number: string;
  readonly passport: string;
  readonly amount_uzs?: number;
}

export type MiniKaskoChecked =
  | {
      readonly ok: true;
      readonly program: MiniKaskoProgram;
      readonly vehicle: VehicleRecord;
      readonly person: PersonRecord;
    }
  | { readonly ok: false; readonly refusal: { readonly status: 422; readonly body: MiniKaskoRefusal } };

/**
 * The checks of a mini KASKO application, monthly or not: a real birthday (else 400), the program, the car in
 * the vehicle registry (registries/vehicle-lookup.ts) and not a special-purpose one, the applicant in the
 * person registry, and the program's price (422 with the server's figure when the client's differs).
 */
export async function checkMiniKasko(
  db: Kysely<Database>,
  body: MiniKaskoApplication,
): Promise<MiniKaskoChecked> {
  const refused = (code: string, message: string): MiniKaskoChecked => ({
    ok: false,
    refusal: { status: 422, body: errorBody(code, message) },
  });
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  issues.throwIfAny();
  const program = miniKaskoProgram(body.program_id);
  if (!program) return refused('unknown_program', `No mini KASKO program ${body.program_id}`);
  const vehicle = await findVehicle(db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
  if (!vehicle) return refused('vehicle_not_found', 'No vehicle with this plate and technical passport');
  if (isRestrictedModel(vehicle.model))
    return refused('restricted_model', 'Special-purpose vehicles cannot be insured online');
  const person = await findPerson(db, { birthday, passport: splitPassport(body.passport) });
  if (!person) return refused('person_not_found', 'No person with this passport and birthday');
  if (body.amount_uzs !== undefined && body.amount_uzs !== program.priceUzs) {
    return { ok: false, refusal: { status: 422, body: priceMismatchBody(program.priceUzs) } };
  }
  return { ok: true, program, vehicle, person };
}
