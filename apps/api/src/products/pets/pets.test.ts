import { PET_FIELDS_EXAMPLE } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import { PetsCheckResponse, PetsCreateContractResponse, PetsProgramsResponse } from '@polis/api-contract';
import { PETS_PREMIUM_UZS } from '@polis/tariffs';
import { jpeg, pdf, png, SECRET, webp, type FilePart } from '../../uploads/test-images';
import { MAX_FILE_BYTES } from '../../uploads/upload-form';
import { SITE_AUTH } from '../../testing/test-server';
import { tomorrow } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const sale = saleSuite();
const { env, api } = sale;

const SAVE = '/api/sayt/pet-insurance/save';
const CHECK = '/api/sayt/pet-insurance/check';

/** Karimov Alisher (AA 1234567, 15.03.1990, seeded) insures his cat Barsik with program 1. */
const fields = (change: Record<string, string | number | undefined> = {}) => ({
  program_id: 1,
  ...PET_FIELDS_EXAMPLE,
  pet_name: '  Barsik ',
  start_date: tomorrow(),
  amount_uzs: PETS_PREMIUM_UZS,
  ...change,
});
const photos = (change: Partial<Record<'photo' | 'passport_photo', Buffer>> = {}): FilePart[] => [
  { field: 'photo', bytes: change.photo ?? jpeg() },
  {
    field: 'passport_photo',
    bytes: change.passport_photo ?? png(),
    filename: 'passport.png',
    type: 'image/png',
  },
];

const save = (f = fields(), files = photos(), headers: Record<string, string> = {}) =>
  sale.saveWithFiles(SAVE, f, files, headers);

it('lists the programs with the 500,000 starting price', async () => {
  const res = await api.get('/api/sayt/pet-insurance/programs');
  expect(Value.Check(PetsProgramsResponse, res.json())).toBe(true);
  expect(res.json().programs[0]).toEqual({
    id: 1,
    name: { uz: '«Doʻstim» Bazaviy', ru: '«Друг» Базовый', en: 'Buddy Basic' },
    description: expect.objectContaining({ en: expect.stringContaining('10,000,000 UZS') }),
    total_insurance_amount: 10_000_000,
    total_premium: 500_000,
  });
});

it('saves the application with both photos stored outside the database, metadata stripped', async () => {
  const before = await sale.uploadCounts();
  const res = await save();
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(PetsCreateContractResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, amount_uzs: PETS_PREMIUM_UZS });
  const contract = await sale.contractRow(body.contract_id);
  expect(contract).toMatchObject({ product: 'pets', phone: '998901234567', amount_uzs: 500_000 });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toEqual({
    program: 'Buddy Basic',
    insured_sum: 10_000_000,
    pet_name: 'Barsik',
    pet_kind: 'cat',
    pet_birth_month: '2022-05',
  });
  const rows = await sale.fileRows(body.contract_id);
  expect(rows.map((r) => [r.kind, r.content_type])).toEqual([
    ['photo', 'image/jpeg'],
    ['passport_photo', 'image/png'],
  ]);
  await sale.expectOneSaveWithFiles(before, 2);
  const chat = await env.kit.lastChat();
  expect(chat.text).toContain(body.order_id);
  expect(chat.text).not.toMatch(/1234567|901234567|Barsik/);
});

it('takes a WebP photo too', async () => {
  expect((await save(fields(), photos({ photo: webp() }))).statusCode).toBe(200);
});

it.each([
  ['a PDF as the pet photo', photos({ photo: pdf() }), 415, 'unsupported_file_type'],
  [
    'a text file named .jpg',
    photos({ passport_photo: Buffer.from('not an image') }),
    415,
    'unsupported_file_type',
  ],
  [
    'a photo over 5 MB',
    photos({ photo: Buffer.concat([jpeg(), Buffer.alloc(MAX_FILE_BYTES)]) }),
    413,
    'file_too_large',
  ],
  ['an empty photo', photos({ photo: Buffer.alloc(0) }), 400, 'empty_file'],
  ['a damaged JPEG', photos({ photo: jpeg().subarray(0, 40) }), 400, 'unreadable_file'],
  ['no passport photo', [photos()[0]], 400, 'file_required'],
])('refuses %s and stores nothing', async (_what, files, status, code) => {
  await sale.expectRefusedStoringNothing(() => save(fields(), files), status, code);
});

it('refuses a second photo in one field and a file under another name', async () => {
  const before = await sale.uploadCounts();
  const twice = await save(fields(), [...photos(), { field: 'photo', bytes: jpeg() }]);
  expect(twice.statusCode).toBe(400);
  const other = await save(fields(), [...photos(), { field: 'avatar', bytes: jpeg() }]);
  expect([other.statusCode, other.json().error.code]).toEqual([400, 'unexpected_file']);
  expect(await sale.uploadCounts()).toEqual(before);
});

it('answers 422 price_mismatch with the server figure and stores nothing', async () => {
  const before = await sale.uploadCounts();
  const res = await save(fields({ amount_uzs: PETS_PREMIUM_UZS - 1 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: PETS_PREMIUM_UZS });
  expect(await sale.uploadCounts()).toEqual(before);
});

it.each([
  ['an unknown program', { program_id: 9 }, 422, 'unknown_program'],
  ['a pet too young', { pet_birth_month: new Date().toISOString().slice(0, 7) }, 422, 'pet_age'],
  ['an unknown owner', { passport_number: '9999999' }, 422, 'person_not_found'],
  ['a blank pet name', { pet_name: '   ' }, 400, 'validation'],
  ['a start today or in the past', { start_date: '01.01.2020' }, 400, 'validation'],
  ['a kind that is not insured', { pet_kind: 'parrot' }, 400, 'validation'],
  ['a bad phone', { phone: '12345' }, 400, 'validation'],
])('refuses %s and stores nothing', async (_what, change, status, code) => {
  await sale.expectRefusedStoringNothing(() => save(fields(change)), status, code);
});

it('removes the written photos when the database refuses the contract', async () => {
  const before = await sale.uploadCounts();
  const trigger =
    "CREATE TRIGGER refuse_files BEFORE INSERT ON contract_files BEGIN SELECT RAISE(ABORT, 'disk full'); END";
  const { sql } = await import('kysely');
  await sql.raw(trigger).execute(env.kit.handle.db);
  try {
    const res = await save();
    expect(res.statusCode).toBe(500);
  } finally {
    await sql.raw('DROP TRIGGER refuse_files').execute(env.kit.handle.db);
  }
  // No contract, no lead, no file: the one message is the fault's report to the internal chat.
  expect(await sale.uploadCounts()).toEqual({ ...before, chat: before.chat + 1 });
  expect((await env.kit.lastChat()).text).toMatch(
    /^<b>Server fault on POST \/api\/sayt\/pet-insurance\/save<\/b>/,
  );
});

it('replays the same save for the same Idempotency-Key', async () => {
  const first = await save(fields(), photos(), { 'idempotency-key': 'pets-idem-1' });
  const again = await save(fields(), photos(), { 'idempotency-key': 'pets-idem-1' });
  expect(again.json().contract_id).toBe(first.json().contract_id);
  const other = await save(fields(), photos({ photo: webp() }), { 'idempotency-key': 'pets-idem-1' });
  expect(other.json().error.code).toBe('idempotency_key_reused');
});

it('serves a photo only to the cabinet session of the policy phone', async () => {
  const saved = (await save()).json();
  const row = await env.kit.handle.db
    .selectFrom('contract_files')
    .selectAll()
    .where('contract_id', '=', saved.contract_id)
    .where('kind', '=', 'photo')
    .executeTakeFirstOrThrow();
  const url = `/api/contract-files/${row.id}`;
  const get = (token?: string) =>
    env.kit.app.inject({
      method: 'GET',
      url,
      headers: { authorization: SITE_AUTH, ...(token ? { 'x-auth-token': token } : {}) },
    });
  expect((await get()).statusCode).toBe(401);
  const { createSession } = await import('../../testing/cabinet-test-kit');
  const { findOrCreateUser } = await import('../../testing/cabinet-test-kit');
  const user = async (phone: string) => {
    const row = await findOrCreateUser(env.kit.handle.db, { phone, now: new Date() });
    return (await createSession(env.kit.handle.db, row.id, new Date())).token;
  };
  const stranger = await user('998935550011');
  expect((await get(stranger)).statusCode).toBe(404);
  const owner = await user('998901234567');
  const res = await get(owner);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
  expect(res.rawPayload).toEqual(jpeg(false));
});

it('is not paid until Payme pays; then the check answers the policy PDF; wrong ids open nothing', async () => {
  const saved = (await save()).json();
  await sale.expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids: { contract_id: saved.contract_id, order_id: saved.order_id },
    amountUzs: PETS_PREMIUM_UZS,
    txNumber: 9101,
    schema: PetsCheckResponse,
    wrongOrderId: true,
  });
}, 20_000);
