import { sql } from 'kysely';
import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';
import { reusableInsert, reusableQuery } from './reusable-query';

const bump = reusableQuery((db, kind: string, client: string, windowStart: string) =>
  db
    .insertInto('client_limits')
    .values({ kind, client, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'client', 'window_start']).doUpdateSet({ count: sql`client_limits.count + 1` }),
    )
    .returning('count'),
);
const since = reusableQuery((db, client: string, from: string) =>
  db
    .selectFrom('client_limits')
    .select(['window_start', 'count'])
    .where('kind', '=', 'test')
    .where('client', '=', client)
    .where('window_start', '>', from)
    .orderBy('window_start'),
);

describe('reusableQuery', () => {
  let handle: Db;
  beforeAll(async () => {
    handle = openDatabase({});
    await migrateToLatest(handle);
  });
  afterAll(() => handle.close());

  it('runs the query compiled once with the arguments of each call, constants kept', async () => {
    expect(await bump(handle.db, 'test', 'a', '100')).toEqual([{ count: 1 }]);
    expect(await bump(handle.db, 'test', 'a', '100')).toEqual([{ count: 2 }]);
    expect(await bump(handle.db, 'test', 'b', '100')).toEqual([{ count: 1 }]);
    expect(await bump(handle.db, 'test', 'a', '200')).toEqual([{ count: 1 }]);
    expect(await bump(handle.db, 'other', 'a', '300')).toEqual([{ count: 1 }]);
    expect(await since(handle.db, 'a', '0')).toEqual([
      { window_start: '100', count: 2 },
      { window_start: '200', count: 1 },
    ]);
    expect(await since(handle.db, 'a', '150')).toEqual([{ window_start: '200', count: 1 }]);
  });

  it('runs in a transaction of the database, and a second database compiles for itself', async () => {
    await handle.db.transaction().execute(async (trx) => {
      expect(await bump(trx, 'test', 'c', '100')).toEqual([{ count: 1 }]);
    });
    const other = openDatabase({});
    await migrateToLatest(other);
    expect(await since(other.db, 'c', '0')).toEqual([]);
    await other.close();
  });

  it('inserts a row of the given columns, nulls too, answering what was asked', async () => {
    const insertChat = reusableInsert(
      'chat_outbox',
      ['chat_id', 'text', 'parse_mode', 'created_at', 'forwarded_at'],
      'all',
    );
    const row = { chat_id: 'ops', parse_mode: 'HTML', created_at: '2026-01-01', forwarded_at: null };
    const [first] = await insertChat(handle.db, { ...row, text: 'one' });
    const [second] = await insertChat(handle.db, { ...row, text: 'two' });
    expect(first).toMatchObject({ ...row, text: 'one' });
    expect(second).toMatchObject({ ...row, text: 'two' });
    const insertQuietly = reusableInsert('chat_outbox', [
      'chat_id',
      'text',
      'parse_mode',
      'created_at',
      'forwarded_at',
    ]);
    await handle.db.transaction().execute(async (trx) => {
      expect(await insertQuietly(trx, { ...row, text: 'three' })).toEqual([]);
    });
    const texts = await handle.db.selectFrom('chat_outbox').select('text').orderBy('id').execute();
    expect(texts.map((t) => t.text)).toEqual(['one', 'two', 'three']);
  });

  it('refuses a query that computes with an argument instead of sending it', async () => {
    const computed = reusableQuery((db, client: string) =>
      db.selectFrom('client_limits').select('count').where('client', '=', `${client}!`),
    );
    await expect(computed(handle.db, 'a')).rejects.toMatchObject({
      message: 'reusableQuery: argument 0 is not a value of the query',
    });
  });
});
