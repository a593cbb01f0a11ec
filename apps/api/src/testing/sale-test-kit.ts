import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Db } from '../db/database';
import type { PaymentKit } from './payment-test-kit';
import { caller, expectPaidOnlyAfterPayme, seededPaymentKit, type Caller } from './osago-test-kit';
import { seededServer } from './test-server';

/** A caller whose server is looked up at each request (a suite's server exists only once `beforeAll` has run). */
const lateCaller = (app: () => FastifyInstance): Caller => ({
  post: (url, payload, headers) => caller(app()).post(url, payload, headers),
  get: (url) => caller(app()).get(url),
});

const started = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('the suite is used before its beforeAll has run');
  return value;
};

/**
 * A seeded server for the whole test file: built before its tests, closed after them. `server.app` and
 * `server.handle` answer once it is built; `api` calls it with the site's credential.
 */
export function seededServerSuite(): {
  server: { readonly app: FastifyInstance; readonly handle: Db };
  api: Caller;
} {
  let built: { app: FastifyInstance; handle: Db } | undefined;
  beforeAll(async () => {
    built = await seededServer();
  });
  afterAll(() => built?.app.close());
  const server = {
    get app() {
      return started(built).app;
    },
    get handle() {
      return started(built).handle;
    },
  };
  return { server, api: lateCaller(() => server.app) };
}

type PaidCheck<T extends TSchema> = Omit<Parameters<typeof expectPaidOnlyAfterPayme<T>>[0], 'kit' | 'api'>;

/**
 * A product sale suite: the payment kit over a seeded database for the whole test file (`env.kit` once its
 * `beforeAll` has run), the site caller, and the checks the product suites share.
 */
export function saleSuite() {
  let kitEnv: Awaited<ReturnType<typeof seededPaymentKit>> | undefined;
  beforeAll(async () => {
    kitEnv = await seededPaymentKit();
  });
  afterAll(() => kitEnv?.close());
  const env = {
    get kit(): PaymentKit {
      return started(kitEnv).kit;
    },
  };
  const api = lateCaller(() => env.kit.app);
  const contracts = () => env.kit.count('contracts');
  return {
    env,
    api,
    /** How many contracts the database holds. */
    contracts,
    /** The stored contract row. */
    contractRow: (id: number) =>
      env.kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** A save refused with `status` and error `code` (400 `validation` unless told), and no contract written. */
    async expectRefused(url: string, body: unknown, status = 400, code = 'validation') {
      const before = await contracts();
      const res = await api.post(url, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.code).toBe(code);
      expect(await contracts()).toBe(before);
    },
    /** `expectPaidOnlyAfterPayme` with this suite's kit and caller. */
    expectPaidOnlyAfterPayme: <T extends TSchema>(check: PaidCheck<T>) =>
      expectPaidOnlyAfterPayme({ kit: env.kit, api, ...check }),
  };
}
