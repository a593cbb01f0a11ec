import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  CabinetBusinessRequestsResponse,
  CabinetClaimResponse,
  CabinetClaimsResponse,
  CabinetCodeSent,
  CabinetOk,
  CabinetPoliciesResponse,
  CabinetPolicyResponse,
  CabinetRegisterResponse,
  CabinetRegisterStatus,
  CabinetUserResponse,
  CabinetVerifyResponse,
  CalcOsagoResponse,
  CheckDiscountResponse,
  CheckIpResponse,
  CheckPersonResponse,
  DriverCheckResponse,
  ErrorBody,
  HousingCheckResponse,
  HousingCreateContractResponse,
  HousingTariffsResponse,
  JuridikResponse,
  OrganizationResponse,
  OsagoPrefillResponse,
  RegionsResponse,
  SaveIpResult,
  SavePolicyResponse,
  SaytPersonResponse,
  TravelPersonResponse,
  PromoResponse,
  SubscriptionCardResponse,
  SubscriptionState,
  SubscriptionVerifyResponse,
  UzumCheckUserStatusResponse,
  UzumConfirmContractResponse,
  UzumCreateOrderResponse,
} from '@polis/api-contract';
import { logIn, multipart } from './testing/cabinet-test-kit';
import type { Db } from './db/database';
import { SITE_AUTH, seededServer } from './testing/test-server';

/**
 * Whatever arrives (wrong types, missing fields, huge or odd strings, arrays, null, non-JSON, wrong content
 * types or credentials), an endpoint answers 4xx with a machine-readable code, or 2xx in its contract's
 * shape (the insurer's `error`/`error_message`/`code` for nothing found); never 5xx, and it writes nothing
 * (a call whose purpose is to write, like sending a login code, names the tables that grow, all together).
 */

let app: FastifyInstance;
let handle: Db;
let tables: string[];
/** Cabinet sessions: Rahimova (an account without a person yet), Karimov (registered); a third for logout. */
let cabinetTokens: string[] = [];
let logoutToken = '';
beforeAll(async () => {
  ({ app, handle } = await seededServer());
  tables = (await handle.db.introspection.getTables()).map((t) => t.name);
  cabinetTokens = [await logIn(app, handle, '998935550011'), await logIn(app, handle, '998901234567')];
  logoutToken = await logIn(app, handle, '998946667788');
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

// OSAGO: shapes close to the wizard's, with random identities (none of them a seeded vehicle).
const osagoPlausible = {
  plate: fc.oneof(
    fc.stringMatching(/^\d{2}[A-Z]\d{3}[A-Z]{2}$/),
    fc.stringMatching(/^\d{2} ?\d{3} ?[a-z]{3}$/),
  ),
  techSery: fc.stringMatching(/^[A-Z]{3}$/),
  techNumber: fc.stringMatching(/^\d{7}$/),
  phone: fc.stringMatching(/^998\d{9}$/),
  id: fc.integer({ min: 1, max: 5 }),
  contractId: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer()),
};
const osagoDocs = {
  gos_number: field(osagoPlausible.plate),
  tech_sery: field(osagoPlausible.techSery),
  tech_number: field(osagoPlausible.techNumber),
};
const osagoDriver = fc.record(
  {
    passport__seria: field(plausible.passportSeria),
    passport__number: field(plausible.passportNumber),
    driver_birthday: field(plausible.birthday),
    licenseSeria: field(fc.constantFrom('AF', 'AG', null)),
    licenseNumber: field(fc.oneof(plausible.passportNumber, fc.constant(null))),
    licenseIssueDate: field(fc.oneof(plausible.birthday, fc.constant(null))),
    relative: field(fc.integer({ min: 0, max: 10 })),
  },
  { requiredKeys: [] },
);
const osagoPolicy = {
  ...osagoDocs,
  amount_uzs: field(fc.constantFrom(384_000, 192_000, 672_000)),
  drivers: field(fc.array(osagoDriver, { maxLength: 6 })),
  period_id: field(fc.constantFrom(1, 2)),
  number_drivers_id: field(fc.constantFrom(1, 4)),
  accident_insurance: field(fc.boolean()),
  gazballon_insurance: field(fc.boolean()),
  miniKaskoInsurance: field(fc.boolean()),
  minikasko_program_id: field(fc.oneof(osagoPlausible.id, fc.constant(null))),
  phone_number: field(osagoPlausible.phone),
  startDate: field(plausible.birthday),
  owner_birthday: field(plausible.birthday),
  owner__pass_seria: field(plausible.passportSeria),
  owner__pass_number: field(plausible.passportNumber),
  discountId: field(osagoPlausible.id),
  owner__inn: field(plausible.inn),
  extra: anyValue,
};
const osagoBodies = {
  checkIp: fc.record(
    {
      carNumber: field(osagoPlausible.plate),
      techSery: field(osagoPlausible.techSery),
      techNumber: field(osagoPlausible.techNumber),
      phone: field(osagoPlausible.phone),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
  docs: fc.record({ ...osagoDocs, extra: anyValue }, { requiredKeys: [] }),
  checkPerson: fc.record(
    {
      ...osagoDocs,
      owner__pass_seria: field(plausible.passportSeria),
      owner__pass_number: field(plausible.passportNumber),
      owner_birthday: field(plausible.birthday),
    },
    { requiredKeys: [] },
  ),
  calc: fc.record(
    {
      gos_number: field(osagoPlausible.plate),
      period_id: field(fc.constantFrom(1, 2)),
      number_drivers_id: field(fc.constantFrom(1, 4)),
      vehicleTypeId: field(fc.constantFrom(1, 2)),
      drivers: field(fc.array(plausible.pinfl, { maxLength: 7 })),
    },
    { requiredKeys: [] },
  ),
  discount: fc.record(
    {
      passportSeries: field(plausible.passportSeria),
      passportNumber: field(plausible.passportNumber),
      pinfl: field(plausible.pinfl),
      govnomber: field(osagoPlausible.plate),
    },
    { requiredKeys: [] },
  ),
  driverCheck: fc.record(
    {
      seria: field(plausible.passportSeria),
      number: field(plausible.passportNumber),
      birthday: field(plausible.birthday),
    },
    { requiredKeys: [] },
  ),
  save: fc.record(osagoPolicy, { requiredKeys: [] }),
  copySave: fc.record(
    { ...osagoPolicy, contract_id: field(osagoPlausible.contractId) },
    { requiredKeys: [] },
  ),
  extensionSave: fc.record(
    {
      startDate: field(plausible.birthday),
      periodId: field(fc.constantFrom(1, 2)),
      limit: field(fc.constantFrom(1, 4)),
      old_contract_id: field(osagoPlausible.contractId),
      agent_id: field(fc.stringMatching(/^[a-z0-9-]{1,20}$/)),
      amount_uzs: field(fc.constantFrom(384_000, 192_000)),
      car: field(fc.record(osagoDocs, { requiredKeys: [] })),
      drivers: field(fc.array(osagoDriver, { maxLength: 6 })),
      applicant: field(
        fc.oneof(
          fc.record({
            type: field(fc.constant('person')),
            person: field(
              fc.record(
                {
                  passportSery: field(plausible.passportSeria),
                  passportNumber: field(plausible.passportNumber),
                  birthday: field(plausible.birthday),
                  phone: field(osagoPlausible.phone),
                },
                { requiredKeys: [] },
              ),
            ),
          }),
          fc.record({
            type: field(fc.constant('organization')),
            organization: field(fc.record({ inn: field(plausible.inn) }, { requiredKeys: [] })),
          }),
        ),
      ),
    },
    { requiredKeys: [] },
  ),
};

// Payment platform (card subscriptions, instalments, promo codes): shapes close to the front end's, test cards,
// buyers and codes among them. This database holds no contract, so a well-formed body ends in a 404 or a
// refusal, never a write.
const paymentPlausible = {
  contractId: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer()),
  card: fc.oneof(
    fc.stringMatching(/^\d{16}$/),
    fc.constantFrom('8600 1111 1111 1110', '8600222222222223', '8600 3333 3333 3336'),
  ),
  cardDate: fc.oneof(fc.stringMatching(/^(0[1-9]|1[0-2])\/?\d{2}$/), fc.constantFrom('1329', '0000', '12/')),
  code: fc.stringMatching(/^\d{6}$/),
  subscriptionId: fc.oneof(fc.stringMatching(/^S[A-Z]{16}$/), fc.string({ maxLength: 50 })),
  phone: fc.oneof(
    fc.stringMatching(/^998\d{9}$/),
    fc.constantFrom('998901234567', '998935550011', '901234567'),
  ),
  promocode: fc.oneof(
    fc.constantFrom('POLIS10', 'FIRST100', ' polis10 ', 'NEWYEAR25'),
    fc.string({ maxLength: 45 }),
  ),
};
const paymentBodies = {
  card: fc.record(
    {
      contract_id: field(paymentPlausible.contractId),
      card_number: field(paymentPlausible.card),
      card_date: field(paymentPlausible.cardDate),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
  verify: fc.record(
    { code: field(paymentPlausible.code), subscription_id: field(paymentPlausible.subscriptionId) },
    { requiredKeys: [] },
  ),
  contract: fc.record(
    { contract_id: field(paymentPlausible.contractId), extra: anyValue },
    { requiredKeys: [] },
  ),
  subscription: fc.record({ subscription_id: field(paymentPlausible.subscriptionId) }, { requiredKeys: [] }),
  userStatus: fc.record(
    { phone_number: field(paymentPlausible.phone), contract_id: field(paymentPlausible.contractId) },
    { requiredKeys: [] },
  ),
  createOrder: fc.record(
    {
      user_id: field(fc.constantFrom(700001, 700002, 700003, 1)),
      period: field(fc.constantFrom(3, 6, 12, 0, 61)),
      callback: field(fc.constantFrom('/uz/thank-you/1', 'https://evil.example/', '//evil.example')),
      contract_id: field(paymentPlausible.contractId),
      products: field(
        fc.array(
          fc.record(
            {
              amount: field(fc.integer({ min: 1, max: 3 })),
              name: field(fc.string({ maxLength: 20 })),
              price: field(fc.integer({ min: 1, max: 1_000_000 })),
              unit_id: field(fc.integer({ min: 0, max: 5 })),
              product_id: field(fc.string({ maxLength: 5 })),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
  confirmContract: fc.record(
    {
      uzum_contract_id: field(fc.integer({ min: 1, max: 5 })),
      neo_contract_id: field(paymentPlausible.contractId),
    },
    { requiredKeys: [] },
  ),
  promo: fc.record(
    { contract_id: field(paymentPlausible.contractId), promocode: field(paymentPlausible.promocode) },
    { requiredKeys: [] },
  ),
};

// Home insurance: the wizard's shapes with random identities (none of them seeded), so a save ends in a
// 4xx and writes nothing; no contract exists for the check.
const housingBodies = {
  create: fc.record(
    {
      start_date: field(plausible.birthday),
      program_id: field(fc.integer({ min: 0, max: 6 })),
      home: field(
        fc.record(
          {
            type: field(fc.constantFrom(1, 2)),
            address: field(fc.string({ minLength: 5, maxLength: 40 })),
            extra: anyValue,
          },
          { requiredKeys: [] },
        ),
      ),
      applicant: field(
        fc.record(
          {
            seria: field(fc.stringMatching(/^[A-Z]{2}$/)),
            number: field(plausible.passportNumber),
            birthday: field(plausible.birthday),
            phone: field(osagoPlausible.phone),
          },
          { requiredKeys: [] },
        ),
      ),
      amount_uzs: field(fc.constantFrom(140_000, 2_500_000)),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
  check: fc.record(
    {
      contract_id: field(paymentPlausible.contractId),
      order_id: field(fc.stringMatching(/^P\d{6}-[A-Z]{10}$/)),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
};

// Cabinet: phones of seeded accounts and persons among random ones, forms as well as JSON, and tokens of
// logged-in users (read when generated, after beforeAll) among absent, unknown and malformed ones.
const cabinetPlausible = {
  phone: fc.oneof(
    osagoPlausible.phone,
    fc.constantFrom('998901234567', '998935550011', '+998 90 123 45 67', '901234567', '7 912 345 67 89'),
  ),
  code: fc.stringMatching(/^\d{6}$/),
  id: fc.oneof(
    fc.integer({ min: 1, max: 8 }).map(String),
    fc.constantFrom('0', '-1', 'abc', '1.5', '99999999999', '%zz', '1%00', '', '1/2'),
  ),
};
const cabinetBodies = {
  phone: fc.record({ phone: field(cabinetPlausible.phone), extra: anyValue }, { requiredKeys: [] }),
  verify: fc.record(
    {
      phone: field(cabinetPlausible.phone),
      code: field(cabinetPlausible.code),
      referral_code: field(fc.constantFrom('ALISHER90', 'alisher90', 'NOSUCH1', '')),
    },
    { requiredKeys: [] },
  ),
  registerPerson: fc.oneof(
    fc.record(
      {
        passportSeria: field(plausible.passportSeria),
        passportNumber: field(plausible.passportNumber),
        birthday: field(plausible.birthday),
        phone: field(cabinetPlausible.phone),
      },
      { requiredKeys: [] },
    ),
    // Complete bodies, so the registry look-up and the linking really run: random people, Rahimova (links
    // her account, or is someone else's), Karimov (already registered).
    fc.record({
      passportSeria: plausible.passportSeria,
      passportNumber: plausible.passportNumber,
      birthday: plausible.birthday,
    }),
    fc.constantFrom(
      { passportSeria: 'AB', passportNumber: '2345678', birthday: '22.07.1995' },
      { passportSeria: 'ab', passportNumber: '2345678', birthday: '1995-07-22', phone: '998935550011' },
      { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990' },
    ),
  ),
  editProfile: fc.record(
    {
      email: field(fc.oneof(fc.emailAddress(), fc.constant(''))),
      lang: field(fc.constantFrom('uz', 'ru', 'en')),
      last_name: anyValue,
    },
    { requiredKeys: [] },
  ),
};
const tokenHeaders = (valid: () => string[]): fc.Arbitrary<Record<string, string>> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.nat().map((i) => ({ 'x-auth-token': valid()[i % valid().length] })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { 'x-auth-token': '' },
        { 'x-auth-token': 'A'.repeat(43) },
        { 'x-auth-token': 'Bearer x' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: fc.constantFrom(...'abcXYZ019-_ '.split('')), maxLength: 60 })
        .map((t) => ({ 'x-auth-token': t })),
    },
  );
const cabinetHeaders = tokenHeaders(() => cabinetTokens);

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

/** The cabinet's forms: multipart/form-data of the shape's fields (values as text), or any body of `bodyOf`. */
const formOf = (shaped: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 1,
      arbitrary: shaped.map((v) => {
        const fields =
          v && typeof v === 'object' && !Array.isArray(v)
            ? Object.fromEntries(
                Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x : (JSON.stringify(x) ?? '')]),
              )
            : {};
        const { payload, contentType } = multipart(fields);
        return { contentType, payload };
      }),
    },
    { weight: 1, arbitrary: bodyOf(shaped) },
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

const contractQuery = queryOf('contract_id', osagoPlausible.contractId.map(String));

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
  /** Appended to the path: route parameters. */
  readonly suffix?: fc.Arbitrary<string>;
  readonly headers?: fc.Arbitrary<Record<string, string>>;
  /** Tables the call exists to write to; they may only grow, and all by the same number of rows. */
  readonly grows?: readonly string[];
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
  { method: 'POST', path: '/api/check-ip', ok: CheckIpResponse, body: bodyOf(osagoBodies.checkIp) },
  { method: 'POST', path: '/api/save-ip', ok: SaveIpResult, body: bodyOf(osagoBodies.checkIp) },
  {
    method: 'POST',
    path: '/api/osago-neo/get-calc-osago/v3',
    ok: CalcOsagoResponse,
    body: bodyOf(osagoBodies.calc),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/osago-juridik',
    ok: JuridikResponse,
    body: bodyOf(osagoBodies.docs),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/check-person',
    ok: CheckPersonResponse,
    body: bodyOf(osagoBodies.checkPerson),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/check-discount',
    ok: CheckDiscountResponse,
    body: bodyOf(osagoBodies.discount),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/driver-check',
    ok: DriverCheckResponse,
    body: bodyOf(osagoBodies.driverCheck),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/save-policy/v2',
    ok: SavePolicyResponse,
    body: bodyOf(osagoBodies.save),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/copy/save',
    ok: SavePolicyResponse,
    body: bodyOf(osagoBodies.copySave),
  },
  {
    method: 'POST',
    path: '/api/osago-neo/extension/save',
    ok: SavePolicyResponse,
    body: bodyOf(osagoBodies.extensionSave),
  },
  {
    method: 'GET',
    path: '/api/osago-neo/copy/get',
    ok: OsagoPrefillResponse,
    query: contractQuery,
    body: strayBody,
  },
  {
    method: 'GET',
    path: '/api/osago-neo/extension/get',
    ok: OsagoPrefillResponse,
    query: contractQuery,
    body: strayBody,
  },
  ...(
    [
      ['/api/web/subscription/create-card', SubscriptionCardResponse, paymentBodies.card],
      ['/api/web/subscription/resubscribe', SubscriptionCardResponse, paymentBodies.card],
      ['/api/web/subscription/verify', SubscriptionVerifyResponse, paymentBodies.verify],
      ['/api/web/subscription/get', SubscriptionState, paymentBodies.contract],
      ['/api/web/subscription/cancel', SubscriptionState, paymentBodies.subscription],
      ['/api/uzumnasiya/check-user-status', UzumCheckUserStatusResponse, paymentBodies.userStatus],
      ['/api/uzumnasiya/create-order', UzumCreateOrderResponse, paymentBodies.createOrder],
      ['/api/uzumnasiya/confirm-contract', UzumConfirmContractResponse, paymentBodies.confirmContract],
      ['/api/promocode/check_promocode', PromoResponse, paymentBodies.promo],
      ['/api/promocode/cancel_promocode', PromoResponse, paymentBodies.contract],
    ] as const
  ).map(([path, ok, body]): Endpoint => ({ method: 'POST', path, ok, body: bodyOf(body) })),
  {
    method: 'GET',
    path: '/api/property-insurance-v2/getTariffs',
    ok: HousingTariffsResponse,
    query: queryOf('lang', fc.constant('uz')),
    body: strayBody,
  },
  {
    method: 'POST',
    path: '/api/property-insurance-v2/create-contract',
    ok: HousingCreateContractResponse,
    body: bodyOf(housingBodies.create),
  },
  {
    method: 'POST',
    path: '/api/sayt/uyjoy-api/check',
    ok: HousingCheckResponse,
    body: bodyOf(housingBodies.check),
  },
  {
    method: 'POST',
    path: '/api/shaxsiy_kabinet/send-code',
    ok: CabinetCodeSent,
    body: formOf(cabinetBodies.phone),
    grows: ['sms_outbox', 'cabinet_login_codes'],
  },
  {
    method: 'POST',
    path: '/api/shaxsiy_kabinet/check-verification-code',
    ok: CabinetVerifyResponse,
    body: formOf(cabinetBodies.verify),
  },
  ...(
    [
      ['check_register', CabinetRegisterStatus, cabinetBodies.phone],
      ['register-person', CabinetRegisterResponse, cabinetBodies.registerPerson],
      ['edit-profile', CabinetUserResponse, cabinetBodies.editProfile],
    ] as const
  ).map(([path, ok, body]): Endpoint => ({
    method: 'POST',
    path: `/api/shaxsiy_kabinet/${path}`,
    ok,
    body: formOf(body),
    headers: cabinetHeaders,
  })),
  ...(
    [
      ['get/info', CabinetUserResponse, undefined],
      ['get/policy-new', CabinetPoliciesResponse, undefined],
      ['get/policy/', CabinetPolicyResponse, cabinetPlausible.id],
      ['client-claims', CabinetClaimsResponse, undefined],
      ['client-claims/', CabinetClaimResponse, cabinetPlausible.id],
      ['business-requests', CabinetBusinessRequestsResponse, undefined],
    ] as const
  ).map(([path, ok, suffix]): Endpoint => ({
    method: 'GET',
    path: `/api/shaxsiy_kabinet/${path}`,
    ok,
    query: queryOf('lang', fc.constant('ru')),
    body: strayBody,
    headers: cabinetHeaders,
    ...(suffix ? { suffix } : {}),
  })),
  // Last, with a session of its own: a successful logout ends that token for the runs after it.
  {
    method: 'POST',
    path: '/api/shaxsiy_kabinet/logout',
    ok: CabinetOk,
    body: strayBody,
    headers: tokenHeaders(() => [logoutToken]),
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
        endpoint.suffix ?? fc.constant(''),
        endpoint.headers ?? fc.constant({}),
        credential,
        // A wrong method now and then: the JSON 404 must hold for it too.
        fc.oneof(
          { weight: 9, arbitrary: fc.constant(endpoint.method) },
          { weight: 1, arbitrary: fc.constantFrom('PUT', 'DELETE', 'PATCH') },
        ),
        async ({ contentType, payload }, query, suffix, extraHeaders, authorization, method) => {
          const path = `${endpoint.path}${suffix}`;
          const options: InjectOptions = {
            method: method as InjectOptions['method'],
            url: query ? `${path}?${query}` : path,
            headers: {
              ...extraHeaders,
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
    const after = await rowCounts();
    // A refused price is reported to the internal chat (../outbox/failure-reports.ts): those messages only.
    const reports = await handle.db
      .selectFrom('chat_outbox')
      .select('text')
      .orderBy('id', 'desc')
      .limit(after.chat_outbox - before.chat_outbox)
      .execute();
    for (const { text } of reports) expect(text).toMatch(/^<b>Price calculation refused on \//);
    after.chat_outbox = before.chat_outbox;
    const grown = (endpoint.grows ?? []).map((table) => after[table] - before[table]);
    expect(grown.every((n) => n >= 0 && n === grown[0])).toBe(true);
    for (const table of endpoint.grows ?? []) after[table] = before[table];
    expect(after).toEqual(before);
  }, 60_000);
});

it('counts rows in every table, registries and contracts alike', () => {
  expect(tables).toEqual(
    expect.arrayContaining(['persons', 'vehicles', 'contracts', 'policies', 'sms_outbox']),
  );
});
