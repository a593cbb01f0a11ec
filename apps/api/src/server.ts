import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import packageJson from '../package.json';
import { apiRoutes } from './api/api-routes';
import { schemaController } from './api/schema-compilers';
import { channelSecrets as channelSecretsFromEnv } from './channels';
import { builtAppAssets, devAppAssets } from './pages/app-assets';
import { devServerSource, distSource } from './pages/app-sources';
import { pageRoutes } from './pages/page-routes';
import { securityHeaders } from './security-headers';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { frameworkErrors, registerErrorHandling } from './errors';
import { readClientLimits, type ClientLimits } from './guards/client-limits';
import { registerApiDocsUi, registerApiSpec } from './api-docs';
import type { TrustProxy } from './env';
import { safeLogger } from './logging';
import { collectCommitCounts, createMetrics, routeLabel, withMetrics, type Metrics } from './http/metrics';
import type { UploadStorage } from './uploads/storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's metrics (`http/metrics.ts`), served by `startMetricsServer` on `METRICS_PORT` only. */
    readonly metrics: Metrics;
  }
}

export interface BuildServerOptions {
  /** Folder holding site/, webview/ and cabinet/ (each index.html + assets/). */
  readonly distDir: string;
  readonly logger: FastifyServerOptions['logger'];
  /** Forward app files and pages to the Vite dev servers instead of reading distDir. */
  readonly devProxy?: boolean;
  /** Channel key -> secret; defaults to the environment (`POLIS_CHANNEL_SECRET_<KEY>`, else `<key>-sandbox`). */
  readonly channelSecrets?: ReadonlyMap<string, string>;
  readonly version?: string;
  /** The database; tests may leave it out to get a migrated in-memory SQLite, closed with the server. */
  readonly db?: Db;
  /**
   * Which proxies' X-Forwarded-Proto/-For/-Host to believe (`TRUST_PROXY`): false (default) believes none,
   * so a client cannot claim https or another address; true any; a number of hops; or addresses/CIDRs.
   */
  readonly trustProxy?: TrustProxy;
  /** Per-client limits of saves, leads and SMS; defaults to the environment (`readClientLimits`), null: none. */
  readonly clientLimits?: ClientLimits;
  /** How often a cached dictionary answer is recomputed to notice changed data; default a minute. */
  readonly dictionaryRecheckMs?: number;
  /** The upload store /api/ready checks; defaults to the one the upload routes use (`uploadStorageFor`). */
  readonly uploadStorage?: UploadStorage;
}

/** Bodies above 1 MiB are refused: the largest legitimate request is a multipart cabinet form. */
export const BODY_LIMIT = 1024 * 1024;

/** Fastify's typings take hops as a function (its runtime does the same with a number). */
const trustProxyOption = (trust: TrustProxy): FastifyServerOptions['trustProxy'] =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The one origin: /api/* for the API, /_<app>/* for app files, every other GET a page of one of the apps. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    // URLs are logged redacted (order ids, PDF tokens, identifiers), whoever configured the logger.
    logger: safeLogger(options.logger),
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    schemaController,
  };
  const app = Fastify(serverOptions);
  // Metrics first: every request (API, pages, files) is counted under its route pattern, and everything a
  // request runs counts into this server's registry. A body of several packets is read from socket events
  // outside the request's async scope, between onRequest and preValidation: the scope is entered again after it.
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onRequest', (_request, _reply, done) => withMetrics(metrics, done));
  app.addHook('preValidation', (_request, _reply, done) => withMetrics(metrics, done));
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // Both before any route: routes keep the error handler and spec collector in force where they are declared.
  registerErrorHandling(app);
  const version = options.version ?? process.env.POLIS_VERSION ?? packageJson.version;
  await registerApiSpec(app, { version });
  const devProxy = options.devProxy ?? false;
  let db = options.db;
  if (!db) {
    const own = openDatabase({});
    await migrateToLatest(own);
    app.addHook('onClose', () => own.close());
    db = own;
  }
  if (db.commitStats) collectCommitCounts(metrics, db.commitStats);

  securityHeaders(app, { dev: devProxy });

  await app.register(apiRoutes, {
    prefix: '/api',
    channelSecrets: options.channelSecrets ?? channelSecretsFromEnv(process.env),
    version,
    db,
    clientLimits: options.clientLimits === undefined ? readClientLimits(process.env) : options.clientLimits,
    dictionaryRecheckMs: options.dictionaryRecheckMs,
    uploadStorage: options.uploadStorage,
  });
  await registerApiDocsUi(app);
  // Never on the public origin, whatever the credential: metrics answer on METRICS_PORT (`http/metrics-server.ts`).
  app.all('/metrics', async (_request, reply) =>
    reply.code(404).send({ error: { code: 'not_found', message: 'No such page' } }),
  );
  await app.register(sandboxRoutes, { prefix: '/sandbox', db });

  if (devProxy) await devAppAssets(app);
  else await builtAppAssets(app, options.distDir);

  await pageRoutes(app, devProxy ? devServerSource() : distSource(options.distDir));

  return app;
}
