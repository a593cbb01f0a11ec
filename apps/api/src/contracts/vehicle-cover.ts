import type { Kysely, Transaction } from 'kysely';
import { normalisePlate } from '@polis/tariffs';
import type { Database } from '../db/schema';
import { addDays } from './format';

/** Contract states in which an OSAGO policy exists in the national registry. */
const IN_FORCE = ['paid', 'issued'] as const;

/**
 * The national registry keeps one OSAGO policy per vehicle: a paid (or issued) policy of this plate whose
 * days meet [start, end] blocks a new one. Answers the last day of the latest such cover (a chain of
 * back-to-back policies counts as one: the new policy may start the day after the chain ends).
 */
export async function paidCoverOverlapping(
  db: Kysely<Database>,
  plate: string,
  start: string,
  end: string,
): Promise<{ until: string } | null> {
  const covers = (await coversOf(db, plate, start)).sort((a, b) => a.from.localeCompare(b.from));
  const first = covers.find((c) => c.from <= end && c.until >= start);
  if (!first) return null;
  let until = first.until;
  for (const c of covers) if (c.from <= addDays(until, 1) && c.until > until) until = c.until;
  return { until };
}

/**
 * Takes the vehicle's payment lock until `trx` ends (migration 012): the payments of one car's applications
 * run one after the other, each looking for the other's paid policy only once it holds the lock.
 */
export async function lockVehicle(trx: Transaction<Database>, plate: string): Promise<void> {
  await trx
    .insertInto('vehicle_locks')
    .values({ plate, locked_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('plate').doUpdateSet((eb) => ({ locked_at: eb.ref('excluded.locked_at') })))
    .execute();
}

/**
 * Sandbox and tests only: time passes for one vehicle. Every policy of the plate still in force on `today`
 * moves back whole, so that it ended yesterday (its length kept), and the vehicle may be insured again from
 * today. Answers how many policies moved.
 */
export async function endVehicleCover(db: Kysely<Database>, plate: string, today: string): Promise<number> {
  const yesterday = addDays(today, -1);
  const rows = await db
    .selectFrom('contracts')
    .select(['id', 'details', 'start_date', 'end_date'])
    .where('plate', '=', normalisePlate(plate))
    .where('product', '=', 'osago')
    .where('status', 'in', IN_FORCE)
    .where('end_date', '>=', today)
    .execute();
  const current = rows.filter((row) => row.start_date && row.end_date && plateOf(row.details) === plate);
  for (const row of current) {
    const shift = daysBetween(yesterday, row.end_date as string);
    await db
      .updateTable('contracts')
      .set({ start_date: addDays(row.start_date as string, -shift), end_date: yesterday })
      .where('id', '=', row.id)
      .execute();
  }
  return current.length;
}

async function coversOf(db: Kysely<Database>, plate: string, from: string) {
  const rows = await db
    .selectFrom('contracts')
    .select(['details', 'start_date', 'end_date'])
    .where('plate', '=', normalisePlate(plate))
    .where('product', '=', 'osago')
    .where('status', 'in', IN_FORCE)
    .where('end_date', '>=', from)
    .execute();
  return rows
    .filter((row) => row.start_date && row.end_date && plateOf(row.details) === plate)
    .map((row) => ({ from: row.start_date as string, until: row.end_date as string }));
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function plateOf(details: string): string | null {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed && typeof parsed === 'object' && 'plate' in parsed && typeof parsed.plate === 'string'
      ? parsed.plate
      : null;
  } catch {
    return null;
  }
}
