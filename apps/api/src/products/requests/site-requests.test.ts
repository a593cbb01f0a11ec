import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { SiteRequestResponse, type SiteRequestBody } from '@polis/api-contract';
import { SITE_AUTH } from '../../testing/test-server';
import { saleSuite } from '../../testing/sale-test-kit';
import { BUSINESS_LEAD_PRODUCTS, LEAD_FACTS } from './lead-fields';

const { env, api } = saleSuite();

const URL = '/api/site-requests';
let address = 1;
/** Each test its own client address, so the rate limit of one does not touch another. */
const from = () => `10.0.0.${address++}`;
const send = (body: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  env.kit.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress,
    headers: { authorization: SITE_AUTH, ...headers },
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
const smsTo = (phone: string) =>
  env.kit.handle.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .execute();

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
  expect(chat.text).toContain(`Business application #${body.id}: Mortgage insurance`);
  expect(chat.text).toContain('Loan amount: 800 000 000 UZS');
  expect(chat.text).toContain('Language: Russian');
  expect(chat.text).not.toMatch(/loan_amount|ipoteka/);
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

describe('the business lead as the sales team reads it', () => {
  it('names each fact by its label with a human value, never a raw key', async () => {
    const res = await send(
      {
        ...business,
        product: 'special-equipment',
        facts: { units: 4, equipment_value: 2_400_000_000 },
        lang: 'uz',
      },
      from(),
    );
    expect(res.statusCode).toBe(200);
    const { text } = await lastChat();
    expect(text.split('\n')).toEqual([
      `<b>Business application #${res.json().id}: Special equipment</b>`,
      'Company: IT Park Digital MChJ (INN *********)', // nine digits are masked like a document number
      'Name: Kim Elena',
      'Phone: +998 90 123 45 67',
      'Number of machines: 4',
      'Value of the machinery: 2 400 000 000 UZS',
      'Language: Uzbek',
    ]);
    expect(text).not.toMatch(/[a-z]+_[a-z]+|special-equipment|2400000000/);
  });

  it("keeps the labels the English page's: a fact or product renamed there is renamed here", () => {
    const read = (file: string) =>
      JSON.parse(readFileSync(path.resolve(__dirname, '../../../../..', file), 'utf8')) as Record<
        string,
        string
      >;
    const page = read('libs/products-business/src/messages/en.json');
    const shell = read('libs/shell/src/messages/en.json');
    for (const [key, fact] of Object.entries(LEAD_FACTS))
      expect(`${fact.label}${fact.kind === 'amount' ? ', UZS' : ''}`).toBe(page[`business.fact.${key}`]);
    for (const [slug, product] of Object.entries(BUSINESS_LEAD_PRODUCTS))
      expect(product.name).toBe(shell[`shell.product.business-${slug}`]);
  });
});

describe("the applicant's SMS with the application number", () => {
  it.each([
    ['ru', { lang: 'ru' }, {}, 'Номер заявки: '],
    ['en', { lang: 'en' }, {}, 'Application number: '],
    ['uz (the lang header, the body naming none)', { lang: undefined }, { lang: 'uz' }, 'Ariza raqami: '],
    ['ru (Accept-Language)', { lang: undefined }, { 'accept-language': 'ru-RU,ru;q=0.9' }, 'Номер заявки: '],
  ])('goes to the phone in %s', async (_lang, override, headers, words) => {
    const phone = `99890${String(1_000_000 + address).padStart(7, '0')}`;
    const res = await send({ ...business, ...override, phone }, from(), headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().sms).toBe(true);
    const [sms] = await smsTo(phone);
    expect(sms.purpose).toBe('site-request');
    expect(sms.text).toContain(`${words}${res.json().id}.`);
  });

  it('goes at most three times an hour to one phone; the application is taken all the same', async () => {
    const phone = '998935554433';
    for (let i = 0; i < 3; i++) expect((await send({ ...business, phone }, from())).json().sms).toBe(true);
    const fourth = await send({ ...business, phone }, from());
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toMatchObject({ sms: false, id: expect.any(Number) });
    expect(await smsTo(phone)).toHaveLength(3);
  });

  it('is not sent for feedback', async () => {
    const phone = '998935554434';
    await send({ kind: 'feedback', full_name: 'Ali', phone, message: 'Rahmat' }, from());
    expect(await smsTo(phone)).toHaveLength(0);
  });
});

it.each([
  ['a business product without an application', { ...business, product: 'osago' }, '/product'],
  ['a fact of another product', { ...business, facts: { employees: 10 } }, '/facts/employees'],
  ['an unknown fact', { ...business, facts: { loan_amount: 1, colour: 2 } }, '/facts/colour'],
  ['an amount of zero', { ...business, facts: { loan_amount: 0 } }, '/facts/loan_amount'],
  ['a negative amount', { ...business, facts: { loan_amount: -5 } }, '/facts/loan_amount'],
  ['a fraction', { ...business, facts: { loan_amount: 1.5 } }, '/facts/loan_amount'],
  ['an amount in words', { ...business, facts: { loan_amount: 'a lot' } }, '/facts/loan_amount'],
  ['an absurd amount', { ...business, facts: { loan_amount: 1e300 } }, '/facts/loan_amount'],
])('refuses %s with 400 validation naming the field, never 500', async (_what, body, where) => {
  const before = (await rows()).length;
  const res = await send(body, from());
  expect(res.statusCode).toBe(400);
  const { error } = res.json();
  expect(error.code).toBe('validation');
  expect(error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: where })]));
  expect((await rows()).length).toBe(before);
});

it('a takaful application names its product to the sales team and sends its number by SMS, in Russian', async () => {
  const res = await send(
    {
      kind: 'takaful',
      product: 'travel',
      full_name: 'Ali Valiyev',
      phone: '998917771122',
      lang: 'ru',
      facts: { travellers: 3 },
    },
    from(),
  );
  expect(res.json()).toMatchObject({ kind: 'takaful', sms: true });
  const { text } = await lastChat();
  expect(text).toContain(`<b>Takaful application #${res.json().id}: Travel takaful</b>`);
  expect(text).toContain('Number of travellers: 3');
  expect((await smsTo('998917771122')).map((s) => s.text)).toEqual([
    `Polis: ваша заявка принята. Номер заявки: ${res.json().id}. Менеджер позвонит в течение рабочего дня.`,
  ]);
  // A fact of another product is refused by its name, as a business application's is.
  const wrong = await send(
    { kind: 'takaful', product: 'family', full_name: 'Ali', phone: '998917771122', facts: { travellers: 2 } },
    from(),
  );
  expect(wrong.statusCode).toBe(400);
});
