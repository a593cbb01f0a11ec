import { AsyncLocalStorage } from 'node:async_hooks';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The API's Prometheus metrics (issue 26): one registry per server (`buildServer` makes it, so every test gets
 * a fresh one), reached by the places that count through the request or job that runs them (an
 * AsyncLocalStorage scope: `withMetrics`), so no layer passes it down. Outside any scope (a unit test calling a
 * service directly) counting does nothing.
 *
 * Labels are closed sets only: a route's pattern (never the raw URL), a status code, a provider, an outcome, a
 * product code, a job or registry name. No id, token, phone or other value a client sends ever becomes a label.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Request rate and latency: `_count` is the rate, the buckets the latency. */
  readonly httpRequests: Histogram<'method' | 'route' | 'status'>;
  readonly payments: Counter<'provider' | 'outcome'>;
  readonly policiesIssued: Counter<'product'>;
  readonly jobRuns: Counter<'job' | 'outcome'>;
  readonly jobItems: Counter<'job' | 'result'>;
  readonly smsSent: Counter<'purpose'>;
  readonly mail: Counter<'outcome'>;
  readonly registryLookups: Histogram<'registry' | 'source'>;
}

export type PaymentOutcome = 'performed' | 'refused' | 'cancelled' | 'refunded';
export type JobName = 'monthly_charges' | 'renewal_reminders';

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Histogram({
      name: 'polis_http_request_duration_seconds',
      help: 'API and page requests by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    payments: new Counter({
      name: 'polis_payments_total',
      help: 'Payments by provider and outcome (performed, refused, cancelled before payment, refunded)',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    policiesIssued: new Counter({
      name: 'polis_policies_issued_total',
      help: 'Policies issued, by product',
      labelNames: ['product'],
      registers,
    }),
    jobRuns: new Counter({
      name: 'polis_job_runs_total',
      help: 'Background job runs on this instance, by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    }),
    jobItems: new Counter({
      name: 'polis_job_items_total',
      help: "Items a background job handled on this instance, by job and result (the run's report)",
      labelNames: ['job', 'result'],
      registers,
    }),
    smsSent: new Counter({
      name: 'polis_sms_sent_total',
      help: 'SMS written to the outbox, by purpose',
      labelNames: ['purpose'],
      registers,
    }),
    mail: new Counter({
      name: 'polis_mail_total',
      help: 'Mail delivery attempts from the outbox, by outcome (sent, retried, failed)',
      labelNames: ['outcome'],
      registers,
    }),
    registryLookups: new Histogram({
      name: 'polis_registry_lookup_duration_seconds',
      help: 'Registry look-ups (persons, companies, vehicles), by registry and source (cache, database)',
      labelNames: ['registry', 'source'],
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
  };
}

/**
 * SQLite's commits and the transactions they wrote (the group commit, `db/sqlite-driver.ts`), read from the
 * driver's counts when scraped: their ratio is how many transactions share a commit.
 */
export function collectCommitCounts(
  metrics: Metrics,
  stats: () => { readonly commits: number; readonly transactions: number },
): void {
  const counted = { commits: 0, transactions: 0 };
  const counter = (key: keyof typeof counted, name: string, help: string) =>
    new Counter({
      name,
      help,
      registers: [metrics.registry],
      collect() {
        const now = stats()[key];
        this.inc(now - counted[key]);
        counted[key] = now;
      },
    });
  counter('commits', 'polis_sqlite_commits_total', "SQLite's commits (each writes a group of transactions)");
  counter('transactions', 'polis_sqlite_transactions_total', 'Transactions committed on SQLite');
}

/** Node's process metrics (CPU, memory, event loop) in the registry: the server's start does it, tests do not. */
export function collectProcessMetrics(metrics: Metrics): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'polis_' });
}

const scope = new AsyncLocalStorage<Metrics>();

/** Runs `work` (and every timer, promise and callback it starts) counting into `metrics`. */
export function withMetrics<T>(metrics: Metrics, work: () => T): T {
  return scope.run(metrics, work);
}

/** The metrics of the request or job running now, or undefined outside any. */
export const currentMetrics = (): Metrics | undefined => scope.getStore();

/** A route pattern for the label: the pattern Fastify matched, or `unmatched` (a 404 has no pattern). */
export const routeLabel = (pattern: string | undefined): string => pattern || 'unmatched';

export function countPayment(provider: string, outcome: PaymentOutcome): void {
  currentMetrics()?.payments.inc({ provider, outcome });
}

export function countPolicyIssued(product: string): void {
  currentMetrics()?.policiesIssued.inc({ product });
}

/** SMS purposes are the code's own words (`SmsPurpose`); anything not shaped like one is counted as `other`. */
const PURPOSE = /^[a-z][a-z-]{0,39}$/;

export function countSms(purpose: string): void {
  currentMetrics()?.smsSent.inc({ purpose: PURPOSE.test(purpose) ? purpose : 'other' });
}

export function countMail(report: { sent: number; retried: number; failed: number }): void {
  const metrics = currentMetrics();
  if (!metrics) return;
  for (const outcome of ['sent', 'retried', 'failed'] as const) {
    if (report[outcome]) metrics.mail.inc({ outcome }, report[outcome]);
  }
}

/**
 * One run of a job, counted: `ok` with each numeric field of its report as items of that result, or `failed`
 * (the error goes on to the caller).
 */
export async function countedJob<R extends object>(job: JobName, run: () => Promise<R>): Promise<R> {
  const metrics = currentMetrics();
  try {
    const report = await run();
    metrics?.jobRuns.inc({ job, outcome: 'ok' });
    for (const [result, count] of Object.entries(report)) {
      if (typeof count === 'number' && count > 0) metrics?.jobItems.inc({ job, result }, count);
    }
    return report;
  } catch (error) {
    metrics?.jobRuns.inc({ job, outcome: 'failed' });
    throw error;
  }
}

/** Times a registry look-up; `source` says whether the answer was kept in memory or read from the database. */
export function timeRegistryLookup(registry: string, source: 'cache' | 'database'): () => void {
  const metrics = currentMetrics();
  if (!metrics) return () => undefined;
  return metrics.registryLookups.startTimer({ registry, source });
}
