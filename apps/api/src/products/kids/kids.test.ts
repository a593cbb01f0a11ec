import { KARIMOV_APPLICANT } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import { KIDS_ENDPOINTS, type KidsCreateContractRequest } from '@polis/api-contract';
import { idempotencyControl } from '../../testing/mortal-idempotency';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

// The API's Idempotency-Key hooks with a test's clock, on an instance that can die before it answers.
jest.mock('../../guards/idempotency', () =>
  jest.requireActual('../../testing/mortal-idempotency').mortalIdempotency(),
);

const { env, api, contractRow, contracts, expectRefused, expectPaidOnlyAfterPayme } = saleSuite();

const SAVE = '/api/site/kids/save';
const KidsCreateContractResponse = KIDS_ENDPOINTS.save.schema.response[200];
const KidsCheckResponse = KIDS_ENDPOINTS.check.schema.response[200];
const CHECK = '/api/kids/check';
const yearsAgo = (years: number) => {
  const d = new Date();
  return `15.06.${d.getUTCFullYear() - years}`;
};
const ALI = {
  seria: 'I-TN',
  number: '1234567',
  name: 'Ali',
  last_name: 'Karimov',
  middle_name: 'Alisherovich',
  birthday: yearsAgo(7),
  gender: 'm' as const,
};
const MALIKA = {
  ...ALI,
  number: '7654321',
  name: 'Malika',
  middle_name: 'Alisherovna',
  birthday: yearsAgo(10),
  gender: 'f' as const,
};
const application = (change: Partial<KidsCreateContractRequest> = {}): KidsCreateContractRequest => ({
  program_id: 74,
  start_date: tomorrow(),
  applicant: KARIMOV_APPLICANT,
  kids: [ALI, MALIKA],
  amount_uzs: 100_000,
  ...change,
});

it('saves two children on program 74 at 100 000, the parent from the registry, a lead without names', async () => {
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(KidsCreateContractResponse, body)).toBe(true);
  expect(body.amount_uzs).toBe(100_000);
  const contract = await contractRow(body.contract_id);
  expect(contract).toMatchObject({
    product: 'kids',
    amount_uzs: 100_000,
    phone: '998901234567',
    holder_name: 'Karimov Alisher Bahodirovich',
  });
  const details = JSON.parse(contract.details);
  expect(rawFacts(details)).toEqual([]);
  expect(details).toMatchObject({
    program: '74',
    insured_sum: 5_000_000,
    hospital_cover: null,
    insured_count: 2,
  });
  expect(details.insured_persons).toBe('Karimov Ali Alisherovich, Karimov Malika Alisherovna');
  const chat = await env.kit.lastChat();
  expect(chat.text).toContain('program 74, 2 children');
  expect(chat.text).not.toMatch(/Malika|901234567|1234567/);
});

it('charges program 75 at 100 000 a child; a mismatch is 422 with the server figure and writes nothing', async () => {
  const before = await contracts();
  const res = await api.post(SAVE, application({ program_id: 75 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 200_000 });
  expect(await contracts()).toBe(before);
  expect((await api.post(SAVE, application({ program_id: 75, amount_uzs: 200_000 }))).statusCode).toBe(200);
});

it('refuses a parent the registry does not know (PINFL of someone else)', async () => {
  const res = await api.post(
    SAVE,
    application({ applicant: { ...application().applicant, pinfl: '42207952620021' } }),
  );
  expect([res.statusCode, res.json().error.code]).toEqual([422, 'person_not_found']);
});

it.each([
  ['an unknown program', { ...application(), program_id: 76 }],
  ['a child of 18', application({ kids: [{ ...ALI, birthday: yearsAgo(18) }] })],
  ['a baby under one', application({ kids: [{ ...ALI, birthday: yearsAgo(0) }] })],
  ['one child twice', application({ kids: [ALI, ALI] })],
  [
    'six children',
    application({ kids: Array.from({ length: 6 }, (_, i) => ({ ...ALI, number: `123456${i}` })) }),
  ],
  ['no child', application({ kids: [] })],
  ['a blank name', application({ kids: [{ ...ALI, name: '   ' }] })],
  ['digits in a name', application({ kids: [{ ...ALI, name: 'Ali2' }] })],
  ['an unknown gender', { ...application(), kids: [{ ...ALI, gender: 'x' }] }],
  ['a start today', application({ start_date: '01.01.2020' })],
  [
    'a PINFL of 13 digits',
    application({ applicant: { ...application().applicant, pinfl: '3150390261001' } }),
  ],
])('refuses %s with 400', async (_what, body) => {
  await expectRefused(SAVE, body);
});

it('is not paid until Payme pays; then the check answers the policy PDF', async () => {
  const saved = (await api.post(SAVE, application())).json();
  await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 100_000,
    txNumber: 9101,
    schema: KidsCheckResponse,
  });
}, 20_000);

it('replays a save sent twice with one Idempotency-Key: one contract', async () => {
  const before = await contracts();
  const key = { 'idempotency-key': 'kids-attempt-1' };
  const first = await api.post(SAVE, application(), key);
  const again = await api.post(SAVE, application(), key);
  expect(first.statusCode).toBe(200);
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json().contract_id).toBe(first.json().contract_id);
  expect(await contracts()).toBe(before + 1);
  const other = await api.post(SAVE, application({ program_id: 75, amount_uzs: 200_000 }), key);
  expect(other.statusCode).toBe(422);
  expect(other.json().error.code).toBe('idempotency_key_reused');
});

it('answers a repeat after the instance died between the save and its answer with the same contract', async () => {
  const before = await contracts();
  const key = { 'idempotency-key': 'kids-attempt-killed' };
  idempotencyControl.diesBeforeAnswering = true;
  const lost = await api.post(SAVE, application(), key).finally(() => {
    idempotencyControl.diesBeforeAnswering = false;
  });
  expect(lost.statusCode).toBe(200);
  // Three minutes on, past the window after which an unanswered claim is taken over.
  idempotencyControl.now = () => Date.now() + 3 * 60 * 1000;
  const again = await api
    .post(SAVE, application(), key)
    .finally(() => (idempotencyControl.now = () => Date.now()));
  expect(again.statusCode).toBe(200);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(lost.json());
  expect(await contracts()).toBe(before + 1);
});
