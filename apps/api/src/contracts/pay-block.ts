import { Transaction, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { addDays } from '../products/osago/normalise';
import { lockVehicle, paidCoverOverlapping } from '../products/osago/vehicle-cover';
import { parseDetails, type Contract } from './contract-service';

/** Products whose policy the national registry keeps one of per vehicle and day. */
const ONE_PER_VEHICLE: ReadonlySet<string> = new Set(['osago', 'osago-limited']);

export interface PaidCover {
  /** The last day of the vehicle's paid cover that meets this contract's days. */
  readonly insured_until: string;
  /** The first day a new policy of the vehicle may start. */
  readonly next_start_date: string;
}

/**
 * A paid policy of the same vehicle whose days meet this unpaid contract's: the save refused such an
 * application, but two applications saved before either was paid would both pass it. Every way of paying
 * asks this before money moves, so the second one is refused (issue 14 item 3). Asked inside the payment's
 * transaction, it first takes the vehicle's lock: two payments at the same instant for two applications of
 * one car run one after the other, and the second finds the first's policy.
 */
export async function paidCoverBlocking(db: Kysely<Database>, contract: Contract): Promise<PaidCover | null> {
  if (!ONE_PER_VEHICLE.has(contract.product) || !contract.start_date || !contract.end_date) return null;
  const details = parseDetails(contract);
  const plate = details.plate ?? details.gos_number;
  if (typeof plate !== 'string' || !plate) return null;
  if (db instanceof Transaction) await lockVehicle(db, plate);
  const cover = await paidCoverOverlapping(db, plate, contract.start_date, contract.end_date);
  return cover ? { insured_until: cover.until, next_start_date: addDays(cover.until, 1) } : null;
}

/** 409 `vehicle_already_insured`, with the dates, when paidCoverBlocking finds a cover. */
export async function requireNoPaidCover(db: Kysely<Database>, contract: Contract): Promise<void> {
  const cover = await paidCoverBlocking(db, contract);
  if (cover) {
    throw new RequestError(
      409,
      'vehicle_already_insured',
      `The vehicle already has a paid OSAGO policy until ${cover.insured_until}: this application cannot be paid`,
      cover,
    );
  }
}
