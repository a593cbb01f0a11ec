import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Db } from '../db/database';
import type { PaymentKit } from './payment-test-kit';
import { caller, expectPaidOnlyAfterPayme, seededPaymentKit, type Caller } from './osago-test-kit';
import { SITE_AUTH, seededServer } from './test-server';
import { uploadsDirOf } from '../uploads/storage';
import { multipartBody, type FilePart } from '../uploads/test-images';

/** A caller whose server is looked up at each request (a suite's server exists only once `beforeAll` has run). */
const lateCaller = (app: () => FastifyInstance, authorization?: string): Caller => ({
  post: (url, payload, headers) => caller(app(), authorization).post(url, payload, headers),
  get: (url) => caller(app(), authorization).get(url),
});

/** How many files the uploads folder holds (none while it does not exist). */
const storedFiles = async (): Promise<number> => {
  try {
    const entries = await readdir(uploadsDirOf(process.env), { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).length;
  } catch {
    return 0;
  }
};

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

type UploadCounts = { contracts: number; files: number; chat: number; stored: number };
type Answer = { statusCode: number; json(): { error: { code: string } } };

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
  const uploadCounts = async () => ({
    contracts: await env.kit.count('contracts'),
    files: await env.kit.count('contract_files'),
    chat: await env.kit.count('chat_outbox'),
    stored: await storedFiles(),
  });
  return {
    env,
    api,
    /** A caller of this suite's server with another channel's credential. */
    callerWith: (authorization: string) => lateCaller(() => env.kit.app, authorization),
    /** How many contracts the database holds. */
    contracts,
    /** The stored contract row. */
    contractRow: (id: number) =>
      env.kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** A multipart save from the site: its fields and files. */
    saveWithFiles(
      url: string,
      fields: Readonly<Record<string, string | number | undefined>>,
      files: FilePart[],
      headers: Record<string, string> = {},
    ) {
      const { payload, contentType } = multipartBody(fields, files);
      return env.kit.app.inject({
        method: 'POST',
        url,
        headers: { authorization: SITE_AUTH, 'content-type': contentType, ...headers },
        payload,
      });
    },
    /** What a save with uploads writes: contracts, their file rows, chat leads, files in the uploads folder. */
    uploadCounts,
    /** Since `before`: one contract and its lead, with `files` file rows and as many files stored. */
    async expectOneSaveWithFiles(before: UploadCounts, files: number) {
      expect(await uploadCounts()).toEqual({
        contracts: before.contracts + 1,
        files: before.files + files,
        chat: before.chat + 1,
        stored: before.stored + files,
      });
    },
    /** A save with uploads refused with `status` and error `code`: nothing written, nothing stored. */
    async expectRefusedStoringNothing(send: () => Promise<Answer>, status: number, code: string) {
      const before = await uploadCounts();
      const res = await send();
      expect([res.statusCode, res.json().error.code]).toEqual([status, code]);
      expect(await uploadCounts()).toEqual(before);
    },
    /** A contract's file rows, in the order they were stored. */
    fileRows: (contractId: number) =>
      env.kit.handle.db
        .selectFrom('contract_files')
        .selectAll()
        .where('contract_id', '=', contractId)
        .orderBy('id')
        .execute(),
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
