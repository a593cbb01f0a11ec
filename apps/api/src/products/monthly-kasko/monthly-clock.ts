import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sandboxCardProcessor } from './card-processor';
import { runMonthlyCharges, type ChargeJobReport } from './monthly-charges';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How far the sandbox has moved the charge job's clock forward, ms (one row, shared by every instance). */
export async function clockOffsetMs(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('sandbox_clock').select('offset_ms').where('id', '=', 1).executeTakeFirst();
  return row ? Number(row.offset_ms) : 0;
}

/** The job's now: real time, plus the sandbox's offset where the sandbox is on. */
export async function jobNow(db: Kysely<Database>, sandbox: boolean, real = new Date()): Promise<Date> {
  return sandbox ? new Date(real.getTime() + (await clockOffsetMs(db))) : real;
}

/** Moves the sandbox clock `days` forward (never back past real time). */
export async function advanceClock(db: Kysely<Database>, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const current = await clockOffsetMs(trx);
    const next = Math.max(0, current + days * DAY_MS);
    await trx
      .insertInto('sandbox_clock')
      .values({ id: 1, offset_ms: next })
      .onConflict((oc) => oc.column('id').doUpdateSet({ offset_ms: next }))
      .execute();
    return next;
  });
}

/** One run of the charge job with the sandbox processor, at the job's clock. */
export async function runSandboxCharges(db: Kysely<Database>, sandbox: boolean): Promise<ChargeJobReport> {
  return runMonthlyCharges({ db, processor: sandboxCardProcessor(db), now: await jobNow(db, sandbox) });
}
