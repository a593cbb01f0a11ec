import { Value } from '@sinclair/typebox/value';
import { SiteRequestResponse, type SiteRequestBody } from '@polis/api-contract';
import { SITE_AUTH } from '../../testing/test-server';
import { saleSuite } from '../../testing/sale-test-kit';

const { env, api } = saleSuite();

const URL = '/api/site-requests';
let address = 1;
/** Each test its own client address, so the rate limit of one does not touch another. */
const from = () => `10.0.0.${address++}`;
const send = (body: unknown, remoteAddress: string) =>
  env.kit.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { authorization: SITE_AUTH },
    payload: body as object,
  });

const business: SiteRequestBody = {
  kind: 'business',
  product: 'ipoteka',
  inn: '307890123',
  company_name: 'IT Park Digital MChJ',
  full_name: 'Kim Elena',
  phone: '998901234567',
  facts: { loan_amount: 800_000_000 },
  lang: 'ru',
};
const rows = () => env.kit.handle.db.selectFrom('site_requests').selectAll().orderBy('id', 'desc').execute();
const lastChat = () =>
  env.kit.handle.db.selectFrom('chat_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

it('stores a business application and sends it to the site-requests channel as a lead', async () => {
  const res = await api.post(URL, business);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(SiteRequestResponse, body)).toBe(true);
  expect(body).toMatchObject({ error: 0, kind: 'business', id: expect.any(Number) });
  const [row] = await rows();
  expect(row).toMatchObject({
    id: body.id,
    kind: 'business',
    product: 'ipoteka',
    inn: '307890123',
    phone: '998901234567',
  });
  expect(JSON.parse(row.details)).toEqual({ loan_amount: 800_000_000 });
  expect(row.client_key).toMatch(/^[0-9a-f]{64}$/);
  const chat = await lastChat();
  expect(chat.chat_id).toBe('site-requests');
  expect(chat.text).toContain(`#${body.id}`);
  expect(chat.text).toContain('ipoteka');
  expect(chat.text).toMatch(/loan_amount: 800\s000\s000/);
  // A lead: the contact's name and phone in full for the call back.
  expect(chat.text).toContain('Name: Kim Elena');
  expect(chat.text).toContain('Phone: +998 90 123 45 67');
  expect(chat.text).not.toContain('998901234567');
});

it.each([
  ['feedback', { kind: 'feedback', full_name: 'Ali', phone: '998911112233', message: 'Rahmat!' }],
  ['a question', { kind: 'question', full_name: 'Ali', phone: '998911112233', message: 'Qanday?' }],
  ['survey answers', { kind: 'survey', answers: { ease: '5', recommend: 'yes' }, message: 'Good' }],
  ['a takaful application', { kind: 'takaful', product: 'family', full_name: 'Ali', phone: '998911112233' }],
])('stores %s', async (_what, body) => {
  const res = await send(body, from());
  expect(res.statusCode).toBe(200);
  expect((await rows())[0].kind).toBe((body as SiteRequestBody).kind);
});

it.each([
  ['a business application without INN', { ...business, inn: undefined }],
  ['a business application without phone', { ...business, phone: undefined }],
  ['a takaful application without product', { kind: 'takaful', full_name: 'Ali', phone: '998911112233' }],
  [
    'feedback without a message',
    { kind: 'feedback', full_name: 'Ali', phone: '998911112233', message: '   ' },
  ],
  ['a survey without answers', { kind: 'survey', answers: {} }],
  ['an unknown kind', { ...business, kind: 'spam' }],
  ['a phone of 8 digits', { ...business, phone: '99890123456' }],
  [
    'a message of 2001 characters',
    { kind: 'question', full_name: 'A', phone: '998901234567', message: 'x'.repeat(2001) },
  ],
])('refuses %s with 400 validation and stores nothing', async (_what, body) => {
  const before = (await rows()).length;
  const res = await send(body, from());
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('validation');
  expect((await rows()).length).toBe(before);
});

it('answers 429 rate_limited with Retry-After after 10 requests from one address in 10 minutes', async () => {
  const client = from();
  for (let i = 0; i < 10; i++) expect((await send(business, client)).statusCode).toBe(200);
  const before = (await rows()).length;
  const res = await send(business, client);
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('rate_limited');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect((await rows()).length).toBe(before);
  expect((await send(business, from())).statusCode).toBe(200);
});
