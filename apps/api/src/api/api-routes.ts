import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { PLATFORM_ENDPOINTS } from '@polis/api-contract';
import { cabinetRoutes } from '../cabinet/cabinet-routes';
import { claimRoutes } from '../claims/claim-routes';
import { channelFromAuthorization } from '../channels';
import type { Db } from '../db/database';
import { clientLimitHook, type ClientLimits, type LimitKind } from '../guards/client-limits';
import { idempotencyHooks } from '../guards/idempotency';
import { requireSaveGuards } from '../guards/save-guards';
import { compressAnswer } from '../pages/compression';
import { serve } from '../http/endpoint';
import { syncOnSend } from '../http/sync-hooks';
import { installmentRoutes } from '../installments/installment-routes';
import { osagoRoutes } from '../products/osago/osago-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { housingRoutes } from '../products/housing/housing-routes';
import { travelRoutes } from '../products/travel/travel-routes';
import { travelAroundUzbekistanRoutes } from '../products/travel-around-uzbekistan/travel-around-uzbekistan-routes';
import { accidentRoutes } from '../products/accident/accident-routes';
import { kidsRoutes } from '../products/kids/kids-routes';
import { sportRoutes } from '../products/sport/sport-routes';
import { kindnessRoutes } from '../products/kindness/kindness-routes';
import { miniKaskoRoutes } from '../products/mini-kasko/mini-kasko-routes';
import { quickKaskoRoutes } from '../products/quick-kasko/quick-kasko-routes';
import { osgopRoutes } from '../products/osgop/osgop-routes';
import { kaskoRoutes } from '../products/kasko/kasko-routes';
import { osgorRoutes } from '../products/osgor/osgor-routes';
import { siteRequestRoutes } from '../products/requests/site-request-routes';
import { dmsRoutes } from '../products/dms/dms-routes';
import { dmsConstructorRoutes } from '../products/dms/dms-constructor-routes';
import { documentsRoutes } from '../products/documents/documents-routes';
import { monthlyKaskoRoutes } from '../products/monthly-kasko/monthly-kasko-routes';
import { petsRoutes } from '../products/pets/pets-routes';
import { jobLossRoutes } from '../products/job-loss/job-loss-routes';
import { uploadRoutes } from '../uploads/upload-routes';
import { renewalRoutes } from '../products/kit/renewal';
import { cancelRoutes } from '../products/kit/cancel-routes';
import { changeRoutes } from '../products/kit/change-routes';
import { osagoChanges } from '../products/osago/policy-change';
import { travelChanges } from '../products/travel/policy-change';
import { housingChanges } from '../products/housing/policy-change';
import { draftRoutes } from '../products/kit/draft-routes';
import { promoRoutes } from '../promo/promo-routes';
import { registryRoutes } from '../registries/registry-routes';
import { vehicleRoutes } from '../registries/vehicle-routes';
import { rulesRoutes } from '../rules/rules-routes';
import { subscriptionRoutes } from '../subscriptions/subscription-routes';
import { failureReportHook } from '../outbox/failure-reports';
import { PRODUCT_PRICES } from './product-prices';
import { dictionaryCache } from './dictionaries';
import { readinessRoute } from './readiness';
import { uploadStorageFor, type UploadStorage } from '../uploads/storage';

declare module 'fastify' {
  interface FastifyRequest {
    /** Sales channel named by the Basic credential; recorded on contracts later. */
    channel: string | null;
  }
  interface FastifyContextConfig {
    /** Routes open without a channel credential (health checks, provider callbacks with their own auth). */
    public?: boolean;
    /** Save endpoints: honour the `Idempotency-Key` header (`../guards/idempotency.ts`). */
    idempotent?: boolean;
    /** What the route counts against the client's limits (`../guards/client-limits.ts`). */
    clientLimit?: LimitKind;
  }
}

export interface ApiRoutesOptions {
  readonly channelSecrets: ReadonlyMap<string, string>;
  readonly version: string;
  readonly db: Db;
  readonly clientLimits: ClientLimits;
  /** How often a cached dictionary answer is recomputed to notice changed data (`./dictionaries.ts`). */
  readonly dictionaryRecheckMs?: number;
  /** The upload store /api/ready checks (`./readiness.ts`); defaults to the server's (`uploadStorageFor`). */
  readonly uploadStorage?: UploadStorage;
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

const unauthorized = (reply: FastifyReply) =>
  reply
    .code(401)
    .header('WWW-Authenticate', 'Basic realm="polis"')
    .send(errorBody('unauthorized', 'A Basic credential of a known sales channel is required'));

/**
 * An onSend hook that only the routes with `config[flag]` need, kept in its place among the others (an onSend's
 * order matters: the idempotency store and the dictionaries keep the plain answer): the other routes pass it
 * without a promise.
 */
const onlyFor =
  (
    flag: 'dictionary' | 'idempotent',
    hook: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>,
  ): onSendHookHandler =>
  (request, reply, payload, done) => {
    if (!request.routeOptions.config[flag]) return done(null, payload);
    hook(request, reply, payload).then(
      (result) => done(null, result),
      (error: Error) => done(error),
    );
  };

/** Everything under /api: the channel check, the routes, and JSON 404s (never the SPA's HTML). */
export async function apiRoutes(
  app: FastifyInstance,
  { channelSecrets, version, db, clientLimits, dictionaryRecheckMs, uploadStorage }: ApiRoutesOptions,
) {
  app.decorateRequest('channel', null);

  // Called back, not awaited: every request passes it (a refused one is answered here, `done` never called).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config.public) return done();
    request.channel = channelFromAuthorization(request.headers.authorization, channelSecrets);
    if (!request.channel) return void unauthorized(reply);
    done();
  });

  // Dictionaries (`config: { dictionary: true }`): answered from memory with an ETag, 304 on revalidation,
  // `public, no-cache`. Its onSend comes before the no-store default below.
  const dictionaries = dictionaryCache({ recheckMs: dictionaryRecheckMs });
  app.addHook('onSend', onlyFor('dictionary', dictionaries.onSend));

  // API answers are per caller and many carry personal data (get/info, copy/get, extension/get, getPerson,
  // cabinet policies): no browser, proxy or CDN may keep them. A route that wants caching sets its own header.
  app.addHook(
    'onSend',
    syncOnSend((_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }),
  );

  // After validation (a malformed body counts for nothing), before the handler: first the client's limit,
  // then the idempotency key, whose stored answer is replayed without running the save again. Each only on the
  // routes whose config asks for it (the first of their preHandlers, in this order): the others never run them.
  const limitHook = clientLimitHook(db.db, clientLimits);
  const idempotency = idempotencyHooks(db.db);
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const guards = [
      config.clientLimit ? limitHook : null,
      config.dictionary ? dictionaries.preHandler : null,
      config.idempotent ? idempotency.preHandler : null,
    ].filter((hook) => hook !== null) as preHandlerAsyncHookHandler[];
    if (guards.length === 0) return;
    const own = route.preHandler ? [route.preHandler].flat() : [];
    // A GET's HEAD route comes with the GET's options, guards already in them.
    route.preHandler = [...guards, ...own.filter((hook) => !guards.includes(hook as never))];
  });
  app.addHook('onSend', onlyFor('idempotent', idempotency.onSend));
  // Failures (server faults, refused price calculations, Payme and Click errors) to the internal chat relay,
  // read from the plain answer.
  app.addHook('onSend', failureReportHook(db.db));
  // Last: what the hooks above keep is the plain answer.
  app.addHook('onSend', compressAnswer);

  // Every route that saves an application takes part in both guards: one left out is a start-up error, so a
  // new product cannot ship a save that makes duplicates or can be flooded.
  app.addHook('onRoute', requireSaveGuards);

  serve(
    app,
    PLATFORM_ENDPOINTS.health,
    { tags: ['platform'], summary: 'Is the API up? (no credential)' },
    async () => ({ status: 'ok' as const, version }),
    { config: { public: true } },
  );
  readinessRoute(app, { db, storage: uploadStorage ?? uploadStorageFor(db) });

  serve(
    app,
    PLATFORM_ENDPOINTS.products,
    { tags: ['platform'], summary: "The catalogue's starting prices (UZS)" },
    async () => ({ products: PRODUCT_PRICES }),
    { config: { dictionary: true } },
  );

  await app.register(registryRoutes, { db });
  await app.register(vehicleRoutes, { db });
  await app.register(paymentRoutes, { db });
  await app.register(osagoRoutes, { db });
  await app.register(subscriptionRoutes, { db });
  await app.register(promoRoutes, { db });
  await app.register(installmentRoutes, { db });
  await app.register(cabinetRoutes, { db });
  await app.register(claimRoutes, { db });
  await app.register(housingRoutes, { db });
  await app.register(travelRoutes, { db });
  await app.register(travelAroundUzbekistanRoutes, { db });
  await app.register(accidentRoutes, { db });
  await app.register(kidsRoutes, { db });
  await app.register(sportRoutes, { db });
  await app.register(kindnessRoutes, { db });
  await app.register(miniKaskoRoutes, { db });
  await app.register(quickKaskoRoutes, { db });
  await app.register(osgopRoutes, { db });
  await app.register(kaskoRoutes, { db });
  await app.register(osgorRoutes, { db });
  await app.register(siteRequestRoutes, { db });
  await app.register(dmsRoutes);
  await app.register(dmsConstructorRoutes, { db });
  await app.register(documentsRoutes, { db });
  await app.register(monthlyKaskoRoutes, { db });
  await app.register(petsRoutes, { db });
  await app.register(uploadRoutes, { db });
  await app.register(jobLossRoutes, { db });
  await app.register(rulesRoutes);
  // After every product: a renewal sells again through the declaration that sold the policy.
  await app.register(renewalRoutes, { db });
  // After every product too: a cancellation follows the rule its product declared (issue 27).
  await app.register(cancelRoutes, { db });
  await app.register(draftRoutes, { db });
  // Mid-term changes (issue 27), in the cabinet: a change re-sells through the declaration too.
  await app.register(changeRoutes, { db, products: [osagoChanges, travelChanges, housingChanges] });

  const notFound = async (request: { url: string }, reply: FastifyReply) =>
    reply.code(404).send(errorBody('not_found', `No API route for ${request.url.split('?')[0]}`));
  app.all('/', notFound);
  app.all('/*', notFound);
  app.setNotFoundHandler(notFound);
}
