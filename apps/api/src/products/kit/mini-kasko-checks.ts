import { isRestrictedModel, miniKaskoProgram, type MiniKaskoProgram } from '@polis/tariffs';
import type { ContractDetails } from '../../contracts/contract-service';
import { formatUzs } from '../../contracts/format';
import { Issues } from '../../http/issues';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findVehicle, vehicleDocsOf, type VehicleRecord } from '../../registries/vehicle-lookup';
import { findPerson, fullNameOf, type PersonRecord } from '../../registries/person-lookup';
import { carFacts, splitPassport } from './car-facts';
import { refuse, startOf, type Refused, type Sale, type SaleContext } from './sale';

/** An own-damage application's car and applicant (KASKO, mini KASKO, monthly mini KASKO). */
export interface CarApplication {
  readonly gos_number: string;
  readonly tech_sery: string;
  readonly tech_number: string;
  /** `AA1234567`. */
  readonly passport: string;
}

/** The fields mini KASKO and monthly mini KASKO check alike. */
export interface MiniKaskoApplication extends CarApplication {
  readonly birthday: string;
  readonly program_id: number;
  readonly phone_number: string;
}

/**
 * The car in the vehicle registry (registries/vehicle-lookup.ts), not a special-purpose one, and the applicant
 * in the person registry: refused (422) otherwise.
 */
export async function findCarAndHolder(
  db: Kysely<Database>,
  body: CarApplication,
  birthday: string,
): Promise<{ readonly vehicle: VehicleRecord; readonly person: PersonRecord } | Refused> {
  const vehicle = await findVehicle(db, vehicleDocsOf(body.gos_number, body.tech_sery, body.tech_number));
  if (!vehicle) return refuse('vehicle_not_found', 'No vehicle with this plate and technical passport');
  if (isRestrictedModel(vehicle.model))
    return refuse('restricted_model', 'Special-purpose vehicles cannot be insured online');
  const person = await findPerson(db, { birthday, passport: splitPassport(body.passport) });
  if (!person) return refuse('person_not_found', 'No person with this passport and birthday');
  return { vehicle, person };
}

/** A mini KASKO sale and the program it sells (monthly mini KASKO's plan is of that program). */
export type MiniKaskoSale = Sale & { readonly program: MiniKaskoProgram; readonly startDate: string };

/**
 * A mini KASKO application, monthly or not: a real birthday (else 400), the program, the car and the applicant
 * (`findCarAndHolder`);
 * then the sale at the program's price (the kit checks the client's figure), the cover from the next day
 * (`period`: its end and what the policy prints of it), the car on the policy, the program in the lead.
 */
export async function sellMiniKasko(
  body: MiniKaskoApplication,
  { db, today, start }: SaleContext,
  period: (startDate: string) => { readonly endDate: string; readonly details: ContractDetails },
): Promise<MiniKaskoSale | Refused> {
  const issues = new Issues();
  const birthday = issues.date('/birthday', body.birthday);
  issues.throwIfAny();
  const program = miniKaskoProgram(body.program_id);
  if (!program) return refuse('unknown_program', `No mini KASKO program ${body.program_id}`);
  const found = await findCarAndHolder(db, body, birthday);
  if ('refused' in found) return found;
  const { vehicle, person } = found;

  const startDate = startOf({ start, today });
  const { endDate, details } = period(startDate);
  return {
    program,
    amountUzs: program.priceUzs,
    phone: body.phone_number,
    holderName: fullNameOf(person),
    details: {
      ...carFacts(vehicle),
      program: `Mini KASKO ${program.name}`,
      insured_sum: program.coverUzs,
      ...details,
    },
    startDate,
    endDate,
    // No plate, no passport: the program and its cover.
    lead: `${program.name}, cover ${formatUzs(program.coverUzs)} UZS`,
    answer: { liability: program.coverUzs },
  };
}
