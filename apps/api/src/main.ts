import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerEnv } from './env';
import { buildServer } from './server';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { startMonthlyChargeJob } from './products/monthly-kasko/monthly-job';
import { readMailSettings, startMailJob } from './outbox/mail-delivery';
import { readReminderInterval, startReminderJob } from './contracts/renewal-reminders';
import { reminderNow } from './contracts/renewals';
import { readPaymentConfig } from './payments/payment-config';
import { policyPdfRenderer } from './policies/policy-document';
import { isProduction } from './production-secrets';
import { startMailSink } from './sandbox/mail-sink';
import { collectProcessMetrics, withMetrics } from './http/metrics';
import { startMetricsServer } from './http/metrics-server';

// The bundle sits in dist/apps/api/, beside the built apps in dist/apps/<app>/.
const bundledDistDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const env = readServerEnv(process.env, bundledDistDir);
  const db = openDatabase({ url: env.databaseUrl, file: env.databaseFile });
  await migrateToLatest(db);
  if (await seedIfEmpty(db, { claimPolicies: true }))
    console.log('Seeded the registries with the test identities of apps/api/README.md');
  const app = await buildServer({
    db,
    distDir: env.distDir,
    devProxy: env.devProxy,
    channelSecrets: env.channelSecrets,
    trustProxy: env.trustProxy,
    // buildServer adds the redaction (src/logging.ts): credentials, tokens, order ids never reach the logs.
    logger: { level: process.env.LOG_LEVEL || 'info' },
  });

  collectProcessMetrics(app.metrics);
  // The jobs' timers start in the metrics' scope: their runs, payments, SMS and mail count into this server's.
  const stopJob = withMetrics(app.metrics, () => startMonthlyChargeJob(db, app.log));
  const mail = readMailSettings(process.env, isProduction(process.env));
  // The sandbox's mailbox: the first instance on this machine opens it, the others send to it.
  const sink =
    mail.sinkPort === null
      ? null
      : await startMailSink(db.db, { port: mail.sinkPort }).catch((error: unknown) => {
          // The sandbox's mailbox is a convenience: the API serves without it (mail then fails and is retried).
          app.log.warn({ err: error }, 'the sandbox mailbox did not open');
          return null;
        });
  if (mail.sinkPort !== null)
    app.log.info(
      sink
        ? `sandbox mailbox listening on smtp://127.0.0.1:${sink.port} (shown on /sandbox/outbox)`
        : `sandbox mailbox port ${mail.sinkPort} is taken (another instance): mail goes there`,
    );
  // The QR code of a mailed policy links to the public origin (production requires it), else to this server.
  const qrOrigin = readPaymentConfig(process.env).publicOrigin ?? `http://localhost:${env.port}`;
  const stopMail = withMetrics(app.metrics, () =>
    startMailJob(db.db, app.log, mail, policyPdfRenderer(db.db, qrOrigin)),
  );
  const payments = readPaymentConfig(process.env);
  const stopReminders = withMetrics(app.metrics, () =>
    startReminderJob(
      {
        db: db.db,
        origin: qrOrigin,
        secret: payments.policyTokenSecret,
        clock: () => reminderNow(db.db, payments.sandbox),
        interval: readReminderInterval(process.env),
      },
      app.log,
    ),
  );
  // Prometheus scrapes its own port, never the public one (README "Configuration", METRICS_PORT).
  const metricsListener =
    env.metricsPort === null
      ? null
      : await startMetricsServer(app.metrics, { port: env.metricsPort, host: env.metricsHost });
  if (metricsListener)
    app.log.info(`metrics listening on http://${env.metricsHost}:${metricsListener.port}/metrics`);
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) process.exit(1); // a second Ctrl+C does not wait for slow connections
    closing = true;
    stopJob();
    stopMail();
    stopReminders();
    await sink?.close();
    await metricsListener?.close();
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: env.port, host: env.host });
  const shownHost =
    env.host === '0.0.0.0' || env.host === '127.0.0.1' || env.host === '::' ? 'localhost' : env.host;
  const origin = `http://${shownHost}:${env.port}`;
  console.log(
    [
      '',
      `Polis is running at ${origin}${env.devProxy ? ' (dev proxy to Vite on 4201-4203)' : ''}`,
      `  site        ${origin}/uz`,
      `  cabinet     ${origin}/uz/dashboard`,
      `  webview     ${origin}/uz/mobile/osago`,
      `  API health  ${origin}/api/health`,
      `  API docs    ${origin}/api/docs`,
      `  sandbox     ${origin}/sandbox (test contracts, Payme/Click checkout, SMS, chat and mail outbox)`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
