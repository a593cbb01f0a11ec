import { TAU_TOURISTS_EXAMPLE } from '@polis/api-contract/examples';
import { Value } from '@sinclair/typebox/value';
import {
  TravelUzbCheckResponse,
  TravelUzbSaveResponse,
  TravelUzbTariffsResponse,
  type TravelUzbSaveRequest,
} from '@polis/api-contract';
import { formatDate, tashkentDate, addDays } from '../../contracts/format';
import { PRODUCTS } from '../../contracts/products';
import { policyFacts } from '../../policies/policy-facts';
import { policyRows } from '../../policies/policy-pdf';
import { findPolicy, policyPeriod, printedDetails } from '../../policies/policy-view';
import { caller, channelAuth, payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import { rawFacts } from '../../testing/printed-facts';

const { env, api, expectPaidOnlyAfterPayme, contractRow } = saleSuite();

const day = (n: number) => formatDate(addDays(tashkentDate(new Date()), n));
const SAVE = '/api/sayt/travel-uzb/save';
const CHECK = '/api/sayt/travel-uzb/check';

/** Two tourists, one a foreign visitor, five days on tariff 2: 10 000 x 2 x 5 = 100 000. */
const application = (change: Partial<TravelUzbSaveRequest> = {}): TravelUzbSaveRequest => ({
  begin_date: day(1),
  end_date: day(5),
  selected_tariff: 2,
  premium: 100_000,
  applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901234567' },
  tourists: TAU_TOURISTS_EXAMPLE,
  ...change,
});

it('lists the tariffs: premium per tourist and day, liability per tourist', async () => {
  const res = await api.get('/api/sayt/travel-uzb/tarifs');
  expect(res.statusCode).toBe(200);
  expect(Value.Check(TravelUzbTariffsResponse, res.json())).toBe(true);
  expect(res.json().response[0]).toMatchObject({ id: 1, premium: 5_000, liability: 10_000_000 });
});

it('saves two tourists, one foreign: premium x tourists x days, liability x tourists, and a lead', async () => {
  const chatBefore = await env.kit.count('chat_outbox');
  const res = await api.post(SAVE, application());
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Value.Check(TravelUzbSaveResponse, body)).toBe(true);
  expect(body.response).toMatchObject({ amount_uzs: 100_000, days: 5, liability: 50_000_000 });
  const contract = await contractRow(body.response.contract_id);
  expect(contract).toMatchObject({ product: 'travel-around-uzbekistan', amount_uzs: 100_000 });
  expect(rawFacts(JSON.parse(contract.details))).toEqual([]);
  expect(JSON.parse(contract.details)).toMatchObject({
    travellers: 'Karimov Alisher, Nurlanova Aigerim (KZ)',
    insured_sum: 50_000_000,
    days: 5,
  });
  expect(await env.kit.count('chat_outbox')).toBe(chatBefore + 1);
  const chat = await env.kit.lastChat();
  // A lead: the contact's name and phone in full for the call back, never a passport.
  expect(chat.text).toMatch(/Name: .*Karimov/);
  expect(chat.text).toContain('Phone: +998 90 123 45 67');
  expect(chat.text).not.toMatch(/1234567|N12345678/);

  const ids = { contract_id: body.response.contract_id, order_id: body.response.order_id };
  // A bare contract id opens nothing, even for the channel that saved it.
  expect((await api.post(CHECK, { contract_id: ids.contract_id })).statusCode).toBe(400);
  expect((await api.post(CHECK, { ...ids, contract_id: ids.contract_id + 1 })).statusCode).toBe(404);
  await expectPaidOnlyAfterPayme({
    checkUrl: CHECK,
    ids,
    amountUzs: 100_000,
    txNumber: 8101,
    schema: TravelUzbCheckResponse,
  });
  // Another channel with both ids: the order id is the credential.
  const other = caller(env.kit.app, channelAuth('beeline'));
  expect((await other.post(CHECK, { contract_id: ids.contract_id })).statusCode).toBe(400);
  expect((await other.post(CHECK, ids)).statusCode).toBe(200);
}, 20_000);

it("answers 422 with the server's total on a wrong premium, and writes nothing", async () => {
  const before = await env.kit.count('chat_outbox');
  const res = await api.post(SAVE, application({ premium: 50_000 }));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 100_000 });
  expect(await env.kit.count('chat_outbox')).toBe(before);
});

it('refuses an unknown tariff and an applicant the registry does not know with 422', async () => {
  const tariff = await api.post(SAVE, application({ selected_tariff: 9 }));
  expect([tariff.statusCode, tariff.json().error.code]).toEqual([422, 'unknown_tariff']);
  const person = await api.post(
    SAVE,
    application({
      applicant: { seria: 'AA', number: '9999999', birthday: '15.03.1990', phone: '998901234567' },
    }),
  );
  expect([person.statusCode, person.json().error.code]).toEqual([422, 'person_not_found']);
});

it.each([
  [
    'a start after the end',
    application({ begin_date: day(5), end_date: day(2) }),
    'startdate_cant_be_more_than_enddate',
  ],
  ['a start in the past', application({ begin_date: day(-1) }), 'past'],
  ['a trip over 90 days', application({ end_date: day(95) }), '90'],
  [
    'a foreign tourist without a country',
    application({ tourists: [{ ...application().tourists[1], country: undefined }] }),
    'country',
  ],
  ['no tourists', application({ tourists: [] }), ''],
  ['a day that does not exist', application({ end_date: '31.02.2030' }), 'date'],
  ['a missing applicant', { ...application(), applicant: undefined }, ''],
])('refuses %s with 400', async (_what, body, text) => {
  const res = await api.post(SAVE, body as object);
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('validation');
  expect(res.json().error.message).toContain(text);
});

it('prints the policy with dates as DD.MM.YYYY, countries by name and amounts in UZS, labelled in three languages', async () => {
  const saved = (await api.post(SAVE, application())).json().response;
  await payWithPayme(env.kit, saved.contract_id, 100_000, 8102);
  const paid = (await api.post(CHECK, { contract_id: saved.contract_id, order_id: saved.order_id })).json();
  expect(paid).toMatchObject({ check: true });
  const pdfUrl = new URL(paid.url as string);
  const pdf = await env.kit.app.inject({ url: pdfUrl.pathname + pdfUrl.search });
  expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

  // What that PDF prints, from the same stored policy the route reads.
  const [, , series, number] = pdfUrl.pathname.split('/').filter(Boolean);
  const issued = await findPolicy(env.kit.handle.db, series, number);
  if (!issued) throw new Error('no policy');
  const period = policyPeriod(issued);
  const lines = policyRows({
    insurer: 'Polis',
    series,
    number,
    productName: PRODUCTS['travel-around-uzbekistan'].name,
    holder: issued.contract.holder_name ?? '',
    details: await printedDetails(env.kit.handle.db, issued.contract),
    premiumUzs: issued.contract.amount_uzs,
    validFrom: period.from,
    validTo: period.to,
    issuedOn: '2026-11-23',
    verifyUrl: 'http://localhost/verify',
  })
    .flat()
    .map((cell) => `${cell.label}: ${cell.lines.join(' | ')}`);
  const text = lines.join('\n');
  expect(lines).toContain(`Amal qilish muddati / Срок действия / Period of cover: ${day(1)} — ${day(5)}`);
  expect(lines).toContain('Sugʻurta mukofoti / Страховая премия / Premium: 100 000 UZS');
  expect(lines).toContain('Sugʻurta summasi / Страховая сумма / Sum insured: 50 000 000 UZS');
  expect(lines).toContain('Mamlakatlar / Страны / Countries: Oʻzbekiston / Узбекистан / Uzbekistan');
  expect(text).toMatch(/Nurlanova Aigerim \(Qozogʻiston\)/);
  expect(text).toMatch(/Nurlanova Aigerim \(Казахстан\)/);
  expect(text).toMatch(/Nurlanova Aigerim \(Kazakhstan\)/);
  // Nothing as stored: no ISO day, no bare country code, no English-only label.
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\((KZ|UZ)\)|: UZ\b/);
  for (const line of lines) expect(line).toMatch(/^[^/:]+ \/ [^/:]+ \/ [^:]+: /);
  // The travellers of travel abroad: an ISO birthday in brackets is printed as the customer reads it.
  expect(policyFacts({ travellers: 'KARIMOV ALISHER (1990-03-15)' })[0].value.ru).toBe(
    'KARIMOV ALISHER (15.03.1990)',
  );
}, 20_000);
