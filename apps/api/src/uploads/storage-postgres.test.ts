import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PET_FIELDS_EXAMPLE } from '@polis/api-contract/examples';
import { PETS_PREMIUM_UZS } from '@polis/tariffs';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createSession, findOrCreateUser } from '../testing/cabinet-test-kit';
import { tomorrow } from '../testing/osago-test-kit';
import {
  describePostgres,
  postgresSchema,
  TEST_DATABASE_URL,
  type PostgresSchema,
} from '../testing/postgres-schema';
import { SITE_AUTH, testServer } from '../testing/test-server';
import { uploadStorageContract } from '../testing/upload-storage-contract';
import { databaseStorage, defaultUploadStorage } from './storage';
import { jpeg, multipartBody, png } from './test-images';

/**
 * Uploaded files on PostgreSQL, the database of several API instances: the store's contract, and a pet photo saved
 * through one instance read through another with its own connections. Runs when TEST_DATABASE_URL is set (.ci/run
 * starts a throwaway server).
 */
describePostgres('the database store (PostgreSQL)', () => {
  uploadStorageContract(async () => {
    const schema = await postgresSchema('polis_upload_store');
    // The migrations make upload_files with bytea: the store runs on the schema the server would have.
    await migrateToLatest(schema.handle);
    return { storage: databaseStorage(schema.handle.db), close: () => schema.drop() };
  });
});

describePostgres('uploaded files across two instances on one PostgreSQL', () => {
  let schema: PostgresSchema;
  let otherHandle: Db;
  let one: FastifyInstance;
  let two: FastifyInstance;

  beforeAll(async () => {
    schema = await postgresSchema('polis_uploads_two');
    // The second instance has its own pool on the same schema, as another process would.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      schema.handle.db,
    );
    const url = new URL(TEST_DATABASE_URL as string);
    url.searchParams.set('options', `-c search_path=${rows[0]?.schema}`);
    otherHandle = openDatabase({ url: url.toString() });
    one = (await testServer(schema.handle)).app;
    two = (await testServer(otherHandle, { seed: false })).app;
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await otherHandle?.close();
    await schema?.drop();
  });

  const savePets = (app: FastifyInstance) => {
    const fields = {
      program_id: 1,
      ...PET_FIELDS_EXAMPLE,
      start_date: tomorrow(),
      amount_uzs: PETS_PREMIUM_UZS,
    };
    const { payload, contentType } = multipartBody(fields, [
      { field: 'photo', bytes: jpeg() },
      { field: 'passport_photo', bytes: png(), filename: 'passport.png', type: 'image/png' },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/sayt/pet-insurance/save',
      headers: { authorization: SITE_AUTH, 'content-type': contentType },
      payload,
    });
  };
  const storedKeys = async () =>
    (await schema.handle.db.selectFrom('upload_files').select('storage_key').execute()).map(
      (r) => r.storage_key,
    );

  it('serves a pet photo saved through one instance through the other, from the database', async () => {
    const saved = await savePets(one);
    expect(saved.statusCode).toBe(200);
    const files = await schema.handle.db
      .selectFrom('contract_files')
      .select(['id', 'kind', 'storage_key'])
      .where('contract_id', '=', saved.json().contract_id)
      .orderBy('id')
      .execute();
    expect(files.map((f) => f.kind)).toEqual(['photo', 'passport_photo']);
    // The bytes are rows of the database, not files of this machine's folder.
    expect(await storedKeys()).toEqual(expect.arrayContaining(files.map((f) => f.storage_key)));
    for (const file of files) expect(await defaultUploadStorage().get(file.storage_key)).toBeNull();

    const user = await findOrCreateUser(otherHandle.db, { phone: '998901234567', now: new Date() });
    const { token } = await createSession(otherHandle.db, user.id, new Date());
    const read = (app: FastifyInstance, id: number) =>
      app.inject({
        method: 'GET',
        url: `/api/contract-files/${id}`,
        headers: { authorization: SITE_AUTH, 'x-auth-token': token },
      });
    const [photo, passport] = files;
    const fromTwo = await read(two, photo?.id as number);
    expect(fromTwo.statusCode).toBe(200);
    expect(fromTwo.headers['content-type']).toBe('image/jpeg');
    expect(fromTwo.rawPayload).toEqual(jpeg(false));
    expect((await read(two, passport?.id as number)).rawPayload).toEqual(png(false));
    expect((await read(one, photo?.id as number)).rawPayload).toEqual(jpeg(false));
  });

  it('removes the photos it wrote when the database refuses the contract', async () => {
    const before = await storedKeys();
    await sql`create function refuse_files() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(schema.handle.db);
    await sql`create trigger refuse_files before insert on contract_files
      for each row execute function refuse_files()`.execute(schema.handle.db);
    try {
      const res = await savePets(two);
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_files on contract_files`.execute(schema.handle.db);
      await sql`drop function refuse_files()`.execute(schema.handle.db);
    }
    expect((await storedKeys()).sort()).toEqual(before.sort());
  });
});
