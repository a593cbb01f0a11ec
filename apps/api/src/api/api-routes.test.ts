import Fastify from 'fastify';
import { STARTING_PRICES } from '@polis/tariffs';
import { CHANNEL_KEYS, channelSecrets } from '../channels';
import { buildServer } from '../server';
import { apiRoutes } from './api-routes';
import { openDatabase } from '../db/database';

const basic = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;
const sandbox = (key: string) => basic(`${key}:${key}-sandbox`);

describe('/api', () => {
  let app: Awaited<ReturnType<typeof buildServer>>;
  beforeAll(async () => {
    app = await buildServer({
      distDir: '/nonexistent',
      logger: false,
      channelSecrets: channelSecrets({}),
      version: '9.9.9',
    });
  });
  afterAll(() => app.close());

  it('answers /api/health without a credential', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '9.9.9' });
  });

  it('refuses a request without a credential with 401 JSON', async () => {
    const res = await app.inject({ url: '/api/site/products' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect(res.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it.each([
    ['a wrong secret', basic('site:guess')],
    ['an unknown channel', sandbox('nobody')],
    ['a malformed header', 'Basic !!!'],
  ])('refuses %s with 401', async (_what, authorization) => {
    const res = await app.inject({ url: '/api/site/products', headers: { authorization } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it.each(CHANNEL_KEYS.map((key) => [key]))('accepts the sandbox credential of %s', async (key) => {
    const res = await app.inject({ url: '/api/site/products', headers: { authorization: sandbox(key) } });
    expect(res.statusCode).toBe(200);
  });

  it('lists the starting prices the tariffs give, with what each is for', async () => {
    const res = await app.inject({ url: '/api/site/products', headers: { authorization: sandbox('site') } });
    expect(res.json().products).toEqual(STARTING_PRICES);
    const byKey = new Map(res.json().products.map((p: { key: string }) => [p.key, p]));
    expect(byKey.get('accident')).toEqual({
      key: 'accident',
      priceFrom: 5000,
      unit: 'cover',
      cover: 1_000_000,
    });
    expect(byKey.get('kindness')).toEqual({ key: 'kindness', priceFrom: 200_000, unit: 'year' });
  });

  it.each([
    ['GET', '/api/nothing/here'],
    ['POST', '/api/nothing'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a JSON 404, not a page', async (method, url) => {
    const res = await app.inject({ method, url, headers: { authorization: sandbox('site') } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses bodies above 1 MiB', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/site/products',
      headers: { authorization: sandbox('site'), 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('request.channel', () => {
  it('carries the decoded channel to the API routes', async () => {
    const app = Fastify({ logger: false });
    await app.register(
      async (api) => {
        await apiRoutes(api, {
          channelSecrets: channelSecrets({}),
          version: 'x',
          db: openDatabase({}),
          clientLimits: null,
        });
        api.get('/whoami', async (request) => ({ channel: request.channel }));
      },
      { prefix: '/api' },
    );
    const res = await app.inject({ url: '/api/whoami', headers: { authorization: sandbox('beeline') } });
    expect(res.json()).toEqual({ channel: 'beeline' });
    await app.close();
  });
});
