import { Value } from '@sinclair/typebox/value';
import { Draft, DraftKept } from '@polis/api-contract';
import { KINDNESS_GIFT_EXAMPLE } from '@polis/api-contract/examples';
import { payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import type { PaymentKit } from '../../testing/payment-test-kit';
import { logIn } from '../../testing/cabinet-test-kit';
import { SITE_AUTH } from '../../testing/test-server';
import { jpeg, multipartBody, pdf, SECRET } from '../../uploads/test-images';
import { addDays, formatDate, tashkentDate } from '../../contracts/format';
import { DRAFT_TTL_MS, purgeDrafts } from '../../contracts/drafts';

const { env, api } = saleSuite();
let kit: PaymentKit;
beforeAll(() => {
  kit = env.kit;
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Headers = {},
) =>
  kit.app.inject({
    method,
    url,
    headers: { authorization: SITE_AUTH, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ANSWERS = {
  step: 'applicant',
  snapshot: { applicant: { passportSeries: 'AA', passportNumber: '1234567', birthDate: '1990-01-01' } },
};

async function created(headers: Headers = {}, data: object = ANSWERS) {
  const res = await call('POST', '/api/drafts', { product: 'kindness', data }, headers);
  expect(res.statusCode).toBe(201);
  const kept = res.json<DraftKept>();
  expect(Value.Check(DraftKept, kept)).toBe(true);
  return kept.id;
}

const rows = (table: 'drafts' | 'draft_files') => kit.handle.db.selectFrom(table).selectAll().execute();

describe('applications in progress', () => {
  it('keeps the answers, personal ones included, under an id only its holder can use, no-store', async () => {
    const id = await created();
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await call('GET', `/api/drafts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toContain('no-store');
    const draft = read.json<Draft>();
    expect(Value.Check(Draft, draft)).toBe(true);
    expect(draft).toMatchObject({ product: 'kindness', data: ANSWERS, files: [] });
    // The id is not stored: only its hash, so the table alone opens nothing.
    expect((await rows('drafts')).some((r) => r.key === id)).toBe(false);

    const changed = await call('PUT', `/api/drafts/${id}`, {
      product: 'kindness',
      data: { ...ANSWERS, step: 'payment' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>().data).toMatchObject({ step: 'payment' });
  });

  it('answers the same 404 for a guessed, altered or deleted id, and writes nothing for them', async () => {
    const id = await created();
    const guessed = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/drafts/${guessed}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'draft_not_found' } });
    }
    expect((await call('GET', '/api/drafts/1')).statusCode).toBe(400);
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>().data).toEqual(ANSWERS);
    expect((await call('DELETE', `/api/drafts/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/drafts/${id}`)).statusCode).toBe(404);
  });

  it("is made under the tab's id by its first PUT (201), changed by the next (200), and kept to its product", async () => {
    const id = 'T'.repeat(20) + 'a'.repeat(23);
    const first = await call('PUT', `/api/drafts/${id}`, { product: 'pets', data: { step: 'pet' } });
    expect(first.statusCode).toBe(201);
    expect(Value.Check(DraftKept, first.json())).toBe(true);
    const next = await call('PUT', `/api/drafts/${id}`, { product: 'pets', data: { step: 'owner' } });
    expect(next.statusCode).toBe(200);
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>()).toMatchObject({
      product: 'pets',
      data: { step: 'owner' },
    });
    const other = await call('PUT', `/api/drafts/${id}`, { product: 'kids', data: { step: 'x' } });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: 'draft_conflict' } });
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>().data).toEqual({ step: 'owner' });
    // Expired, the id makes a new draft: the old answers are gone.
    await purgeDrafts(kit.handle.db, new Date(Date.now() + DRAFT_TTL_MS + 1000));
    const again = await call('PUT', `/api/drafts/${id}`, { product: 'kids', data: { step: 'program' } });
    expect(again.statusCode).toBe(201);
    expect((await call('PUT', `/api/drafts/short`, { product: 'kids', data: {} })).statusCode).toBe(400);
    expect((await call('PUT', `/api/drafts/${id}`, { data: {} })).statusCode).toBe(400);
  });

  it('refuses malformed answers with 400, and needs the channel credential', async () => {
    const bad = [
      { product: 'kindness' },
      { product: 'Not a product!', data: {} },
      { product: 'kindness', data: [] },
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/drafts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation' } });
    }
    const huge = await call('POST', '/api/drafts', { product: 'kindness', data: { x: 'a'.repeat(300_000) } });
    expect(huge.statusCode).toBe(413);
    const anonymous = await kit.app.inject({
      method: 'POST',
      url: '/api/drafts',
      payload: { product: 'x1', data: {} },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a draft made in a cabinet session opens only with that session, not with its id alone', async () => {
    const mine = await logIn(kit.app, kit.handle, '998901110022');
    const theirs = await logIn(kit.app, kit.handle, '998901110033');
    const id = await created({ 'x-auth-token': mine });
    expect((await call('GET', `/api/drafts/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/drafts/${id}`, undefined, { 'x-auth-token': theirs })).statusCode).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/drafts/${id}`, { product: 'kindness', data: {} }, { 'x-auth-token': theirs }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/drafts/${id}`, undefined, { 'x-auth-token': mine })).json<Draft>().data,
    ).toEqual(ANSWERS);
    expect((await call('GET', `/api/drafts/${id}`, undefined, { 'x-auth-token': mine })).statusCode).toBe(
      200,
    );
  });

  it('keeps a chosen file checked and without metadata, answers it to the id only, and replaces it by name', async () => {
    const id = await created();
    const put = (name: string, bytes: Buffer, type = 'image/jpeg') => {
      const form = multipartBody({}, [{ field: 'file', bytes, type, filename: 'rex.jpg' }]);
      return call('PUT', `/api/drafts/${id}/files/${name}`, form.payload, {
        'content-type': form.contentType,
      });
    };
    const kept = await put('pet.photo', jpeg());
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'pet.photo', content_type: 'image/jpeg' });
    const file = await call('GET', `/api/drafts/${id}/files/pet.photo`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.toString('latin1')).not.toContain(SECRET);
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>().files).toEqual([
      { name: 'pet.photo', content_type: 'image/jpeg', size: file.rawPayload.length },
    ]);
    expect((await put('pet.photo', pdf(), 'application/pdf')).statusCode).toBe(200);
    expect((await call('GET', `/api/drafts/${id}`)).json<Draft>().files).toHaveLength(1);

    const text = await put('doc', Buffer.from('MZ not a picture'), 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect((await call('GET', `/api/drafts/${id}/files/missing`)).statusCode).toBe(404);
    expect((await call('GET', `/api/drafts/${id.replace(/.$/, '_')}/files/pet.photo`)).statusCode).toBe(404);

    for (let i = 0; i < 9; i += 1) expect((await put(`f${i}`, jpeg())).statusCode).toBe(200);
    const tenth = await put('one-too-many', jpeg());
    expect(tenth.statusCode).toBe(409);
    expect(tenth.json()).toMatchObject({ error: { code: 'too_many_files' } });

    expect((await call('DELETE', `/api/drafts/${id}`)).statusCode).toBe(204);
    const left = await kit.handle.db.selectFrom('draft_files').select('name').execute();
    expect(left.filter((f) => f.name === 'pet.photo')).toHaveLength(0);
  });

  it('expires 24 hours after its last change, files with it', async () => {
    const id = await created();
    const form = multipartBody({}, [{ field: 'file', bytes: jpeg() }]);
    await call('PUT', `/api/drafts/${id}/files/photo`, form.payload, { 'content-type': form.contentType });
    const before = (await rows('draft_files')).length;
    await purgeDrafts(kit.handle.db, new Date(Date.now() + DRAFT_TTL_MS + 1000));
    expect((await call('GET', `/api/drafts/${id}`)).statusCode).toBe(404);
    expect((await rows('draft_files')).length).toBeLessThan(before);
    expect(await rows('drafts')).toHaveLength(0);
  });

  it('is deleted, files and all, once the application saved from it is paid', async () => {
    const id = await created({}, { step: 'applicant', secret: 'AA1234567' });
    const form = multipartBody({}, [{ field: 'file', bytes: jpeg() }]);
    await call('PUT', `/api/drafts/${id}/files/photo`, form.payload, { 'content-type': form.contentType });
    const other = await created();
    const start = formatDate(addDays(tashkentDate(new Date()), 1));
    const saved = await api.post(
      '/api/kindness/save',
      { ...KINDNESS_GIFT_EXAMPLE, start_date: start },
      { 'x-draft-id': id },
    );
    expect(saved.statusCode).toBe(200);
    const { contract_id } = saved.json<{ contract_id: number }>();
    // Saved, not paid: a reload on the payment step still finds the answers.
    expect((await call('GET', `/api/drafts/${id}`)).statusCode).toBe(200);
    const { perform } = await payWithPayme(kit, contract_id, KINDNESS_GIFT_EXAMPLE.amount_uzs, 0x7d1);
    expect(perform).toHaveProperty('result');
    expect((await call('GET', `/api/drafts/${id}`)).statusCode).toBe(404);
    expect(await kit.handle.db.selectFrom('draft_files').selectAll().execute()).toHaveLength(0);
    expect((await call('GET', `/api/drafts/${other}`)).statusCode).toBe(200);
  });
});
