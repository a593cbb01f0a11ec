import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OSAGO_SAVE_EXAMPLE, TAU_TOURISTS_EXAMPLE, kaskoSaveExample } from '@polis/api-contract/examples';
import type { Lang } from '@polis/routing';
import { payAndDownloadPolicy } from './journey-steps';
import { cobaltTest } from './osago-support';
import { basic, cabinetToken, CABINET_TOKEN_KEY } from './support';

// Renewal reminders and the one-tap renewal (issue 23), languages rotating: a policy bought (through the API, as
// the purchase journeys already walk every wizard) and paid on the sandbox checkout; the reminder clock moved to
// 14 days before its end; the SMS in the outbox; its link opened as the customer would, renewed and paid; the new
// policy in the cabinet. Each test uses a phone of its own, so its reminder is the only one to that phone.

const DAY = 86_400_000;
const isoDay = (offset: number) =>
  new Date(Date.now() + 5 * 3_600_000 + offset * DAY).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('.');

const RENEW: Record<Lang, RegExp> = {
  uz: /toʻlab uzaytirish$/,
  ru: /^Продлить за /,
  en: /^Renew for /,
  'uz-cyrl': /тўлаб узайтириш$/,
};

/** Saves an application through the API in `lang` and pays it on the Payme sandbox checkout; its contract. */
async function boughtAndPaid(page: Page, request: APIRequestContext, path: string, body: object, lang: Lang) {
  const saved = await request.post(`/api${path}`, {
    headers: { authorization: basic('site'), lang },
    data: body,
  });
  expect(saved.ok()).toBe(true);
  const answer = await saved.json();
  const { contract_id, payme_url } = (answer.response ?? answer) as {
    contract_id: number;
    payme_url: string;
  };
  await page.goto(payme_url);
  await page.getByRole('button', { name: /Оплатить|Toʻlash|Pay/ }).click();
  await expect(page).toHaveURL(/thank-you|payment-complete/);
  return contract_id;
}

/** Moves the reminder clock to `before` days before `end` and answers the path of the SMS's renewal link. */
async function reminderLink(
  request: APIRequestContext,
  phone: string,
  end: string,
  words: RegExp,
  before = 14,
) {
  await request.post('/sandbox/api/reminders/reset');
  const days = Math.round((Date.parse(end) - Date.parse(isoDay(0))) / DAY) - before;
  const advanced = await request.post('/sandbox/api/reminders/advance', { data: { days } });
  expect(advanced.ok()).toBe(true);
  const outbox = await (await request.get(`/sandbox/api/outbox?phone=${phone}`)).json();
  const sms = (outbox.sms as { text: string; purpose: string }[]).find(
    (m) => m.purpose === 'renewal-reminder',
  );
  expect(sms?.text).toMatch(words);
  expect(sms?.text).toContain(shown(end));
  const link = /https?:\/\/[^\s]+\/prolong\/[^\s?]+/.exec(sms?.text ?? '')?.[0] ?? '';
  return new URL(link).pathname;
}

test.describe.configure({ mode: 'serial' });
test.afterAll(async ({ request }) => {
  await request.post('/sandbox/api/reminders/reset');
});

test('housing, in Uzbek: the reminder 14 days before the end, one tap, Renew, paid, in the cabinet', async ({
  page,
  request,
}) => {
  const phone = '998907770001';
  await boughtAndPaid(
    page,
    request,
    '/property-insurance-v2/create-contract',
    {
      start_date: isoDay(1),
      program_id: 2,
      home: { type: 1, address: 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy' },
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone },
      amount_uzs: 140_000,
    },
    'uz',
  );
  // Twelve months from tomorrow end the day before the same date a year later.
  const start = isoDay(1);
  const end = new Date(Date.parse(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`) - DAY)
    .toISOString()
    .slice(0, 10);
  const link = await reminderLink(request, phone, end, /polisingiz .* kuni tugaydi/);
  expect(link).toMatch(/^\/uz\/prolong\//);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Polisni uzaytirish' })).toBeVisible();
  // The holder and phone are masked; the new period starts the day after the old end.
  await expect(page.getByText('+998 90 *** ** 01')).toBeVisible();
  await expect(
    page.getByText(shown(new Date(Date.parse(end) + DAY).toISOString().slice(0, 10))).first(),
  ).toBeVisible();
  // The phone's SMS code reveals them.
  await page.getByRole('button', { name: 'Telefonimni tasdiqlash' }).click();
  await page.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('907770001');
  await page.getByRole('button', { name: 'Kodni olish' }).click();
  await expect(page.getByRole('textbox', { name: 'SMS-xabardagi kod' })).toBeVisible();
  const outbox = await (await request.get(`/sandbox/api/outbox?phone=${phone}`)).json();
  const login = (outbox.sms as { text: string; purpose: string }[]).find((m) => m.purpose === 'login-code');
  await page
    .getByRole('textbox', { name: 'SMS-xabardagi kod' })
    .fill(/\b(\d{6})\b/.exec(login?.text ?? '')?.[1] ?? '');
  await page.getByRole('button', { name: 'Maʼlumotlarimni koʻrsatish' }).click();
  await expect(page.getByText('Telefoningiz uchun toʻliq koʻrsatildi.')).toBeVisible();
  await expect(page.getByText('+998907770001')).toBeVisible();
  await page.getByRole('button', { name: RENEW.uz }).click();
  await payAndDownloadPolicy(page, request, {
    lang: 'uz',
    provider: 'Payme',
    returnsTo: /\/prolong\//,
    amount: /140 000/,
  });
  // Renewed: the link says so, and the new policy is in the cabinet.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(link);
  await expect(page.getByText(/Bu polis allaqachon uzaytirilgan/)).toBeVisible();
  // The SMS code logged this phone in: its cabinet lists the old policy and the new one.
  await page.goto('/uz/dashboard/policies');
  await expect(page.getByRole('listitem').filter({ hasText: /HOUS \d{7}/ })).toHaveCount(2);
});

test('a trip around Uzbekistan, in English: the renewal asks the two dates, prices them, renews', async ({
  page,
  request,
}) => {
  const phone = '998907770002';
  await boughtAndPaid(
    page,
    request,
    '/sayt/travel-uzb/save',
    {
      begin_date: isoDay(1),
      end_date: isoDay(5),
      selected_tariff: 2,
      premium: 100_000,
      applicant: { seria: 'AA', number: '1234567', birthday: '15.03.1990', phone },
      tourists: TAU_TOURISTS_EXAMPLE,
    },
    'en',
  );
  // Five days: only the reminder 3 days before the end falls within the cover.
  const link = await reminderLink(request, phone, isoDay(5), /ends on/, 3);
  await page.goto(link);
  await page
    .getByRole('textbox', { name: 'Trip start date' })
    .pressSequentially(shown(isoDay(20)).replace(/\./g, ''));
  await page
    .getByRole('textbox', { name: 'Trip end date' })
    .pressSequentially(shown(isoDay(22)).replace(/\./g, ''));
  await page.getByRole('button', { name: 'Show the price' }).click();
  // 10 000 a tourist and day, two tourists, three days.
  await page.getByRole('button', { name: /^Renew for 60 000/ }).click();
  await payAndDownloadPolicy(page, request, {
    lang: 'en',
    provider: 'Payme',
    returnsTo: /\/prolong\//,
    amount: /60 000/,
  });
});

cobaltTest(
  'KASKO, in Russian: the car renews from the day after the old cover, at today’s price',
  async ({ page, request }) => {
    const phone = '998907770003';
    const year = Number(isoDay(0).slice(0, 4));
    const contract = await boughtAndPaid(
      page,
      request,
      '/sayt/kasko/saqlash',
      { ...kaskoSaveExample(year), phone_number: phone },
      'ru',
    );
    expect(contract).toBeGreaterThan(0);
    const start = isoDay(1);
    const end = new Date(Date.parse(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`) - DAY)
      .toISOString()
      .slice(0, 10);
    const link = await reminderLink(request, phone, end, /заканчивается/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Продление полиса' })).toBeVisible();
    await page.getByRole('button', { name: RENEW.ru }).click();
    await payAndDownloadPolicy(page, request, {
      lang: 'ru',
      provider: 'Payme',
      returnsTo: /\/prolong\//,
      amount: /\d/,
    });
  },
);

cobaltTest(
  'OSAGO, in English: reminders off by the SMS’s one tap; the cabinet offers Renew',
  async ({ page, request }) => {
    const phone = '998907770004';
    const start = isoDay(1);
    await boughtAndPaid(
      page,
      request,
      '/osago-neo/save-policy/v2',
      { ...OSAGO_SAVE_EXAMPLE, startDate: start, phone_number: phone },
      'en',
    );
    const end = new Date(Date.parse(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`) - DAY)
      .toISOString()
      .slice(0, 10);
    const link = await reminderLink(request, phone, end, /ends on/);
    // The cabinet offers "Renew" on the policy that ends within 30 days: the same one-tap renewal.
    const session = await cabinetToken(request, phone);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, session]);
    await page.goto('/en/dashboard/policies');
    await page.getByRole('link', { name: /^Renew the policy EIOO/ }).click();
    await expect(page).toHaveURL(link);
    // The stop link: reminders off at once, said plainly, and back on with one button.
    await page.goto(`${link}?reminders=off`);
    await expect(page.getByText(/Reminders are off/)).toBeVisible();
    await page.getByRole('button', { name: 'Turn reminders back on' }).click();
    await expect(page.getByText(/Reminders are on/)).toBeVisible();
    await page.getByRole('button', { name: RENEW.en }).click();
    await payAndDownloadPolicy(page, request, {
      lang: 'en',
      provider: 'Payme',
      returnsTo: /\/prolong\//,
      amount: /384 000/,
    });
  },
);
