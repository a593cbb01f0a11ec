import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  ErrorBody,
  OrganizationResponse,
  RegionsResponse,
  SaytPersonResponse,
  TravelPersonResponse,
} from '@polis/api-contract';
import type { Db } from './db/database';
import { SITE_AUTH, seededServer } from './testing/test-server';

/**
 * Whatever arrives (wrong types, missing fields, huge or odd strings, arrays, null, non-JSON, wrong content
 * types or credentials), an endpoint answers 4xx with a machine-readable code, or 2xx in its contract's
 * shape (the insurer's `error`/`error_message`/`code` for nothing found); never 5xx, and it writes nothing.
 */

let app: FastifyInstance;
let handle: Db;
let tables: string[];
beforeAll(async () => {
  ({ app, handle } = await seededServer());
  tables = (await handle.db.introspection.getTables()).map((t) => t.name);
});
afterAll(() => app.close());

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { n } = await handle.db
      .selectFrom(table as 'persons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(n);
  }
  return counts;
}

// ---- arbitraries -------------------------------------------------------------------------------------

const hugeString = fc.constantFrom('9'.repeat(70_000), 'Ω'.repeat(40_000), 'x'.repeat(1_100_000));
const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '00.00.0000',
    '31.02.1990',
    '9999-99-99',
    'АА',
    "' OR 1=1 --",
    '%',
    '__proto__',
  ),
);
/** A value of any JSON type, biased towards the ones a form might wrongly send. */
const anyValue = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hugeString },
);
/** Values that pass the schema's patterns, so look-ups really run with random identities. */
const plausible = {
  birthday: fc.oneof(
    fc.date({ min: new Date('1900-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => {
      const iso = d.toISOString().slice(0, 10);
      return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    }),
    fc.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
    fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  ),
  passportSeria: fc.stringMatching(/^[A-Za-z]{2}$/),
  passportNumber: fc.stringMatching(/^\d{7}$/),
  pinfl: fc.stringMatching(/^\d{14}$/),
  inn: fc.stringMatching(/^\d{9}$/),
};
const field = <T>(good: fc.Arbitrary<T>) => fc.oneof(good, anyValue);

const personBody = fc.record(
  {
    birthday: field(plausible.birthday),
    passportSeria: field(plausible.passportSeria),
    passportNumber: field(plausible.passportNumber),
    pinfl: field(plausible.pinfl),
    extra: anyValue,
  },
  { requiredKeys: [] },
);
const innBody = fc.record({ inn: field(plausible.inn), extra: anyValue }, { requiredKeys: [] });

type Payload = { contentType?: string; payload?: string };
/** A body as bytes on the wire: JSON of the given shape or of anything, non-JSON text, odd content types. */
const bodyOf = (shaped: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: shaped.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
    },
    {
      weight: 2,
      arbitrary: anyValue.map((v) => ({ contentType: 'application/json', payload: JSON.stringify(v) })),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'image/png',
          '*/*',
        ),
        payload: fc.oneof(
          fc.string(),
          fc.constantFrom('{', '{"birthday":', 'null', '[]', '{"a":1}{"b":2}', 'inn=301234567'),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );

const strayBody: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: bodyOf(fc.jsonValue({ maxDepth: 2 })) },
);

/** Raw query strings: malformed escapes, repeated keys, brackets, unicode. */
const queryOf = (key: string, good: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    good.map((v) => `${key}=${v}`),
    anyValue.map((v) => `${key}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`),
    fc.tuple(good, good).map(([a, b]) => `${key}=${a}&${key}=${b}`),
    fc.constantFrom(
      '',
      `${key}`,
      `${key}=`,
      `${key}[]=1`,
      `${key}[a]=1`,
      `${key}=%zz`,
      '%',
      '&&&',
      `${key}=%00`,
    ),
    fc.string({ unit: fc.constantFrom(...'abcinn019=&%[]+;.~-_'.split('')), maxLength: 30 }),
  );

const credential = fc.oneof(
  { weight: 8, arbitrary: fc.constant<string | undefined>(SITE_AUTH) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'Basic !!!',
      'Bearer x',
      'Basic c2l0ZTp3cm9uZw==',
    ),
  },
);

// ---- the property ------------------------------------------------------------------------------------

const ProductsBody = Type.Object({
  products: Type.Array(Type.Object({ key: Type.String(), priceFrom: Type.Number() })),
});
const HealthBody = Type.Object({ status: Type.Literal('ok'), version: Type.String() });

interface Endpoint {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly ok: TSchema;
  readonly body?: fc.Arbitrary<Payload>;
  readonly query?: fc.Arbitrary<string>;
}

const ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/api/sayt/getPerson', ok: SaytPersonResponse, body: bodyOf(personBody) },
  { method: 'POST', path: '/api/travel-neo/getPerson', ok: TravelPersonResponse, body: bodyOf(personBody) },
  { method: 'POST', path: '/api/osgor_neo/inn', ok: OrganizationResponse, body: bodyOf(innBody) },
  // GETs get a stray body now and then: a client library may send one.
  {
    method: 'GET',
    path: '/api/osgor_neo/inn/v3',
    ok: OrganizationResponse,
    query: queryOf('inn', plausible.inn),
    body: strayBody,
  },
  {
    method: 'GET',
    path: '/api/getRegions',
    ok: RegionsResponse,
    query: queryOf('region', plausible.inn),
    body: strayBody,
  },
  {
    method: 'GET',
    path: '/api/site/products',
    ok: ProductsBody,
    query: queryOf('lang', fc.constant('uz')),
    body: strayBody,
  },
  {
    method: 'GET',
    path: '/api/health',
    ok: HealthBody,
    query: queryOf('x', fc.constant('1')),
    body: strayBody,
  },
];

/** What was sent, for the failure message (huge strings shortened). */
const shown = (options: InjectOptions) =>
  JSON.stringify(options, (_k, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}...` : v));

describe.each(ENDPOINTS)('$method $path under random and malformed input', (endpoint) => {
  it('answers 4xx with a code or 2xx in its contract shape, never 5xx, and writes no row', async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        endpoint.body ?? fc.constant<Payload>({}),
        endpoint.query ?? fc.constant(''),
        credential,
        // A wrong method now and then: the JSON 404 must hold for it too.
        fc.oneof(
          { weight: 9, arbitrary: fc.constant(endpoint.method) },
          { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH') },
        ),
        async ({ contentType, payload }, query, authorization, method) => {
          const options: InjectOptions = {
            method: method as InjectOptions['method'],
            url: query ? `${endpoint.path}?${query}` : endpoint.path,
            headers: {
              ...(authorization ? { authorization } : {}),
              ...(contentType ? { 'content-type': contentType } : {}),
            },
            ...(payload !== undefined ? { payload } : {}),
          };
          const res = await app.inject(options);
          const why = `${res.statusCode} ${res.body.slice(0, 300)} for ${shown(options)}`;
          expect([why, res.statusCode < 500]).toEqual([why, true]);
          expect([why, res.headers['content-type']]).toEqual([
            why,
            expect.stringMatching(/^application\/json/),
          ]);
          const json: unknown = res.json();
          if (res.statusCode >= 400) {
            expect([why, Value.Check(ErrorBody, json)]).toEqual([why, true]);
          } else {
            expect([why, Value.Check(endpoint.ok, json)]).toEqual([why, true]);
          }
        },
      ),
      { numRuns: 150 },
    );
    expect(await rowCounts()).toEqual(before);
  }, 60_000);
});

it('counts rows in every table, registries and contracts alike', () => {
  expect(tables).toEqual(
    expect.arrayContaining(['persons', 'vehicles', 'contracts', 'policies', 'sms_outbox']),
  );
});
