import { Value } from '@sinclair/typebox/value';
import { RenewalOffer, RenewResponse } from '@polis/api-contract';
import {
  KINDNESS_GIFT_EXAMPLE,
  OSAGO_SAVE_EXAMPLE,
  TAU_TOURISTS_EXAMPLE,
  kaskoSaveExample,
} from '@polis/api-contract/examples';
import { endCover, payWithPayme } from '../../testing/osago-test-kit';
import { saleSuite } from '../../testing/sale-test-kit';
import type { PaymentKit } from '../../testing/payment-test-kit';
import { cabinetClient, logIn } from '../../testing/cabinet-test-kit';
import { addDays, formatDate, tashkentDate } from '../../contracts/format';
import { runReminders } from '../../contracts/renewal-reminders';
import { reminderNow, renewalToken } from '../../contracts/renewals';
import { SANDBOX_DEFAULTS } from '../../sandbox-defaults';
import { SITE_AUTH } from '../../testing/test-server';

const TEST_POLICY_TOKEN_SECRET = SANDBOX_DEFAULTS.POLICY_TOKEN_SECRET;

// A seeded payment kit for the file (`env.kit` once built), the clock back to real time after each test.
const { env, api: siteApi } = saleSuite();
const api = () => siteApi;
let kit: PaymentKit;
beforeAll(() => {
  kit = env.kit;
});
afterEach(() => kit.app.inject({ method: 'POST', url: '/sandbox/api/reminders/reset' }));

const today = () => tashkentDate(new Date());
const day = (n: number) => formatDate(addDays(today(), n));
let txNumber = 0x900;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

async function pay(contractId: number, amountUzs: number) {
  txNumber += 1;
  const { perform } = await payWithPayme(kit, contractId, amountUzs, txNumber);
  expect(perform).toHaveProperty('result');
}

/** A kindness gift bought in `lang` and paid: the contract and its end. */
async function boughtGift(lang: string, phone = '998901234567') {
  const body = {
    ...KINDNESS_GIFT_EXAMPLE,
    applicant: { ...KINDNESS_GIFT_EXAMPLE.applicant, phone },
    start_date: day(1),
  };
  const saved = await api().post('/api/kindness/save', body, { lang });
  expect(saved.statusCode).toBe(200);
  const { contract_id } = saved.json<{ contract_id: number }>();
  await pay(contract_id, KINDNESS_GIFT_EXAMPLE.amount_uzs);
  return contractOf(contract_id);
}

const contractOf = (id: number) =>
  kit.handle.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const advance = async (days: number) => {
  const res = await kit.app.inject({
    method: 'POST',
    url: '/sandbox/api/reminders/advance',
    payload: { days },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ now: string; sent: number }>();
};

const remindersTo = (phone: string) =>
  kit.handle.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('phone', '=', phone)
    .where('purpose', '=', 'renewal-reminder')
    .orderBy('id')
    .execute();

const tokenIn = (text: string) => /\/prolong\/([0-9a-z]+\.[0-9a-z]+\.[\w-]{32})/.exec(text)?.[1] ?? '';

const offer = (token: string, query = '') => api().get(`/api/prolong/${token}${query}`);

it('reminds 14 days before the end in the purchase language, once; the link renews at a fresh price', async () => {
  const phone = '998901110001';
  const old = await boughtGift('ru', phone);
  const end = old.end_date ?? '';
  const report = await advance(daysBetween(today(), end) - 14);
  expect(report.sent).toBeGreaterThanOrEqual(1);
  const [sms, ...more] = await remindersTo(phone);
  expect(more).toHaveLength(0);
  expect(sms?.text).toContain(`заканчивается ${formatDate(end)}`);
  expect(sms?.text).toMatch(/\/ru\/prolong\//);
  // A second run, and two at once, send nothing more.
  const now = await reminderNow(kit.handle.db, true);
  const run = () =>
    runReminders({ db: kit.handle.db, now, origin: 'http://x', secret: TEST_POLICY_TOKEN_SECRET });
  await Promise.all([run(), run()]);
  expect(await remindersTo(phone)).toHaveLength(1);

  const token = tokenIn(sms?.text ?? '');
  const res = await offer(token);
  expect(res.statusCode).toBe(200);
  const body = res.json<RenewalOffer>();
  expect(Value.Check(RenewalOffer, body)).toBe(true);
  expect(body).toMatchObject({
    product: 'kindness',
    asks_dates: false,
    period: { start_date: addDays(end, 1) },
    amount_uzs: 200_000,
    refusal: null,
    renewed: null,
    reminders: true,
  });
  expect(body.phone).not.toContain('1110001');

  const wrong = await api().post(`/api/prolong/${token}`, { amount_uzs: 1 });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json()).toMatchObject({ error: { code: 'price_mismatch' }, amount_uzs: 200_000 });

  const renewed = await api().post(`/api/prolong/${token}`, { amount_uzs: 200_000 }, { lang: 'en' });
  expect(renewed.statusCode).toBe(200);
  const saved = renewed.json<RenewResponse>();
  expect(Value.Check(RenewResponse, saved)).toBe(true);
  expect(saved.start_date).toBe(addDays(end, 1));
  // Saved again before paying: the same contract.
  const again = await api().post(`/api/prolong/${token}`, { amount_uzs: 200_000 });
  expect(again.json()).toMatchObject({ contract_id: saved.contract_id, order_id: saved.order_id });
  expect(await contractOf(saved.contract_id)).toMatchObject({ renewal_of: old.id, phone, lang: 'en' });

  await pay(saved.contract_id, 200_000);
  expect((await offer(token)).json()).toMatchObject({ renewed: { series: expect.any(String) } });
  const twice = await api().post(`/api/prolong/${token}`, { amount_uzs: 200_000 });
  expect(twice.statusCode).toBe(409);
  expect(twice.json()).toMatchObject({ error: { code: 'already_renewed' } });
  // Renewed: no 3-day reminder.
  await advance(11);
  expect(await remindersTo(phone)).toHaveLength(1);
});

it('a token opens its own policy only: another id, a changed signature, or past 30 days after the end', async () => {
  const old = await boughtGift('uz', '998901110002');
  const token = renewalToken(TEST_POLICY_TOKEN_SECRET, old.id, old.end_date ?? '');
  const [, expires, signature] = token.split('.');
  const other = `${(old.id - 1).toString(36)}.${expires}.${signature}`;
  expect((await offer(other)).json()).toMatchObject({ error: { code: 'renewal_not_found' } });
  expect((await offer(`${token.slice(0, -1)}A`)).statusCode).toBe(404);
  const renewOther = await api().post(`/api/prolong/${other}`, { amount_uzs: 200_000 });
  expect(renewOther.statusCode).toBe(404);
  expect((await offer('not-a-token')).statusCode).toBe(400);
  await advance(daysBetween(today(), old.end_date ?? '') + 31);
  const expired = await offer(token);
  expect(expired.statusCode).toBe(410);
  expect(expired.json()).toMatchObject({ error: { code: 'renewal_expired' } });
});

it('turns reminders off with one tap on the link, and on again from the cabinet', async () => {
  const phone = '998901110003';
  const old = await boughtGift('en', phone);
  const token = renewalToken(TEST_POLICY_TOKEN_SECRET, old.id, old.end_date ?? '');
  const off = await api().post(`/api/prolong/${token}/reminders`, { enabled: false });
  expect(off.json()).toMatchObject({ reminders: false });
  await advance(daysBetween(today(), old.end_date ?? '') - 14);
  expect(await remindersTo(phone)).toHaveLength(0);

  const session = await logIn(kit.app, kit.handle, phone);
  const cabinet = cabinetClient(kit.app);
  expect((await cabinet.get('reminders', session)).json()).toMatchObject({ reminders: false });
  const on = await cabinet.post('reminders', { enabled: true }, { token: session, json: true });
  expect(on.json()).toMatchObject({ reminders: true });
  await advance(11);
  const [sms] = await remindersTo(phone);
  expect(sms?.text).toContain('ends on');
  // Within 30 days of the end the cabinet offers "Renew" with a token that opens this policy.
  const list = await cabinet.get('get/policy-new', session);
  const item = list
    .json<{ data: { id: number; renewal: string | null }[] }>()
    .data.find((p) => p.id === old.id);
  expect(item?.renewal).toBe(token);
  expect((await cabinet.get('reminders')).statusCode).toBe(401);

  // The phone's SMS code (its cabinet session) reveals what the token shows masked; another phone's does not.
  const asHolder = await kit.app.inject({
    method: 'GET',
    url: `/api/prolong/${token}`,
    headers: { authorization: SITE_AUTH, 'x-auth-token': session },
  });
  expect(asHolder.json()).toMatchObject({
    revealed: true,
    phone: `+${phone}`,
    holder: expect.stringMatching(/ /),
  });
  expect((await offer(token)).json()).toMatchObject({ revealed: false, phone: '+998 90 *** ** 03' });
  const stranger = await logIn(kit.app, kit.handle, '998901110009');
  const asStranger = await kit.app.inject({
    method: 'GET',
    url: `/api/prolong/${token}`,
    headers: { authorization: SITE_AUTH, 'x-auth-token': stranger },
  });
  expect(asStranger.json()).toMatchObject({ revealed: false, phone: '+998 90 *** ** 03' });
});

it('a trip asks its new dates; a car renews from the day after the old cover', async () => {
  const trip = await api().post('/api/sayt/travel-uzb/save', {
    begin_date: day(1),
    end_date: day(5),
    selected_tariff: 2,
    premium: 100_000,
    applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone: '998901110004' },
    tourists: TAU_TOURISTS_EXAMPLE,
  });
  expect(trip.statusCode).toBe(200);
  const tripId = trip.json<{ response: { contract_id: number } }>().response.contract_id;
  await pay(tripId, 100_000);
  // Five days: no 14-day reminder on the day it is bought; the 3-day one falls within the trip.
  await advance(0);
  expect(await remindersTo('998901110004')).toHaveLength(0);
  await advance(2);
  expect(await remindersTo('998901110004')).toHaveLength(1);
  const tripToken = renewalToken(TEST_POLICY_TOKEN_SECRET, tripId, addDays(today(), 5));
  const asked = (await offer(tripToken)).json<RenewalOffer>();
  expect(asked).toMatchObject({ asks_dates: true, period: null, amount_uzs: null });
  const priced = (await offer(tripToken, `?start_date=${day(10)}&end_date=${day(12)}`)).json();
  expect(priced).toMatchObject({ amount_uzs: 60_000, period: { end_date: addDays(today(), 12) } });
  const past = (await offer(tripToken, `?start_date=${day(-3)}&end_date=${day(2)}`)).json();
  expect(past).toMatchObject({ amount_uzs: null, refusal: { code: 'validation', field: '/begin_date' } });

  const year = Number(today().slice(0, 4));
  const kasko = await api().post('/api/sayt/kasko/saqlash', kaskoSaveExample(year));
  expect(kasko.statusCode).toBe(200);
  const kaskoId = kasko.json<{ contract_id: number }>().contract_id;
  await pay(kaskoId, kaskoSaveExample(year).amount_uzs ?? 0);
  const car = await contractOf(kaskoId);
  const carOffer = (
    await offer(renewalToken(TEST_POLICY_TOKEN_SECRET, kaskoId, car.end_date ?? ''))
  ).json<RenewalOffer>();
  expect(carOffer.period?.start_date).toBe(addDays(car.end_date ?? '', 1));
  expect(carOffer.facts.length).toBeGreaterThan(0);
});

it('OSAGO renews through the declaration that sold it, checking the registries again', async () => {
  await endCover(kit);
  const saved = await api().post('/api/osago-neo/save-policy/v2', {
    ...OSAGO_SAVE_EXAMPLE,
    startDate: day(1),
  });
  const { contract_id } = saved.json<{ response: { contract_id: number } }>().response;
  await pay(contract_id, 384_000);
  const old = await contractOf(contract_id);
  const token = renewalToken(TEST_POLICY_TOKEN_SECRET, old.id, old.end_date ?? '');
  // A year ahead, the new period is beyond the 90 days a policy may be bought ahead: said on its field.
  expect((await offer(token)).json()).toMatchObject({ refusal: { field: '/startDate' }, amount_uzs: null });
  await advance(daysBetween(today(), old.end_date ?? '') - 14);
  const body = (await offer(token)).json<RenewalOffer>();
  expect(body).toMatchObject({ product: 'osago', amount_uzs: 384_000, refusal: null });
  expect(body.period?.start_date).toBe(addDays(old.end_date ?? '', 1));
  const renewed = await api().post(`/api/prolong/${token}`, { amount_uzs: 384_000 });
  expect(renewed.statusCode).toBe(200);
  const stored = await kit.handle.db
    .selectFrom('sale_bodies')
    .select(['sale', 'body'])
    .where('contract_id', '=', renewed.json<RenewResponse>().contract_id)
    .executeTakeFirstOrThrow();
  expect(stored.sale).toBe('/osago-neo/save-policy/v2');
  expect(JSON.parse(stored.body)).toMatchObject({ startDate: addDays(old.end_date ?? '', 1) });
  await endCover(kit);
});
