import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { readPaymentConfig } from '../../payments/payment-config';
import { runSandboxCharges } from './monthly-clock';

/** How often an instance looks for due monthly charges (`POLIS_MONTHLY_CHARGE_MS`, 0 turns it off). */
export const readChargeInterval = (env: NodeJS.ProcessEnv): number => {
  const raw = env.POLIS_MONTHLY_CHARGE_MS;
  if (raw === undefined || raw === '') return 60_000;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error('POLIS_MONTHLY_CHARGE_MS must be a whole number of ms');
  return ms;
};

/**
 * The monthly charge job on this instance: every interval, one run (never two at once here; other instances
 * may run theirs at the same time, the database decides who charges). Only the sandbox card processor exists
 * (subscriptions README): production runs the job too but has no subscribed cards to charge. Returns a stop.
 */
export function startMonthlyChargeJob(handle: Db, log: FastifyBaseLogger, env = process.env): () => void {
  const interval = readChargeInterval(env);
  if (interval === 0) return () => undefined;
  const { sandbox } = readPaymentConfig(env);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runSandboxCharges(handle.db, sandbox)
      .then((report) => {
        if (report.charged || report.failed || report.lapsed || report.recovered)
          log.info({ monthlyCharges: report }, 'monthly charges');
      })
      .catch((error: unknown) => log.error({ err: error }, 'monthly charge job failed'))
      .finally(() => {
        running = false;
      });
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
