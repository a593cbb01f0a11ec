import type { Kysely } from 'kysely';
import { MINI_KASKO_TERM_DAYS, normalisePlate } from '@polis/tariffs';
import type { Database } from '../db/schema';
import { addDays } from './format';
import { parseDetails, type Contract } from './contract-service';

/**
 * One own-damage cover per car and day (decision, apps/api/src/payments/README.md "One paid cover per car
 * and day"). KASKO, quick KASKO, mini KASKO and monthly mini KASKO all pay for damage to the insured car
 * itself, and so does OSAGO's mini KASKO add-on: a second cover of the same days would insure the same
 * loss twice. So a car has at most one paid own-damage cover on any day, whichever of these products it is.
 */
export const OWN_DAMAGE_PRODUCTS: readonly string[] = [
  'kasko',
  'quick-car-insurance',
  'mini-kasko',
  'monthly-kasko',
];

/** OSAGO contracts: their own-damage cover is the mini KASKO add-on, when chosen. */
const OSAGO_PRODUCTS: readonly string[] = ['osago', 'osago-limited'];

/** Contract states in which a policy exists. */
const IN_FORCE = ['paid', 'issued'] as const;

export interface OwnDamageCover {
  /** The plate as the vehicle registry writes it (`01A123BC`), as every product stores it. */
  readonly plate: string;
  readonly from: string;
  readonly until: string;
}

type CoverRow = Pick<Contract, 'product' | 'details' | 'start_date' | 'end_date'>;

/**
 * The own-damage cover a contract gives, or null. The KASKO family stores the plate as `gos_number` (its
 * `carFacts`) and covers the contract's days; an OSAGO contract stores `plate` and, with the mini KASKO
 * add-on (`addons` names "mini kasko"), covers the add-on's term, the first MINI_KASKO_TERM_DAYS (31) days
 * of the policy, as the mini KASKO product does.
 */
export function ownDamageCoverOf(row: CoverRow): OwnDamageCover | null {
  if (!row.start_date || !row.end_date) return null;
  const details = parseDetails(row);
  if (OWN_DAMAGE_PRODUCTS.includes(row.product)) {
    const plate = details.gos_number;
    return typeof plate === 'string' && plate ? { plate, from: row.start_date, until: row.end_date } : null;
  }
  if (OSAGO_PRODUCTS.includes(row.product)) {
    const { plate, addons } = details;
    if (typeof plate !== 'string' || !plate || typeof addons !== 'string' || !/mini kasko/i.test(addons))
      return null;
    const addonEnd = addDays(row.start_date, MINI_KASKO_TERM_DAYS - 1);
    return { plate, from: row.start_date, until: addonEnd < row.end_date ? addonEnd : row.end_date };
  }
  return null;
}

/**
 * A paid own-damage cover of this plate whose days meet [start, end]: the last day of it (a chain of
 * back-to-back covers counts as one: a new cover may start the day after the chain ends), or null.
 */
export async function paidOwnDamageOverlapping(
  db: Kysely<Database>,
  plate: string,
  start: string,
  end: string,
): Promise<{ until: string } | null> {
  const rows = await db
    .selectFrom('contracts')
    .select(['product', 'details', 'start_date', 'end_date'])
    .where('plate', '=', normalisePlate(plate))
    .where('product', 'in', [...OWN_DAMAGE_PRODUCTS, ...OSAGO_PRODUCTS])
    .where('status', 'in', IN_FORCE)
    .where('end_date', '>=', start)
    .execute();
  const covers = rows
    .map(ownDamageCoverOf)
    .filter((c): c is OwnDamageCover => c !== null && c.plate === plate && c.until >= start)
    .sort((a, b) => a.from.localeCompare(b.from));
  const first = covers.find((c) => c.from <= end && c.until >= start);
  if (!first) return null;
  let until = first.until;
  for (const c of covers) if (c.from <= addDays(until, 1) && c.until > until) until = c.until;
  return { until };
}

/**
 * Sandbox and tests only (`POST /sandbox/api/osago/end-cover`): time passes for one car's own-damage covers.
 * Every KASKO-family policy of the plate still in force on `today` moves back whole, so that it ended
 * yesterday, and the car may be insured again from today. (OSAGO's add-on moves with its OSAGO policy.)
 */
export async function endOwnDamageCover(db: Kysely<Database>, plate: string, today: string): Promise<number> {
  const yesterday = addDays(today, -1);
  const rows = await db
    .selectFrom('contracts')
    .select(['id', 'product', 'details', 'start_date', 'end_date'])
    .where('plate', '=', normalisePlate(plate))
    .where('product', 'in', OWN_DAMAGE_PRODUCTS)
    .where('status', 'in', IN_FORCE)
    .where('end_date', '>=', today)
    .execute();
  const current = rows.filter((row) => ownDamageCoverOf(row)?.plate === plate);
  for (const row of current) {
    const days = Math.round((Date.parse(row.end_date as string) - Date.parse(yesterday)) / 86_400_000);
    await db
      .updateTable('contracts')
      .set({ start_date: addDays(row.start_date as string, -days), end_date: yesterday })
      .where('id', '=', row.id)
      .execute();
  }
  return current.length;
}
