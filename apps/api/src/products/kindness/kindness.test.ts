import { KINDNESS_GIFT_EXAMPLE } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import {
  KindnessCheckResponse,
  KindnessCreateContractResponse,
  type KindnessCreateContractRequest,
} from '@polis/api-contract';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, expectRefused, expectPaidOnlyAfterPayme, contractRow } = saleSuite();

const SAVE = '/api/kindness/save';
const CHECK = '/api/kindness/check';
const application = (change: Partial<KindnessCreateContractRequest> = {}): KindnessCreateContractRequest => ({
  ...KINDNESS_GIFT_EXAMPLE,
  start_date: tomorrow(),
  ...change,
});

it('saves a gift policy at 200 000: the buyer holds it, the gifted person is insured, the lead names the buyer only', async () => {
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(KindnessCreateContractResponse, body)).toBe(true);
  expect(body.amount_uzs).toBe(200_000);
  const contract = await contractRow(body.contract_id);
  expect(contract).toMatchObject({
    product: 'kindness',
    holder_name: 'Karimov Alisher Bahodirovich',
    phone: '998901234567',
  });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toMatchObject({
    insured_sum: 20_000_000,
    insured_persons: expect.stringContaining('Abdullayev'),
  });
  const chat = await env.kit.lastChat();
  expect(chat.text).toContain('gift policy');
  // A lead: the buyer's name and phone in full for the call back; never the gifted person or a passport.
  expect(chat.text).toMatch(/Name: .*Karimov/);
  expect(chat.text).toContain('Phone: +998 90 123 45 67');
  expect(chat.text).not.toMatch(/Abdullayev|6677889|901234567/);
});

it.each([
  ['price_mismatch', 422, application({ amount_uzs: 150_000 })],
  ['unknown_program', 422, application({ risk_id: 1 })],
  ['unknown_program', 422, application({ product_id: 1 })],
  [
    'person_not_found',
    422,
    application({ applicant: { ...application().applicant, birthday: '16.03.1990' } }),
  ],
  [
    'insured_not_found',
    422,
    application({ insured: { seria: 'AA', number: '9999999', birthday: '01.01.1960' } }),
  ],
  ['validation', 400, application({ start_date: '01.01.2020' })],
  ['validation', 400, application({ applicant: { ...application().applicant, phone: '12345' } })],
])('refuses with %s (%i) and writes nothing', async (code, status, body) => {
  await expectRefused(SAVE, body, status, code);
});

it('is not paid until Payme pays; then the check answers the policy PDF', async () => {
  const saved = (await api.post(SAVE, application())).json();
  await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 200_000,
    txNumber: 9301,
    schema: KindnessCheckResponse,
  });
}, 20_000);
