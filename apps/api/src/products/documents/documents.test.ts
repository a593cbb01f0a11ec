import { Value } from '@sinclair/typebox/value';
import {
  DOCUMENTS_ENDPOINTS,
  DocumentTypesResponse,
  type DocumentsCreateContractRequest,
} from '@polis/api-contract';
import { policyFacts } from '../../policies/policy-facts';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, contractRow, contracts: contractCount, expectPaidOnlyAfterPayme } = saleSuite();

const DocumentsCreateContractResponse = DOCUMENTS_ENDPOINTS.save.schema.response[200];
const DocumentsCheckResponse = DOCUMENTS_ENDPOINTS.check.schema.response[200];
const TYPES = '/api/sayt/document_sugurtasi/type';
const SAVE = '/api/sayt/document_sugurtasi/save';
const CHECK = '/api/sayt/document_sugurtasi/check';
const application = (
  change: Partial<DocumentsCreateContractRequest> = {},
): DocumentsCreateContractRequest => ({
  types: [31, 33],
  start_date: tomorrow(),
  applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  amount_uzs: 45_000,
  ...change,
});
const lastChat = () => env.kit.lastChat();

it('lists the kinds of document with premium and liability, 38 the special government object', async () => {
  const res = await api.get(TYPES);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(DocumentTypesResponse, body)).toBe(true);
  expect(body.gov_object_type_id).toBe(38);
  expect(body.types.find((t: { id: number }) => t.id === 38)).toMatchObject({ premium: 50_000 });
  expect(Math.min(...body.types.map((t: { premium: number }) => t.premium))).toBe(20_000);
});

it('saves two kinds priced by the server, with payment links, the facts and a lead without personal data', async () => {
  const chatBefore = await env.kit.count('chat_outbox');
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(DocumentsCreateContractResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, amount_uzs: 45_000, liability: 2_500_000 });
  const contract = await contractRow(body.contract_id);
  expect(contract).toMatchObject({
    product: 'documents',
    status: 'saved',
    amount_uzs: 45_000,
    channel: 'site',
  });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toEqual({
    document_types: '31,33',
    insured_sum: 2_500_000,
    period_months: 12,
  });
  expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
  const chat = await lastChat();
  expect(chat.text).toContain(body.order_id);
  expect(chat.text).toContain('Passport or ID card, Vehicle registration certificate');
  expect(chat.text).not.toContain('1234567');
  expect(chat.text).not.toContain('901234567');
});

it('asks type 38 for its state number and keeps it on the contract', async () => {
  const missing = await api.post(SAVE, application({ types: [38], amount_uzs: 50_000 }));
  expect([missing.statusCode, missing.json().error.code]).toEqual([422, 'gov_number_required']);
  const res = await api.post(
    SAVE,
    application({ types: [38], govNumber: '01 a 777 aa', amount_uzs: 50_000 }),
  );
  expect(res.statusCode).toBe(200);
  expect(JSON.parse((await contractRow(res.json().contract_id)).details)).toMatchObject({
    document_types: '38',
    gov_number: '01A777AA',
  });
});

it('answers 422 price_mismatch with the server figure, and writes nothing', async () => {
  const before = await contractCount();
  const res = await api.post(SAVE, application({ amount_uzs: 20_000 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 45_000 });
  expect(await contractCount()).toBe(before);
});

it.each([
  ['an unknown kind', { types: [31, 99] }, 'unknown_type'],
  [
    'a person not in the registry',
    { applicant: { seria: 'AA', number: '9999999', birthday: '15.03.1990', phone: '998901234567' } },
    'person_not_found',
  ],
])('refuses %s with 422', async (_what, change, code) => {
  const before = await contractCount();
  const res = await api.post(SAVE, application(change as Partial<DocumentsCreateContractRequest>));
  expect([res.statusCode, res.json().error.code]).toEqual([422, code]);
  expect(await contractCount()).toBe(before);
});

it.each([
  ['no kind', { types: [] }],
  ['a kind twice', { types: [31, 31] }],
  ['a start today', { start_date: new Date().toISOString().slice(0, 10) }],
  ['a day that does not exist', { start_date: '31.02.2030' }],
  [
    'a minor',
    { applicant: { seria: 'AA', number: '1234567', birthday: '15.03.2020', phone: '998901234567' } },
  ],
  ['a negative amount', { amount_uzs: -1 }],
])('refuses %s with 400', async (_what, change) => {
  const res = await api.post(SAVE, { ...application(), ...change });
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('validation');
});

it('saves once per Idempotency-Key', async () => {
  const before = await contractCount();
  const headers = { 'idempotency-key': 'documents-test-key-0001' };
  const first = await api.post(SAVE, application(), headers);
  const second = await api.post(SAVE, application(), headers);
  expect(first.statusCode).toBe(200);
  expect(second.json().contract_id).toBe(first.json().contract_id);
  expect(await contractCount()).toBe(before + 1);
});

it('answers error 2 until Payme pays; then the check gives the policy PDF; wrong ids open nothing', async () => {
  const saved = (await api.post(SAVE, application())).json();
  const paid = await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: 45_000,
    txNumber: 9101,
    schema: DocumentsCheckResponse,
    notPaidError: 2,
    wrongOrderId: true,
  });
  expect(paid).toMatchObject({ polis_seria: 'DOCS' });
  expect((await api.post(CHECK, { contract_id: saved.contract_id })).statusCode).toBe(400);
}, 20_000);

it('prints the chosen kinds and the state number on the policy, in every language', () => {
  const facts = policyFacts({ document_types: '31,38', gov_number: '01A777AA', insured_sum: 6_000_000 });
  expect(facts.find((f) => f.label.en === 'Documents')).toMatchObject({
    value: {
      en: 'Passport or ID card, Documents of a special government object',
      ru: 'Паспорт или ID-карта, Документы особого государственного объекта',
      uz: 'Pasport yoki ID-karta, Maxsus davlat obyekti hujjatlari',
    },
  });
  expect(facts.find((f) => f.label.en === 'State number of the object')?.value.en).toBe('01A777AA');
});
