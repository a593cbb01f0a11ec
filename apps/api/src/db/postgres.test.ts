import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { REGISTRY_TABLES, seedIfEmpty } from './seed';
import { COMPANIES } from './seed/companies';
import { DRIVING_LICENCES, PERSONS } from './seed/persons';
import { DISTRICTS, REGIONS } from './seed/regions';
import { VEHICLES } from './seed/vehicles';
import { SITE_AUTH, seededServer } from '../testing/test-server';

/**
 * The same migrations, seed and registry look-ups on PostgreSQL as on SQLite, answer for answer. Runs when
 * TEST_DATABASE_URL names a database (.ci/run starts a throwaway server); each run works in a schema of
 * its own, dropped at the end, so a developer's database is never touched.
 */
const url = process.env.TEST_DATABASE_URL;
const describePostgres = url ? describe : describe.skip;
if (!url) {
  console.log('PostgreSQL tests skipped: TEST_DATABASE_URL is not set (.ci/run starts a throwaway server)');
}

/** The URL with `search_path` set to `schema`, so every connection of the pool works inside it. */
function inSchema(base: string, schema: string): string {
  const u = new URL(base);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

describePostgres('PostgreSQL', () => {
  const schema = `polis_test_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let handle: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    handle = openDatabase({ url: inSchema(url as string, schema) });
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.query(`drop schema if exists "${schema}" cascade`);
    await admin?.end();
  });

  it('opens the PostgreSQL dialect', () => {
    expect(handle.dialect).toBe('postgres');
  });

  it('migrates an empty schema, and again without change', async () => {
    await migrateToLatest(handle);
    await migrateToLatest(handle);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name).sort();
    expect(tables).toEqual(expect.arrayContaining([...REGISTRY_TABLES, 'contracts', 'policies']));
  });

  it('keeps `uz-cyrl` in every language column (migration 019 widened them from two letters)', async () => {
    const tables = (await handle.db.introspection.getTables()).filter((t) =>
      t.columns.some((c) => c.name === 'lang'),
    );
    expect(tables.map((t) => t.name).sort()).toEqual([
      'cabinet_users',
      'claims',
      'contracts',
      'dms_constructor_requests',
      'installment_orders',
      'mail_outbox',
      'site_requests',
    ]);
    const widths = await admin.query<{ table_name: string; width: number }>(
      `select table_name, character_maximum_length as width from information_schema.columns
       where table_schema = $1 and column_name = 'lang'`,
      [schema],
    );
    expect(widths.rows).toHaveLength(7);
    expect(widths.rows.every((row) => row.width >= 'uz-cyrl'.length)).toBe(true);
  });

  it('seeds the registries once, even when two instances start together', async () => {
    const other = openDatabase({ url: inSchema(url as string, schema) });
    try {
      const results = await Promise.all([seedIfEmpty(handle), seedIfEmpty(other)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await seedIfEmpty(handle)).toBe(false);
    } finally {
      await other.close();
    }
    const count = async (table: (typeof REGISTRY_TABLES)[number]) =>
      Number(
        (
          await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect({
      persons: await count('persons'),
      driving_licences: await count('driving_licences'),
      companies: await count('companies'),
      vehicles: await count('vehicles'),
      regions: await count('regions'),
      districts: await count('districts'),
    }).toEqual({
      persons: PERSONS.length,
      driving_licences: DRIVING_LICENCES.length,
      companies: COMPANIES.length,
      vehicles: VEHICLES.length,
      regions: REGIONS.length,
      districts: DISTRICTS.length,
    });
  });

  it('reads bigint money back as numbers and returns generated ids', async () => {
    const now = new Date().toISOString();
    const { id, amount_uzs } = await handle.db
      .insertInto('contracts')
      .values({
        order_id: `PG-${Date.now()}`,
        product: 'osago',
        status: 'saved',
        amount_uzs: 1_120_000,
        base_amount_uzs: 1_120_000,
        channel: 'site',
        agent_id: null,
        phone: null,
        holder_name: null,
        details: '{}',
        start_date: null,
        end_date: null,
        promo_code: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        paid_via: null,
      })
      .returning(['id', 'amount_uzs'])
      .executeTakeFirstOrThrow();
    expect(typeof id).toBe('number');
    expect(amount_uzs).toBe(1_120_000);
    await handle.db.deleteFrom('contracts').where('id', '=', id).execute();
  });

  describe('registry look-ups answer exactly as on SQLite', () => {
    let postgresApp: FastifyInstance;
    let sqliteApp: FastifyInstance;
    beforeAll(async () => {
      ({ app: postgresApp } = await seededServer(handle));
      ({ app: sqliteApp } = await seededServer());
    });
    afterAll(async () => {
      await postgresApp?.close();
      await sqliteApp?.close();
    });

    const person = { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990', pinfl: '' };
    const requests: [string, 'GET' | 'POST', string, object?][] = [
      ['a person', 'POST', '/api/sayt/getPerson', person],
      ['a person by a lower-case series', 'POST', '/api/sayt/getPerson', { ...person, passportSeria: 'aa' }],
      [
        'a person by passport, birthday and PINFL',
        'POST',
        '/api/sayt/getPerson',
        { ...person, birthday: '1990-03-15', pinfl: '31503902610013' },
      ],
      ['a wrong birthday', 'POST', '/api/sayt/getPerson', { ...person, birthday: '16.03.1990' }],
      [
        'a traveller with oʻ and gʻ',
        'POST',
        '/api/travel-neo/getPerson',
        { passportSeria: 'AC', passportNumber: '3456789', birthday: '02.11.1985' },
      ],
      ['a company', 'GET', '/api/osgor_neo/inn/v3?inn=301234567', undefined],
      ['a company without short name', 'POST', '/api/osgor_neo/inn', { inn: '200123456' }],
      ['an unknown INN', 'GET', '/api/osgor_neo/inn/v3?inn=999999999', undefined],
      ['the regions', 'GET', '/api/getRegions', undefined],
    ];

    it.each(requests)('%s', async (_what, method, requestUrl, payload) => {
      const send = (app: FastifyInstance) =>
        app.inject({
          method,
          url: requestUrl,
          headers: { authorization: SITE_AUTH },
          ...(payload ? { payload } : {}),
        });
      const [onPostgres, onSqlite] = [await send(postgresApp), await send(sqliteApp)];
      expect(onPostgres.statusCode).toBe(200);
      expect(onPostgres.json()).toEqual(onSqlite.json());
    });

    it('finds the seeded person on PostgreSQL (not just the same failure on both)', async () => {
      const res = await postgresApp.inject({
        method: 'POST',
        url: '/api/sayt/getPerson',
        headers: { authorization: SITE_AUTH },
        payload: person,
      });
      expect(res.json()).toMatchObject({ error: 0, familya: 'Karimov', pinfl: '31503902610013' });
    });
  });
});
