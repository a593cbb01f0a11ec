import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { advanceClock, clockOffsetMs } from '../../contracts/job-clock';
import { sandboxCardProcessor } from './card-processor';
import { runMonthlyCharges, type ChargeJobReport } from './monthly-charges';

/** The sandbox clock's row of the monthly charges. */
const MONTHLY_CLOCK = 1;

/** The job's now: real time, plus the sandbox's offset where the sandbox is on. */
export async function jobNow(db: Kysely<Database>, sandbox: boolean, real = new Date()): Promise<Date> {
  return sandbox ? new Date(real.getTime() + (await clockOffsetMs(db, MONTHLY_CLOCK))) : real;
}

/** Moves the sandbox clock `days` forward (never back past real time). */
export const advanceMonthlyClock = (db: Kysely<Database>, days: number): Promise<number> =>
  advanceClock(db, MONTHLY_CLOCK, days);

/** One run of the charge job with the sandbox processor, at the job's clock. */
export async function runSandboxCharges(db: Kysely<Database>, sandbox: boolean): Promise<ChargeJobReport> {
  return runMonthlyCharges({ db, processor: sandboxCardProcessor(db), now: await jobNow(db, sandbox) });
}
