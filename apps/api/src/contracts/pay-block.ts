import { Transaction, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { addDays } from './format';
import { lockVehicle, paidCoverOverlapping } from './vehicle-cover';
import { parseDetails, type Contract } from './contract-service';
import { ownDamageCoverOf, paidOwnDamageOverlapping } from './own-damage-cover';

/** Products whose policy the national registry keeps one of per vehicle and day. */
const ONE_PER_VEHICLE: ReadonlySet<string> = new Set(['osago', 'osago-limited']);

export interface PaidCover {
  /** The last day of the vehicle's paid cover that meets this contract's days. */
  readonly insured_until: string;
  /** The first day a new policy of the vehicle may start. */
  readonly next_start_date: string;
  /** Which rule: one OSAGO policy, or one own-damage cover (the KASKO family, OSAGO's mini KASKO add-on). */
  readonly cover: 'osago' | 'own_damage';
}

const found = (until: string, cover: PaidCover['cover']): PaidCover => ({
  insured_until: until,
  next_start_date: addDays(until, 1),
  cover,
});

/**
 * A paid cover of the same vehicle whose days meet this unpaid contract's, under either rule of one cover
 * per car and day: one OSAGO policy (the national registry's), and one own-damage cover (`own-damage-cover.ts`).
 * A save refuses such an application where it can, but two applications saved before either was paid would
 * both pass it. Every way of paying asks this before money moves, so the second one is refused (issue 14
 * item 3, issue 21 item 6). Asked inside the payment's transaction, it first takes the vehicle's lock (one row
 * per plate for both rules): two payments at the same instant for two applications of one car run one after
 * the other, and the second finds the first's policy.
 */
export async function paidCoverBlocking(db: Kysely<Database>, contract: Contract): Promise<PaidCover | null> {
  if (!contract.start_date || !contract.end_date) return null;
  const details = parseDetails(contract);
  const osagoPlate = ONE_PER_VEHICLE.has(contract.product) ? (details.plate ?? details.gos_number) : null;
  const osago = typeof osagoPlate === 'string' && osagoPlate ? osagoPlate : null;
  const ownDamage = ownDamageCoverOf(contract);
  const plate = osago ?? ownDamage?.plate;
  if (!plate) return null;
  if (db instanceof Transaction) await lockVehicle(db, plate);
  if (osago) {
    const cover = await paidCoverOverlapping(db, osago, contract.start_date, contract.end_date);
    if (cover) return found(cover.until, 'osago');
  }
  if (ownDamage) {
    const cover = await paidOwnDamageOverlapping(db, ownDamage.plate, ownDamage.from, ownDamage.until);
    if (cover) return found(cover.until, 'own_damage');
  }
  return null;
}

/** 409 `vehicle_already_insured`, with the dates, when paidCoverBlocking finds a cover. */
export async function requireNoPaidCover(db: Kysely<Database>, contract: Contract): Promise<void> {
  const cover = await paidCoverBlocking(db, contract);
  if (cover) {
    const what = cover.cover === 'osago' ? 'an OSAGO policy' : 'an own-damage (KASKO) cover';
    throw new RequestError(
      409,
      'vehicle_already_insured',
      `The vehicle already has ${what} paid until ${cover.insured_until}: this application cannot be paid`,
      cover,
    );
  }
}
