import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { describePostgres, postgresSchema } from '../testing/postgres-schema';
import { COUNTERS_PER_STATEMENT, requestCounter } from './client-limits';

const countOf = async (handle: Db, client: string) =>
  (
    await handle.db
      .selectFrom('client_limits')
      .select('count')
      .where('kind', '=', 'lookup')
      .where('client', '=', client)
      .executeTakeFirst()
  )?.count;

/** Two instances' counters on one database, as two API processes count. */
function counterSuite(open: () => Promise<{ handle: Db; done: () => Promise<void> }>) {
  let handle: Db;
  let done: () => Promise<void>;
  beforeEach(async () => {
    ({ handle, done } = await open());
    await migrateToLatest(handle);
  });
  afterEach(() => done());

  it('gives concurrent requests of one client each its own count, across two instances', async () => {
    const one = requestCounter(handle.db);
    const two = requestCounter(handle.db);
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 3 ? one : two)('lookup', 'site 10.0.0.1', '0')),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(Number(await countOf(handle, 'site 10.0.0.1'))).toBe(60);
  });

  it('counts many clients at once, more than one statement holds, each on its own counter', async () => {
    const count = requestCounter(handle.db);
    const clients = Array.from({ length: COUNTERS_PER_STATEMENT + 20 }, (_, i) => `site 10.0.${i}.1`);
    const counts = await Promise.all(
      [...clients, ...clients, 'site 10.0.0.1'].map((client) => count('lookup', client, '0')),
    );
    expect(counts.slice(0, clients.length)).toEqual(clients.map(() => 1));
    expect(counts.slice(clients.length, 2 * clients.length)).toEqual(clients.map(() => 2));
    expect(counts.at(-1)).toBe(3);
    expect(Number(await countOf(handle, 'site 10.0.7.1'))).toBe(2);
    // Another window and another kind are other counters.
    expect(await count('lookup', 'site 10.0.7.1', '60000')).toBe(1);
    expect(await count('save', 'site 10.0.7.1', '0')).toBe(1);
  });

  it('fails every request of a statement that fails, and answers the next ones', async () => {
    const count = requestCounter(handle.db);
    await handle.db.schema.dropTable('client_limits').execute();
    const first = [count('lookup', 'a', '0'), count('lookup', 'b', '0'), count('lookup', 'a', '0')];
    const missingTable = { message: expect.stringMatching(/client_limits/) };
    for (const request of first) await expect(request).rejects.toMatchObject(missingTable);
    await expect(count('lookup', 'a', '0')).rejects.toMatchObject(missingTable);
  });
}

describe('requestCounter (SQLite)', () => {
  counterSuite(async () => {
    const handle = openDatabase({});
    return { handle, done: () => handle.close() };
  });
});

describePostgres('requestCounter (PostgreSQL)', () =>
  counterSuite(async () => {
    const schema = await postgresSchema('polis_counter');
    return { handle: schema.handle, done: () => schema.drop() };
  }),
);
