import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DAY_MS = 86_400_000;

/**
 * The sandbox's job clocks (`sandbox_clock`, one row per clock: 1 the monthly charges, 2 reminders and renewals):
 * an offset added to real time by the jobs that read it, so a journey lives a month or a year in a minute.
 */

/** How far the sandbox has moved a job clock forward, ms (one row per clock, shared by every instance). */
export async function clockOffsetMs(db: Kysely<Database>, clock: number): Promise<number> {
  const row = await db
    .selectFrom('sandbox_clock')
    .select('offset_ms')
    .where('id', '=', clock)
    .executeTakeFirst();
  return row ? Number(row.offset_ms) : 0;
}

/** Sets a sandbox clock's offset (never before real time). */
export async function setClockOffset(db: Kysely<Database>, clock: number, offsetMs: number): Promise<void> {
  const next = Math.max(0, offsetMs);
  await db
    .insertInto('sandbox_clock')
    .values({ id: clock, offset_ms: next })
    .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: next }))
    .execute();
}

/** Moves a sandbox clock `days` forward (never back past real time); the new offset. */
export async function advanceClock(db: Kysely<Database>, clock: number, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const next = Math.max(0, (await clockOffsetMs(trx, clock)) + days * DAY_MS);
    await setClockOffset(trx, clock, next);
    return next;
  });
}
