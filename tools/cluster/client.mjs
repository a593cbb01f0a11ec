// The cluster test's client: HTTP calls as the site and the payment providers make them, retried when no
// answer came (a killed instance: the socket closed, or haproxy's 502/503/504), and the purchases of the load.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SITE_AUTH = `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`;
// The sandbox providers' settings (apps/api/src/sandbox-defaults.ts).
const PAYME_AUTH = `Basic ${Buffer.from('Paycom:payme-sandbox-key').toString('base64')}`;
const CLICK_SERVICE_ID = '10001';
const CLICK_SECRET = 'click-sandbox-secret';
export const PHONE = '998901234567';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** What a balancer answers when it had no instance's answer to give: the request may not have run. */
const NO_ANSWER = new Set([502, 503, 504]);

/** Counts every HTTP request sent (for the throughput figure) and the retries. */
export const traffic = { requests: 0, retries: 0 };

/**
 * One call. `retry`: the number of further tries after no answer (a network error or a balancer's 502-504);
 * a call that never got an answer throws. Anything the API answered, error or not, is returned as it is.
 */
export async function call(
  origin,
  method,
  url,
  { json, body, headers = {}, retry = 6, timeoutMs = 20_000 } = {},
) {
  for (let attempt = 0; ; attempt++) {
    traffic.requests += 1;
    try {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: {
          authorization: SITE_AUTH,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: json === undefined ? body : JSON.stringify(json),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      if (!NO_ANSWER.has(res.status) || attempt >= retry) {
        const type = res.headers.get('content-type') ?? '';
        return {
          status: res.status,
          headers: res.headers,
          bytes,
          body: type.includes('json') ? JSON.parse(bytes.toString('utf8')) : undefined,
        };
      }
    } catch (error) {
      if (attempt >= retry)
        throw new Error(`${method} ${url}: no answer after ${attempt + 1} tries (${error.message})`);
    }
    traffic.retries += 1;
    await sleep(200 * (attempt + 1));
  }
}

/** Tomorrow in Tashkent as the wizards send it, `dd.mm.yyyy`. */
export function tomorrow() {
  const t = new Date(Date.now() + 5 * 3600_000 + 86_400_000);
  const dd = String(t.getUTCDate()).padStart(2, '0');
  const mm = String(t.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${t.getUTCFullYear()}`;
}

const KARIMOV = { seria: 'AA', number: '1234567', birthday: '15.03.1990' };
const childBorn = (years) => `15.06.${new Date().getUTCFullYear() - years}`;

/** The products of the load: each a save (JSON or multipart), its amount and how it is paid. */
export const PRODUCTS = {
  kindness: {
    save: '/api/kindness/save',
    check: '/api/kindness/check',
    amount: 200_000,
    pay: 'payme',
    body: (email) => ({
      risk_id: 21,
      product_id: 64,
      applicant: { ...KARIMOV, phone: PHONE },
      insured: { seria: 'AA', number: '6677889', birthday: '01.01.1960' },
      amount_uzs: 200_000,
      start_date: tomorrow(),
      ...(email ? { email } : {}),
    }),
  },
  kids: {
    save: '/api/site/kids/save',
    check: '/api/kids/check',
    amount: 100_000,
    pay: 'click',
    body: () => ({
      program_id: 74,
      start_date: tomorrow(),
      applicant: { ...KARIMOV, pinfl: '31503902610013', phone: PHONE },
      kids: [
        {
          seria: 'I-TN',
          number: '1234567',
          name: 'Ali',
          last_name: 'Karimov',
          middle_name: 'Alisherovich',
          birthday: childBorn(7),
          gender: 'm',
        },
        {
          seria: 'I-TN',
          number: '7654321',
          name: 'Malika',
          last_name: 'Karimov',
          middle_name: 'Alisherovna',
          birthday: childBorn(10),
          gender: 'f',
        },
      ],
      amount_uzs: 100_000,
    }),
  },
  pets: {
    save: '/api/sayt/pet-insurance/save',
    check: '/api/sayt/pet-insurance/check',
    amount: 500_000,
    pay: 'payme',
    multipart: true,
    fields: () => ({
      program_id: '1',
      pet_name: 'Barsik',
      pet_birth_month: '2022-05',
      pet_kind: 'cat',
      passport_seria: KARIMOV.seria,
      passport_number: KARIMOV.number,
      birthday: KARIMOV.birthday,
      phone: PHONE,
      start_date: tomorrow(),
      amount_uzs: '500000',
    }),
  },
};

let fixtures;
/** The e2e journey's pet photos (apps/e2e/fixtures). */
function petFiles(root) {
  fixtures ??= {
    photo: readFileSync(path.join(root, 'apps/e2e/fixtures/pet.png')),
    passport: readFileSync(path.join(root, 'apps/e2e/fixtures/pet-passport.jpg')),
  };
  return fixtures;
}

/** A multipart/form-data body as a browser's FormData sends it (one boundary, the same bytes on a retry). */
function multipart(fields, files) {
  const boundary = '----polis-cluster-test';
  const parts = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * One save with an `Idempotency-Key` (a retry after no answer cannot save twice), from client address `ip`
 * (X-Forwarded-For, believed from the balancer: TRUST_PROXY). Answers the API's answer.
 */
export function save(origin, product, { key, ip, email, root }) {
  const p = PRODUCTS[product];
  const headers = { 'idempotency-key': key, 'x-forwarded-for': ip };
  if (!p.multipart) return call(origin, 'POST', p.save, { json: p.body(email), headers });
  const files = petFiles(root);
  const form = multipart(p.fields(), [
    { field: 'photo', filename: 'pet.png', type: 'image/png', bytes: files.photo },
    { field: 'passport_photo', filename: 'pet-passport.jpg', type: 'image/jpeg', bytes: files.passport },
  ]);
  return call(origin, 'POST', p.save, {
    body: form.body,
    headers: { ...headers, 'content-type': form.type },
  });
}

const payme = (origin, id, method, params) =>
  call(origin, 'POST', '/api/payme', {
    json: { jsonrpc: '2.0', id, method, params },
    headers: { authorization: PAYME_AUTH },
  });

/** Payme's merchant calls for one contract: CheckPerform, Create, Perform. True when Perform answered state 2. */
export async function payWithPayme(origin, contractId, amountUzs, txId) {
  const amount = amountUzs * 100;
  const account = { key: String(contractId) };
  const checked = await payme(origin, 1, 'CheckPerformTransaction', { amount, account });
  if (!checked.body?.result?.allow) return { ok: false, why: JSON.stringify(checked.body) };
  const created = await payme(origin, 2, 'CreateTransaction', {
    id: txId,
    time: Date.now(),
    amount,
    account,
  });
  if (created.body?.result?.state !== 1) return { ok: false, why: JSON.stringify(created.body) };
  const performed = await payme(origin, 3, 'PerformTransaction', { id: txId });
  return performed.body?.result?.state === 2
    ? { ok: true }
    : { ok: false, why: JSON.stringify(performed.body) };
}

const clickSign = (f) =>
  createHash('md5')
    .update(
      f.click_trans_id +
        f.service_id +
        CLICK_SECRET +
        f.merchant_trans_id +
        (f.merchant_prepare_id ?? '') +
        f.amount +
        f.action +
        f.sign_time,
    )
    .digest('hex');

/** Click's Prepare then Complete for one order, signed as Click signs. True when Complete answered error 0. */
export async function payWithClick(origin, orderId, amountUzs, clickTransId) {
  const form = (fields) => {
    const all = {
      click_paydoc_id: clickTransId,
      service_id: CLICK_SERVICE_ID,
      error: '0',
      error_note: 'Success',
      sign_time: '2026-01-15 10:00:00',
      click_trans_id: clickTransId,
      merchant_trans_id: orderId,
      amount: String(amountUzs),
      ...fields,
    };
    return new URLSearchParams({ ...all, sign_string: clickSign(all) }).toString();
  };
  const post = (step, fields) =>
    call(origin, 'POST', `/api/click/${step}`, {
      body: form(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const prepared = await post('prepare', { action: '0' });
  if (prepared.body?.error !== 0) return { ok: false, why: JSON.stringify(prepared.body) };
  const completed = await post('complete', {
    action: '1',
    merchant_prepare_id: String(prepared.body.merchant_prepare_id),
  });
  return completed.body?.error === 0 ? { ok: true } : { ok: false, why: JSON.stringify(completed.body) };
}

/** The newest SMS of `purpose` to the phone, from the sandbox outbox. */
export async function lastSms(origin, phone, purpose) {
  const res = await call(origin, 'GET', `/sandbox/api/outbox?phone=${phone}`);
  return res.body?.sms?.find((s) => s.purpose === purpose)?.text ?? null;
}

/** The cabinet's login through `origin`: send-code, the code from the outbox, check-verification-code. */
export async function logIn(origin, phone, ip) {
  const headers = { 'x-forwarded-for': ip };
  const sent = await call(origin, 'POST', '/api/shaxsiy_kabinet/send-code', { json: { phone }, headers });
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status} ${sent.bytes}`);
  const code = /([0-9]{6})/.exec((await lastSms(origin, phone, 'login-code')) ?? '')?.[1];
  const checked = await call(origin, 'POST', '/api/shaxsiy_kabinet/check-verification-code', {
    json: { phone, code },
    headers,
  });
  if (typeof checked.body?.token !== 'string') throw new Error(`no cabinet token: ${checked.bytes}`);
  return checked.body.token;
}
