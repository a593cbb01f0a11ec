import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ErrorBody } from '@polis/api-contract';
import { frameworkErrors, registerErrorHandling, RequestError } from './errors';
import { SITE_AUTH, seededServer } from './testing/test-server';

/** A bare Fastify with only the error handling, a logger written to `lines`, and a few probing routes. */
async function probe() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, bodyLimit: 1024, frameworkErrors });
  registerErrorHandling(app);
  const body = Type.Object({ phone: Type.String({ pattern: '^998[0-9]{9}$' }) });
  app.post('/echo', { schema: { body } }, async (request) => request.body);
  app.post('/boom', async () => {
    throw Object.assign(new Error('relation "persons" is broken'), {
      detail: 'Key (pinfl)=(31503902610013)',
    });
  });
  app.get('/unavailable', async () => {
    throw Object.assign(new Error('database is restarting'), { statusCode: 503 });
  });
  app.get('/refused', async () => {
    throw new RequestError(409, 'already_paid', 'The contract is paid already');
  });
  app.get('/item/:id', async (request) => request.params);
  // The Payme plugin's situation: its own error style inside its own context.
  await app.register(async (rpc) => {
    rpc.setErrorHandler((error: Error, _request, reply) =>
      reply.code(200).send({ jsonrpc: '2.0', error: { code: -32700, message: error.message } }),
    );
    rpc.post('/rpc', { schema: { body } }, async () => ({ ok: true }));
  });
  return { app, lines };
}

const json = (payload: string) => ({ headers: { 'content-type': 'application/json' }, payload });

describe('error answers', () => {
  let app: FastifyInstance;
  let lines: string[];
  beforeAll(async () => {
    ({ app, lines } = await probe());
  });
  afterAll(() => app.close());

  const expectError = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(Value.Check(ErrorBody, body)).toBe(true);
    expect(body).toMatchObject({ error: { code } });
  };

  it('answers a schema failure with 400 validation and the failed rules as details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...json(JSON.stringify({ phone: '+998 90' })),
    });
    expectError(res, 400, 'validation');
    expect(res.json().error.details).toEqual([
      { part: 'body', path: '/phone', message: expect.stringMatching(/pattern/) },
    ]);
    expect(res.json().error.message).toMatch(/^body\/phone /);
  });

  it('points a missing property at the property itself', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: {} });
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: '/phone' })]);
  });

  it.each([
    ['malformed JSON', '{"phone":'],
    ['an empty JSON body', ''],
    ['a prototype-poisoning body', '{"__proto__": {"admin": true}}'],
  ])('answers %s with 400 bad_json', async (_what, payload) => {
    const res = await app.inject({ method: 'POST', url: '/echo', ...json(payload) });
    expectError(res, 400, 'bad_json');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expectError(res, 415, 'unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      ...json(JSON.stringify({ phone: 'x'.repeat(2000) })),
    });
    expectError(res, 413, 'payload_too_large');
  });

  it('answers an unknown route with a JSON 404', async () => {
    expectError(await app.inject({ method: 'DELETE', url: '/nowhere?x=1' }), 404, 'not_found');
  });

  it('answers an undecodable URL parameter with 400, not a crash', async () => {
    expectError(await app.inject({ url: '/item/%E0%A4%A' }), 400, 'bad_request');
  });

  it('answers a refusal a handler throws with its status and code', async () => {
    expectError(await app.inject({ url: '/refused' }), 409, 'already_paid');
  });

  it('hides an unexpected exception behind 500 internal and logs it without the body or row values', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/boom', payload: { passport: 'AA1234567' } });
    expectError(res, 500, 'internal');
    expect(res.body).not.toMatch(/persons|pinfl/);
    const logged = lines.join('');
    expect(logged).toMatch(/unexpected error/);
    expect(logged).toMatch(/relation \\"persons\\" is broken/);
    expect(logged).not.toMatch(/AA1234567|31503902610013/);
  });

  it('keeps a deliberate 5xx status (clients retry 503) but not its message', async () => {
    const res = await app.inject({ url: '/unavailable' });
    expectError(res, 503, 'internal');
    expect(res.body).not.toMatch(/restarting/);
  });

  it("lets a plugin's own error handler answer its routes (Payme's HTTP 200 JSON-RPC errors)", async () => {
    const bad = await app.inject({ method: 'POST', url: '/rpc', ...json('{"id":') });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    const invalid = await app.inject({ method: 'POST', url: '/rpc', payload: { phone: 1 } });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toMatchObject({ jsonrpc: '2.0' });
  });
});

describe('error answers of the whole server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await seededServer());
  });
  afterAll(() => app.close());

  it.each([
    ['POST', '/nothing'],
    ['PUT', '/uz/osago'],
  ] as const)('answers %s %s outside /api with a JSON 404', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers malformed JSON to an API route with 400 bad_json', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sayt/getPerson',
      headers: { authorization: SITE_AUTH, 'content-type': 'application/json' },
      payload: '{"birthday": "15.03.1990",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_json' } });
  });
});
