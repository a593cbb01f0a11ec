import fc from 'fast-check';
import { CLICK_ERROR, PAYME_ERROR, PAYME_METHODS } from '@polis/api-contract';
import { clickSign } from './click/click-sign';
import { SANDBOX_DEFAULTS } from '../sandbox-defaults';
import { paymentKit, SITE_AUTHORIZATION, type PaymentKit } from '../testing/payment-test-kit';
import { paymeAuthorization } from './payme/payme-key';

const PAYME_CODES = new Set<number>(Object.values(PAYME_ERROR));
const CLICK_CODES = new Set<number>(Object.values(CLICK_ERROR).filter((c) => c < 0));
const CLICK_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'merchant_prepare_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
];

/** Values shaped like what the protocols carry, and everything around them. */
const looseValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '0', '1', '-1', '384000', '384000.00', '38400000', '1e3', 'NaN', '9'.repeat(30)),
);

/** Mostly the usual shape, sometimes anything: random input that still reaches the deeper checks. */
const mostly = <A, B>(usual: fc.Arbitrary<A>, odd: fc.Arbitrary<B>): fc.Arbitrary<A | B> =>
  fc.oneof({ arbitrary: usual, weight: 5 }, { arbitrary: odd, weight: 1 });

describe('malformed requests never break the payment endpoints', () => {
  let kit: PaymentKit;
  let contractId: number;
  beforeAll(async () => {
    kit = await paymentKit();
    contractId = (await kit.contract()).id;
  });
  afterAll(() => kit.close());

  const nothingWritten = async () => {
    expect(await kit.count('payme_transactions')).toBe(0);
    expect(await kit.count('click_transactions')).toBe(0);
    expect(await kit.count('policies')).toBe(0);
    expect(await kit.count('sms_outbox')).toBe(0);
    const contract = await kit.handle.db
      .selectFrom('contracts')
      .select('status')
      .where('id', '=', contractId)
      .executeTakeFirstOrThrow();
    expect(contract.status).toBe('saved');
  };

  it('Payme: any body gets HTTP 200 and a JSON-RPC answer (an error unless it is a read), and nothing is stored', async () => {
    const methods = PAYME_METHODS.filter((m) => m !== 'ChangePassword');
    const rpc = fc.record(
      {
        jsonrpc: fc.constantFrom('2.0', '1.0', 2),
        id: looseValue,
        method: mostly(fc.constantFrom(...methods), fc.string()),
        params: mostly(
          fc.dictionary(
            fc.constantFrom('id', 'time', 'amount', 'account', 'reason', 'from', 'to', 'x'),
            fc.oneof(looseValue, fc.dictionary(fc.constantFrom('key', 'order'), looseValue)),
          ),
          fc.oneof(looseValue, fc.array(looseValue)),
        ),
      },
      { requiredKeys: ['method'] },
    );
    const body = mostly(
      rpc.map((value) => JSON.stringify(value)),
      fc.oneof(
        fc.string(),
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.string().map((s) => `{"method":"CreateTransaction","params":${s}`),
      ),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-8',
    );
    const authorization = mostly(
      fc.constant(paymeAuthorization(SANDBOX_DEFAULTS.PAYME_KEY)),
      fc.oneof(
        fc.string().map((s) => `Basic ${Buffer.from(`Paycom:${s}`).toString('base64')}`),
        fc.string(),
      ),
    );
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(body, contentType, authorization, async (payload, type, auth) => {
        const res = await kit.app.inject({
          method: 'POST',
          url: '/api/payme',
          headers: { 'content-type': type, authorization: auth },
          payload,
        });
        expect(res.statusCode).toBe(200);
        const answer = res.json();
        expect(answer.jsonrpc).toBe('2.0');
        if ('result' in answer) {
          // Only a read can succeed by chance (GetStatement of some period); writes need a payable order.
          expect(['GetStatement', 'CheckPerformTransaction']).toContain(JSON.parse(payload).method);
          return;
        }
        expect(PAYME_CODES.has(answer.error?.code)).toBe(true);
        expect(Object.keys(answer.error.message).sort()).toEqual(['en', 'ru', 'uz']);
        seen.add(answer.error.code);
      }),
      { numRuns: 300 },
    );
    // The bodies reach every layer: auth, parsing, envelope, method and the methods' own checks. The
    // last layer (an unknown transaction, -31003) is rarely drawn at random, so it is asked once directly.
    const unknown = await kit.app.inject({
      method: 'POST',
      url: '/api/payme',
      headers: {
        'content-type': 'application/json',
        authorization: paymeAuthorization(SANDBOX_DEFAULTS.PAYME_KEY),
      },
      payload: JSON.stringify({
        id: 1,
        method: 'CheckTransaction',
        params: { id: 'fuzz-unknown-transaction' },
      }),
    });
    seen.add(unknown.json().error?.code);
    expect([...seen]).toEqual(expect.arrayContaining([-32504, -32700, -32600, -32601, -31050, -31003]));
    await nothingWritten();
  });

  it('Click: any form, signed or not, gets HTTP 200 and a Click error, and nothing is stored', async () => {
    const fields = fc.dictionary(
      fc.oneof(fc.constantFrom(...CLICK_FIELDS), fc.string()),
      fc.oneof(fc.string(), fc.constantFrom('0', '1', '-1', '10001', '384000')),
    );
    /** Correctly signed but with values that do not name a payable order: the checks after the signature. */
    const signed = fc
      .record({
        click_trans_id: mostly(fc.integer({ min: 0 }).map(String), fc.string()),
        service_id: mostly(fc.constant(SANDBOX_DEFAULTS.CLICK_SERVICE_ID), fc.constantFrom('1', 'x')),
        click_paydoc_id: fc.integer({ min: 0 }).map(String),
        merchant_trans_id: mostly(fc.stringMatching(/^P\d{6}-[A-Z]{10}$/), fc.string()),
        merchant_prepare_id: fc.integer({ min: 0, max: 5 }).map(String),
        amount: mostly(fc.constantFrom('384000', '384000.00', '0'), fc.string()),
        action: fc.constantFrom('0', '1', '2', ''),
        error: mostly(fc.constantFrom('0', '-5017'), fc.string()),
        sign_time: mostly(fc.constant('2026-01-15 10:00:00'), fc.string()),
      })
      .map((f) => ({ ...f, error_note: '' }));
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fields.map((form) => ({ form, signed: null })),
          signed.map((form) => ({ form, signed: form })),
        ),
        fc.constantFrom('prepare', 'complete'),
        fc.boolean(),
        async ({ form: given, signed: toSign }, step, asJson) => {
          // Sign what is signable the way Click would for this step (a few on purpose wrongly), so the
          // checks after the signature run too.
          const form: Record<string, string> = !toSign
            ? given
            : Number(toSign.click_paydoc_id) % 7 === 0
              ? { ...toSign, sign_string: 'f'.repeat(32) }
              : {
                  ...toSign,
                  sign_string: clickSign(
                    {
                      ...toSign,
                      merchant_prepare_id: step === 'complete' ? toSign.merchant_prepare_id : undefined,
                    },
                    SANDBOX_DEFAULTS.CLICK_SECRET_KEY,
                  ),
                };
          const res = await kit.app.inject({
            method: 'POST',
            url: `/api/click/${step}`,
            headers: { 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' },
            payload: asJson ? JSON.stringify(form) : new URLSearchParams(form).toString(),
          });
          expect(res.statusCode).toBe(200);
          expect(CLICK_CODES.has(res.json().error)).toBe(true);
          seen.add(res.json().error);
        },
      ),
      { numRuns: 300 },
    );
    // The generator reaches past the signature check: action, service and order refusals were all seen.
    expect([...seen]).toEqual(expect.arrayContaining([-1, -3, -5, -8]));
    await nothingWritten();
  });

  it('contract payment calls: any JSON body is a 4xx or an answer, never a 5xx', async () => {
    const urls = [
      '/api/payment/initialize',
      '/api/contract/get-payment',
      '/api/sayt/contract/check',
      '/api/sayt/contract/check-universal',
      '/api/osago-neo/confirm-check',
      '/api/travel-neo/confirm-check',
      '/api/sayt/payment/payme',
    ];
    const body = fc.oneof(
      fc.record(
        {
          contract_id: fc.oneof(looseValue, fc.constant(contractId + 1)),
          order_id: looseValue,
          phone: fc.oneof(looseValue, fc.constantFrom('99890', '+998 90 123 45 6', '8'.repeat(12))),
          return_url: fc.oneof(
            fc.webUrl(),
            fc.string(),
            fc.constantFrom('//evil', '/\\evil', 'javascript:x'),
          ),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, fc.string(), async (url, payload, lang) => {
        const res = await kit.app.inject({
          method: 'POST',
          url,
          headers: { authorization: SITE_AUTHORIZATION, 'content-type': 'application/json', lang },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    await nothingWritten();
  });

  it('sandbox forms and contract creation: never a 5xx, and contracts only for 201s', async () => {
    const before = await kit.handle.db.selectFrom('contracts').select('id').execute();
    let created = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/sandbox/api/contracts',
          '/sandbox/payme/pay',
          '/sandbox/payme/cancel',
          '/sandbox/click/services/pay',
          '/sandbox/octo/x/pay',
        ),
        fc.dictionary(
          fc.constantFrom(
            'product',
            'amount_uzs',
            'phone',
            'payload',
            'lang',
            'details',
            'service_id',
            'merchant_id',
            'amount',
            'transaction_param',
            'return_url',
          ),
          looseValue,
        ),
        async (url, payload) => {
          const res = await kit.app.inject({ method: 'POST', url, payload });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 201) created += 1;
        },
      ),
      { numRuns: 200 },
    );
    const after = await kit.handle.db.selectFrom('contracts').select('id').execute();
    expect(after.length - before.length).toBe(created);
    expect(await kit.count('payme_transactions')).toBe(0);
    expect(await kit.count('click_transactions')).toBe(0);
  });
});
