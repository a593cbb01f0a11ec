import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OSAGO_SAVE_EXAMPLE } from '@polis/api-contract/examples';
import type { Lang as AnyLang } from '@polis/routing';

/** The journeys are walked in the three written languages; Cyrillic Uzbek is their transliteration. */
type Lang = Exclude<AnyLang, 'uz-cyrl'>;
import { basic } from './support';

/** The OSAGO wizard's labels as a user reads them in each language. */
export const OSAGO = {
  uz: {
    plate: 'Avtomobil davlat raqami',
    techSeries: 'Texpasport seriyasi',
    techNumber: 'Texpasport raqami',
    findCar: 'Avtomobilni topish va hisoblash',
    series: 'Pasport seriyasi',
    number: 'Pasport raqami',
    birthday: 'Tugʻilgan sana',
    phone: 'Telefon raqami',
    next: 'Keyingisi',
    save: 'Saqlash va toʻlovga oʻtish',
    consent: /roziman/,
    ownerStep: 'Egasi',
  },
  ru: {
    plate: 'Госномер автомобиля',
    techSeries: 'Серия техпаспорта',
    techNumber: 'Номер техпаспорта',
    findCar: 'Найти автомобиль и рассчитать',
    series: 'Серия паспорта',
    number: 'Номер паспорта',
    birthday: 'Дата рождения',
    phone: 'Номер телефона',
    next: 'Далее',
    save: 'Сохранить и перейти к оплате',
    consent: /Я согласен/,
    ownerStep: 'Владелец',
  },
  en: {
    plate: 'Vehicle number',
    techSeries: 'Tech passport series',
    techNumber: 'Tech passport number',
    findCar: 'Find the car and calculate',
    series: 'Passport series',
    number: 'Passport number',
    birthday: 'Date of birth',
    phone: 'Phone number',
    next: 'Next',
    save: 'Save and go to payment',
    consent: /I agree/,
    ownerStep: 'Owner',
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>;

/** Agrees with the offer and the rules (asked once per page), then saves the application. */
export async function agreeAndSave(page: Page, lang: Lang) {
  const consent = page.getByRole('checkbox', { name: OSAGO[lang].consent });
  if (!(await consent.isChecked())) await consent.check();
  await page.getByRole('button', { name: OSAGO[lang].save }).click();
}

/** about_car: plate, tech passport series and number, then the look-up and the price. */
export async function fillCar(
  page: Page,
  lang: Lang,
  [plate, series, number]: readonly [string, string, string],
) {
  await endCover(page.request, plate);
  const l = OSAGO[lang];
  await page.getByLabel(l.plate).fill(plate);
  await page.getByLabel(l.techSeries).pressSequentially(series);
  await page.getByLabel(l.techNumber).pressSequentially(number);
  await page.getByRole('button', { name: l.findCar }).click();
}

/** A passport and a birthday (`DDMMYYYY` as typed) in the owner step or a driver's card. */
export async function fillPerson(
  scope: Page | Locator,
  lang: Lang,
  [series, number, birthday]: readonly string[],
) {
  const l = OSAGO[lang];
  const field = scope.getByRole('textbox', { name: l.series, exact: true });
  // Typed once, as a customer does: the step on screen follows a submission at once (wizard-core
  // useWizardFlow), so no keystroke can land in the previous step's fields any more.
  await field.pressSequentially(series);
  await expect(field).toHaveValue(series.toUpperCase());
  await scope.getByLabel(l.number).pressSequentially(number);
  await scope.getByLabel(l.birthday).pressSequentially(birthday);
}

/** personal_data_short: the owner's passport, birthday and phone (the nine digits after +998), then next. */
export async function fillOwner(
  page: Page,
  lang: Lang,
  person: readonly [string, string, string],
  phone: string,
) {
  await fillPerson(page, lang, person);
  await page.getByLabel(OSAGO[lang].phone).pressSequentially(phone);
  await page.getByRole('button', { name: OSAGO[lang].next }).click();
}

/** The chat-relay report of a saved contract (sandbox outbox): product, masked phone, plate, channel. */
export async function chatReport(request: APIRequestContext, text: string) {
  const outbox = await (await request.get('/sandbox/api/outbox')).json();
  return (outbox.chat as { text: string }[]).map((m) => m.text).find((t) => t.includes(text)) ?? '';
}

/**
 * Time passes for one car (sandbox): its paid OSAGO policies end yesterday. OSAGO refuses a second policy for
 * days a paid one covers, and the journeys buy the same seeded cars again and again in one database.
 */
export async function endCover(request: APIRequestContext, plate: string) {
  const res = await request.post('/sandbox/api/osago/end-cover', { data: { gos_number: plate } });
  expect(res.status()).toBe(200);
}

/**
 * `test` for the journeys that buy the seeded Cobalt (01A123BC) again: one own-damage cover per car and day, so
 * its covers end before each journey.
 */
export const cobaltTest = test.extend<{ cobaltCoversEnded: void }>({
  cobaltCoversEnded: [
    async ({ request }, use) => {
      await endCover(request, '01A123BC');
      await use();
    },
    { auto: true },
  ],
});

/** A saved OSAGO contract of Karimov's Cobalt (01A123BC), through the API as a partner would save it. */
export async function savedCobalt(request: APIRequestContext, over: Record<string, unknown> = {}) {
  await endCover(request, '01A123BC');
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const response = await request.post('/api/osago-neo/save-policy/v2', {
    headers: { authorization: basic('site') },
    data: { ...OSAGO_SAVE_EXAMPLE, startDate: start, ...over },
  });
  const body = await response.json();
  expect(body.error).toBe(0);
  return body.response as { contract_id: number; order_id: string; payme_url: string; amount_uzs: number };
}
