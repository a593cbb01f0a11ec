import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import {
  CLAIM_POLICIES,
  insertIssuedPolicy,
  seedClaimPolicies,
  type SeededPolicy,
} from '../db/seed/claim-policies';
import { cabinetClient, logIn } from '../testing/cabinet-test-kit';
import { SITE_AUTH, testServer } from '../testing/test-server';
import { jpeg, multipartBody, pdf, SECRET, type FilePart } from '../uploads/test-images';

/**
 * Claims online (README.md here): a victim without an account by plate and SMS code, a policyholder from the
 * cabinet, the refusals (unpaid, outside the cover, too late, in the future, the form's fields), the owner-only
 * rule, the adjuster's documents_required round trip and the code limits per phone and per policy.
 */

let app: FastifyInstance;
let handle: Db;
const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(today) - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ app, handle } = await testServer());
  await seedClaimPolicies(handle.db, today);
});
afterAll(() => app.close());

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/shaxsiy_kabinet/${path}`,
    headers: { authorization: SITE_AUTH, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

function fileClaim(
  token: string,
  fields: Record<string, string | undefined>,
  files: readonly FilePart[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/shaxsiy_kabinet/client-claims',
    headers: {
      authorization: SITE_AUTH,
      'content-type': body.contentType,
      'x-auth-token': token,
      ...headers,
    },
    payload: body.payload,
  });
}

async function lastSms(phone: string, purpose: string) {
  const row = await handle.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('phone', '=', phone)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.text ?? '';
}

/** The SMS-code path of a claimant without an account: the claimant's session token. */
async function claimantToken(phone: string, naming: object, lang = 'uz') {
  const sent = await post('claim-code', { phone, ...naming }, { lang });
  expect(sent.statusCode).toBe(200);
  const code = /([0-9]{6})/.exec(await lastSms(phone, 'claim-code'))?.[1] ?? '';
  const res = await post('claim-code/verify', { phone, code });
  expect(res.json()).toMatchObject({ error: 0, token: expect.any(String) });
  return res.json().token as string;
}

const VICTIM = '998935557799';
const HOLDER_PHONE = '998909012345'; // Ergasheva's OSAGO, 70H890JK (seed)
const photo = (n = 1): FilePart => ({ field: `photo_${n}`, bytes: jpeg() });
const document = (n = 1): FilePart => ({ field: `document_${n}`, bytes: pdf(), type: 'application/pdf' });
const VEHICLE_EVENT = {
  plate: '70H890JK',
  event_date: daysAgo(1),
  event_time: '18:15',
  place: 'Toshkent, Amir Temur koʻchasi',
  other_plate: '01A123BC',
  description: 'Chorrahada orqadan urib ketdi, old bamper shikastlangan',
  payout_method: 'card',
  card_number: '8600 1234 5678 1110',
};

describe('the policy look-up', () => {
  it('answers by plate what a claimant needs: product, masked holder, period and the form', async () => {
    const res = await post('claim-policy', { plate: '70 H 890 JK' }, { lang: 'en' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      policy_number: expect.stringMatching(/^EIOO \d{7}$/),
      product: 'osago',
      product_name: expect.stringMatching(/^OSAGO/),
      holder: 'E*** Z*** B***',
      status: 'active',
      liability: true,
      claim_period_days: 60,
      form: { kind: 'vehicle' },
    });
    expect(res.body).not.toMatch(/Ergasheva|998909012345/);
  });

  it('answers a policy by series and number with its product form; an unknown one is 404', async () => {
    const policies = await handle.db
      .selectFrom('policies')
      .selectAll()
      .where('series', '=', 'HOUS')
      .execute();
    const res = await post('claim-policy', { policy_series: 'hous', policy_number: policies[0].number });
    expect(res.json().data.form).toMatchObject({
      kind: 'property',
      files: [
        expect.objectContaining({ name: 'photo', required: true }),
        expect.objectContaining({ name: 'document', required: false }),
      ],
    });
    const missing = await post('claim-policy', { policy_series: 'HOUS', policy_number: '9999999' });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'policy_not_found']);
    const half = await post('claim-policy', { policy_series: 'HOUS' });
    expect([half.statusCode, half.json().error.code]).toEqual([400, 'policy_naming']);
  });
});

describe("a victim's OSAGO claim without an account", () => {
  let token: string;
  let claimId: number;

  beforeAll(async () => {
    token = await claimantToken(VICTIM, { plate: '70H890JK' }, 'ru');
  });

  it('files the claim with its photos and documents; the holder is told by SMS', async () => {
    const res = await fileClaim(token, VEHICLE_EVENT, [photo(1), photo(2), document(1)], { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    claimId = data.id;
    expect(data).toMatchObject({
      claim_status: 'new',
      product: 'osago',
      policy_number: expect.stringMatching(/^EIOO \d{7}$/),
      event_date: `${daysAgo(1)} 18:15:00`,
      payout: '8600 **** **** 1110',
      files: [
        expect.objectContaining({ kind: 'photo', content_type: 'image/jpeg' }),
        expect.objectContaining({ kind: 'photo' }),
        expect.objectContaining({ kind: 'document', content_type: 'application/pdf' }),
      ],
    });
    expect(res.body).not.toMatch(/1234 5678|12345678/);
    expect(await lastSms(VICTIM, 'claim-status')).toMatch(
      /^Polis: Заявление №\d+ \(EIOO \d{7}\): принято\.$/,
    );
    expect(await lastSms(HOLDER_PHONE, 'claim-holder-notice')).toMatch(/EIOO \d{7}/);
  });

  it('tells the holder in the language the policy was bought in, by mail too when it was bought with one', async () => {
    await handle.db
      .updateTable('contracts')
      .set({ lang: 'en', email: 'holder@example.uz' })
      .where('phone', '=', HOLDER_PHONE)
      .where('product', '=', 'osago')
      .execute();
    const res = await fileClaim(token, VEHICLE_EVENT, [photo(1), document(1)], { lang: 'ru' });
    expect(res.statusCode).toBe(200);
    expect(await lastSms(HOLDER_PHONE, 'claim-holder-notice')).toMatch(
      /^Polis: a claim was made on your policy/,
    );
    const mail = await handle.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'holder@example.uz')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      lang: 'en',
      subject: 'A claim on your policy',
      mail_key: `claim:${res.json().data.id}:holder`,
    });
    expect(mail.text).toMatch(/EIOO \d{7}/);
  });

  it('shows it at once in the claimant session’s list, its photo without metadata', async () => {
    const list = await cabinetClient(app).get('client-claims', token);
    const item = list.json().data.find((c: { id: number }) => c.id === claimId);
    expect(item).toMatchObject({ claim_status: 'new', files: expect.any(Array) });
    const file = await app.inject({
      url: item.files[0].url,
      headers: { authorization: SITE_AUTH, 'x-auth-token': token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.includes(Buffer.from(SECRET, 'latin1'))).toBe(false);
  });

  it('is readable only by the one who filed it; the claimant session opens no cabinet', async () => {
    const karimov = await logIn(app, handle, '998901234567');
    const client = cabinetClient(app);
    const theirs = (await client.get('client-claims', karimov)).json().data;
    expect(theirs.map((c: { id: number }) => c.id)).not.toContain(claimId);
    const detail = await client.get(`client-claims/${claimId}`, karimov);
    expect([detail.statusCode, detail.json().error.code]).toEqual([404, 'claim_not_found']);
    const own = await client.get(`client-claims/${claimId}`, token);
    expect(own.json().data.files).toHaveLength(3);
    const fileUrl = own.json().data.files[0].url;
    const foreign = await app.inject({
      url: fileUrl,
      headers: { authorization: SITE_AUTH, 'x-auth-token': karimov },
    });
    expect([foreign.statusCode, foreign.json().error.code]).toEqual([404, 'file_not_found']);
    const cabinet = await client.get('get/info', token);
    expect([cabinet.statusCode, cabinet.json().error.code]).toEqual([401, 'token_invalid']);
  });

  it('takes more files only when the adjuster asks for documents, then goes back to review', async () => {
    const add = (files: FilePart[]) => {
      const body = multipartBody({}, files);
      return app.inject({
        method: 'POST',
        url: `/api/shaxsiy_kabinet/client-claims/${claimId}/files`,
        headers: { authorization: SITE_AUTH, 'content-type': body.contentType, 'x-auth-token': token },
        payload: body.payload,
      });
    };
    const early = await add([document(2)]);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'claim_not_awaiting_files']);

    const moved = await app.inject({
      method: 'POST',
      url: `/sandbox/api/claims/${claimId}/status`,
      payload: { status: 'documents_required', note: 'GAI protocol' },
    });
    expect(moved.json()).toEqual({ id: claimId, claim_status: 'documents_required', note: 'GAI protocol' });
    expect(await lastSms(VICTIM, 'claim-status')).toMatch(/нужны дополнительные документы\. GAI protocol$/);
    const listed = await cabinetClient(app).get(`client-claims/${claimId}`, token);
    expect(listed.json().data).toMatchObject({ claim_status: 'documents_required', note: 'GAI protocol' });

    const added = await add([document(2)]);
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ claim_status: 'in_review' });
    expect(added.json().data.files).toHaveLength(4);
    expect(await lastSms(VICTIM, 'claim-status')).toMatch(/на рассмотрении/);
  });
});

describe('refusals', () => {
  let karimov: string;
  const homeNaming = async () => {
    const policy = await handle.db
      .selectFrom('policies')
      .select(['series', 'number'])
      .where('series', '=', 'HOUS')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { policy_series: policy.series, policy_number: policy.number };
  };
  const HOME_EVENT = {
    event_date: daysAgo(2),
    place: 'Chilonzor, 9-kvartal',
    description: 'Yuqori qavatdan suv oqib, shift va devor shikastlandi',
    payout_method: 'account',
    bank_account: '20208000900123456001',
    bank_mfo: '01018',
  };

  beforeAll(async () => {
    karimov = await logIn(app, handle, '998901234567');
  });

  it("files Karimov's home claim from the cabinet and lists it with the masked account", async () => {
    const res = await fileClaim(karimov, { ...(await homeNaming()), ...HOME_EVENT }, [photo()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ claim_status: 'new', product: 'housing', payout: '****6001' });
    const list = (await cabinetClient(app).get('client-claims', karimov)).json().data;
    expect(list.map((c: { id: number }) => c.id)).toContain(res.json().data.id);
  });

  it('takes the number as printed (series and number in one field) and the date as DD.MM.YYYY', async () => {
    const { policy_series, policy_number } = await homeNaming();
    const printed = `${policy_series} ${policy_number}`;
    const lookedUp = await post('claim-policy', { policy_number: printed });
    expect(lookedUp.json().data.policy_number).toBe(printed);
    const dotted = daysAgo(3).split('-').reverse().join('.');
    const res = await fileClaim(karimov, { policy_number: printed, ...HOME_EVENT, event_date: dotted }, [
      photo(),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.event_date).toBe(`${daysAgo(3)} 00:00:00`);
  });

  it('refuses a claim on an unpaid policy', async () => {
    const unpaid: SeededPolicy = { ...CLAIM_POLICIES[0], key: 'unpaid-home' };
    const { contractId } = await insertIssuedPolicy(handle.db, unpaid, today, 'saved');
    const res = await fileClaim(karimov, { contract_id: String(contractId), ...HOME_EVENT }, [photo()]);
    expect([res.statusCode, res.json().error.code, res.json().error.details]).toEqual([
      422,
      'policy_not_paid',
      { field: 'policy' },
    ]);
    const refunded = await insertIssuedPolicy(
      handle.db,
      { ...unpaid, key: 'refunded-home' },
      today,
      'cancelled',
    );
    const again = await fileClaim(
      karimov,
      { policy_series: refunded.series, policy_number: refunded.number, ...HOME_EVENT },
      [photo()],
    );
    expect([again.statusCode, again.json().error.code]).toEqual([422, 'policy_not_paid']);
  });

  it('refuses an event outside the cover, in the future, or reported after the period', async () => {
    const naming = await homeNaming(); // in force from 30 days ago
    const before = await fileClaim(karimov, { ...naming, ...HOME_EVENT, event_date: daysAgo(31) }, [photo()]);
    expect([before.statusCode, before.json().error.code, before.json().error.details]).toEqual([
      422,
      'policy_not_in_force',
      { field: 'event_date' },
    ]);
    const future = await fileClaim(karimov, { ...naming, ...HOME_EVENT, event_date: daysAgo(-1) }, [photo()]);
    expect([future.statusCode, future.json().error.code]).toEqual([422, 'event_in_future']);

    // A policy that ended 40 days ago: an event on its last day is past the 30 days to report it.
    const old = await insertIssuedPolicy(
      handle.db,
      { ...CLAIM_POLICIES[0], key: 'old-home', from: -400, to: -40 },
      today,
    );
    const late = await fileClaim(
      karimov,
      { policy_series: old.series, policy_number: old.number, ...HOME_EVENT, event_date: daysAgo(40) },
      [photo()],
    );
    expect([late.statusCode, late.json().error.code]).toEqual([422, 'claim_period_over']);
    // Within the period after it ended, the claim is taken.
    const recent = await insertIssuedPolicy(
      handle.db,
      { ...CLAIM_POLICIES[0], key: 'ended-home', from: -400, to: -5 },
      today,
    );
    const ok = await fileClaim(
      karimov,
      { policy_series: recent.series, policy_number: recent.number, ...HOME_EVENT, event_date: daysAgo(6) },
      [photo()],
    );
    expect(ok.statusCode).toBe(200);
  });

  it("holds the claimant to the product's form and the payout", async () => {
    const naming = await homeNaming();
    const country = await fileClaim(karimov, { ...naming, ...HOME_EVENT, country: 'Turkey' }, [photo()]);
    expect([country.statusCode, country.json().error.code, country.json().error.details]).toEqual([
      422,
      'field_not_in_form',
      { field: 'country' },
    ]);
    const noPhoto = await fileClaim(karimov, { ...naming, ...HOME_EVENT }, []);
    expect([noPhoto.statusCode, noPhoto.json().error.code]).toEqual([400, 'file_required']);
    const medical = await fileClaim(karimov, { ...naming, ...HOME_EVENT }, [
      photo(),
      { field: 'medical_1', bytes: pdf() },
    ]);
    expect([medical.statusCode, medical.json().error.code]).toEqual([400, 'unexpected_file']);
    const noAccount = await fileClaim(karimov, { ...naming, ...HOME_EVENT, bank_mfo: undefined }, [photo()]);
    expect([noAccount.statusCode, noAccount.json().error.code]).toEqual([422, 'payout_required']);
    const pdfAsPhoto = await fileClaim(karimov, { ...naming, ...HOME_EVENT }, [
      { field: 'photo_1', bytes: pdf() },
    ]);
    expect([pdfAsPhoto.statusCode, pdfAsPhoto.json().error.code]).toEqual([415, 'unsupported_file_type']);
  });

  it('needs a session to file', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shaxsiy_kabinet/client-claims',
      headers: { authorization: SITE_AUTH, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([res.statusCode, res.json().error.code]).toEqual([401, 'token_required']);
  });
});

describe('claim codes', () => {
  it('are limited per phone (5 in 10 minutes) and per policy (10 a day), 429 with the limit named', async () => {
    const naming = { plate: '70H890JK' };
    const phone = '998900000101';
    for (let i = 0; i < 5; i += 1)
      expect((await post('claim-code', { phone, ...naming })).statusCode).toBe(200);
    const sixth = await post('claim-code', { phone, ...naming });
    expect([sixth.statusCode, sixth.json().error.details.limit]).toEqual([429, 'claim_phone']);
    expect(sixth.headers['retry-after']).toBe('600');

    // The victim above took one code of this policy, this phone five: four more phones, then the policy's cap.
    for (let i = 0; i < 4; i += 1) {
      expect((await post('claim-code', { phone: `99890000020${i}`, ...naming })).statusCode).toBe(200);
    }
    const capped = await post('claim-code', { phone: '998900000299', ...naming });
    expect([capped.statusCode, capped.json().error.details.limit]).toEqual([429, 'claim_policy']);
  });

  it('lock after five wrong codes', async () => {
    const phone = '998900000301';
    await post('claim-code', { phone, policy_series: 'ACCI', policy_number: '3' });
    for (let i = 0; i < 4; i += 1) {
      expect((await post('claim-code/verify', { phone, code: '000000' })).json().code).toMatch(/wrong_code/);
    }
    expect((await post('claim-code/verify', { phone, code: '000000' })).json().code).toBe('code_locked');
  });
});
