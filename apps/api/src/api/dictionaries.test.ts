import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { channelSecrets } from '../channels';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { buildServer } from '../server';
import { SITE_AUTH } from '../testing/test-server';
import { DICTIONARY_CACHE_CONTROL, matchesVersion } from './dictionaries';

/** Issue 15 item 5: dictionaries revalidate with an ETag and cost little to answer. */
async function server(dictionaryRecheckMs?: number): Promise<{ app: FastifyInstance; handle: Db }> {
  const handle = openDatabase({});
  await migrateToLatest(handle);
  await seedIfEmpty(handle);
  const app = await buildServer({
    db: handle,
    distDir: '/nonexistent',
    logger: false,
    channelSecrets: channelSecrets({}),
    version: 'test',
    clientLimits: null,
    dictionaryRecheckMs,
  });
  app.addHook('onClose', () => handle.close());
  return { app, handle };
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { authorization: SITE_AUTH, ...headers } });

const DICTIONARIES = [
  '/api/getRegions',
  '/api/travel-neo/get_country',
  '/api/sayt/travel-uzb/tarifs',
  '/api/property-insurance-v2/getTariffs',
  '/api/minikasko_neo/getPrograms',
  '/api/sayt/tez-kasko/programs',
  '/api/sayt/sportsman/type/v2',
  '/api/sayt/kasko/cars',
  '/api/kasko-neo/get-tarif',
  '/api/sayt/pet-insurance/programs',
  '/api/sayt/document_sugurtasi/type',
  '/api/dms/constructor',
  '/api/site/products',
];

describe('matchesVersion', () => {
  it.each([
    ['"abc"', true],
    ['"abc-br"', true],
    ['"abc-gzip"', true],
    ['W/"abc"', true],
    ['"old", "abc-br"', true],
    ['*', true],
    ['"abcd"', false],
    ['"ab"', false],
    ['abc', true],
    ['"old"', false],
    ['', false],
  ])('If-None-Match %s -> %s', (header, expected) => {
    expect(matchesVersion(header, 'abc')).toBe(expected);
  });
  it('is false without the header', () => expect(matchesVersion(undefined, 'abc')).toBe(false));
});

describe('dictionary answers', () => {
  let app: FastifyInstance;
  let handle: Db;
  beforeAll(async () => {
    ({ app, handle } = await server());
  });
  afterAll(() => app.close());

  it.each(DICTIONARIES)(
    '%s has a strong ETag, public no-cache, and 304 to a matching If-None-Match',
    async (url) => {
      const first = await get(app, url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect(first.headers['cache-control']).toBe(DICTIONARY_CACHE_CONTROL);
      expect(() => first.json()).not.toThrow();

      const again = await get(app, url);
      expect([again.headers.etag, again.body]).toEqual([etag, first.body]);

      const revalidated = await get(app, url, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe(DICTIONARY_CACHE_CONTROL);

      const stale = await get(app, url, { 'if-none-match': '"not-this-version"' });
      expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
    },
  );

  it('sends the kept brotli or gzip copy with its own tag, the same data in every coding', async () => {
    const plain = await get(app, '/api/getRegions');
    const br = await get(app, '/api/getRegions', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(app, '/api/getRegions', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const tag = (plain.headers.etag as string).slice(1, -1);
    expect([br.headers.etag, gz.headers.etag]).toEqual([`"${tag}-br"`, `"${tag}-gzip"`]);
    // The browser revalidates with the tag of the coding it got.
    const revalidated = await get(app, '/api/getRegions', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': br.headers.etag as string,
    });
    expect([revalidated.statusCode, revalidated.headers.etag, revalidated.body]).toEqual([
      304,
      br.headers.etag,
      '',
    ]);
  });

  it('answers from memory: a change in the database shows only after the recheck interval', async () => {
    const before = await get(app, '/api/getRegions');
    await handle.db
      .updateTable('regions')
      .set({ name_en: 'Tashkent (renamed)' })
      .where('id', '=', 1)
      .execute();
    const after = await get(app, '/api/getRegions');
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(after.body).not.toContain('Tashkent (renamed)');
  });

  it('still asks for the channel credential, and HEAD answers the headers', async () => {
    await get(app, '/api/getRegions');
    const anonymous = await app.inject({ url: '/api/getRegions' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
    const head = await app.inject({
      method: 'HEAD',
      url: '/api/getRegions',
      headers: { authorization: SITE_AUTH },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toMatch(/^"/);
    expect(head.body).toBe('');
  });

  it('keeps personal-data answers no-store, without an ETag', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sayt/getPerson',
      headers: { authorization: SITE_AUTH },
      payload: { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('a dictionary whose data changes', () => {
  let app: FastifyInstance;
  let handle: Db;
  beforeAll(async () => {
    // Recheck on every request: the data version is looked at each time.
    ({ app, handle } = await server(0));
  });
  afterAll(() => app.close());

  it('gets a new ETag, and the old tag a full 200 with the new data', async () => {
    const before = await get(app, '/api/getRegions');
    const unchanged = await get(app, '/api/getRegions', { 'if-none-match': before.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);

    await handle.db
      .updateTable('regions')
      .set({ name_en: 'Tashkent (renamed)' })
      .where('id', '=', 1)
      .execute();
    const after = await get(app, '/api/getRegions', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Tashkent (renamed)');
    expect(after.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const repeat = await get(app, '/api/getRegions', { 'if-none-match': after.headers.etag as string });
    expect(repeat.statusCode).toBe(304);
  });
});
