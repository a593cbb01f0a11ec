import path from 'node:path';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import type { Lang as AnyLang } from '@polis/routing';

/** The journeys are walked in the three written languages; Cyrillic Uzbek is their transliteration. */
type Lang = Exclude<AnyLang, 'uz-cyrl'>;
import { expectReloadKeepsStep } from './journey-steps';
import { OSAGO, endCover, fillPerson } from './osago-support';

// A reload on each step of each wizard keeps the step and every field on it (the application in progress is
// kept on the server, the tab holds only its id): each product's steps walked once up to the step that saves,
// reloading on each after typing, in one language per product (uz, ru and en in turn), some in the webview.
// Housing, pets and OSAGO's owner step have theirs in their own journeys.

/** What must never reach web storage: the seeded people's passports, birthdays, PINFL and phones. */
const PERSONAL =
  /1234567|2345678|3456789|6677889|15\.03\.1990|15031990|22\.07\.1995|31503902610013|901234567|Karimov/;

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

/** The day `days` from today in Tashkent (UTC+5), as typed: DDMMYYYY. */
const inDays = (days: number) => {
  const d = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

/**
 * The tab holds the id of the application's draft (its first write went out after the typing pause); a reload at
 * once after the first change has its own test below.
 */
const draftHeld = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('polis:draft-id:'))))
    .toBe(true);

/** The step's form has taken over the prerendered page (its fields show their first values). */
const formReady = (page: Page) => expect(page.locator('main form').first()).toBeVisible();

const next = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: OSAGO[lang].next, exact: true }).click();

/** The step's fields are kept by a reload; then Next. */
async function keptThenNext(page: Page, lang: Lang) {
  await expectReloadKeepsStep(page, PERSONAL);
  await next(page, lang);
}

/** A passport, a birthday and a phone as the kit's person fields take them (Karimov by default). */
async function person(
  scope: Page | Locator,
  lang: Lang,
  phone = '901234567',
  who = ['AA', '1234567', '15031990'],
) {
  await fillPerson(scope, lang, who);
  await scope.getByRole('textbox', { name: OSAGO[lang].phone, exact: true }).pressSequentially(phone);
}

/** A car step: plate and tech passport (the seeded Cobalt by default). */
async function car(page: Page, lang: Lang, [plate, series, number] = ['01a123bc', 'aaf', '1234567']) {
  const form = page.locator('form');
  await form.getByRole('textbox', { name: OSAGO[lang].plate }).pressSequentially(plate);
  await form.getByRole('textbox', { name: OSAGO[lang].techSeries, exact: true }).pressSequentially(series);
  await form.getByRole('textbox', { name: OSAGO[lang].techNumber, exact: true }).pressSequentially(number);
}

const onStep = (page: Page, step: string) => expect(page).toHaveURL(new RegExp(`\\?step=${step}$`));

test('kasko in the Uzbek webview: car, program, the car in the registry, the applicant', async ({ page }) => {
  await page.goto('/uz/mobile/kasko');
  await page.getByRole('combobox', { name: 'Marka' }).selectOption({ label: 'Chevrolet' });
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Cobalt' });
  await page.getByRole('combobox', { name: 'Komplektatsiya' }).selectOption({ label: 'GS-STYLE MT' });
  await page.getByRole('combobox', { name: 'Ishlab chiqarilgan yil' }).selectOption('2020');
  await draftHeld(page);
  await keptThenNext(page, 'uz');
  await onStep(page, 'program');
  await page.locator('label').filter({ hasText: 'Konstruktor' }).click();
  await page.getByRole('checkbox', { name: /Old oyna/ }).check();
  await keptThenNext(page, 'uz');
  await onStep(page, 'aboutCar');
  await car(page, 'uz');
  await page.locator('form').getByRole('textbox', { name: 'Rangi', exact: true }).fill('oq');
  await keptThenNext(page, 'uz');
  await onStep(page, 'personalData');
  await person(page, 'uz');
  await expectReloadKeepsStep(page, PERSONAL);
  // The car the registry found is still said beside the step.
  await expect(page.getByText(/2020 yilda ishlab chiqarilgan \(transport vositalari reyestri/)).toBeVisible();
});

test('quick kasko in the Russian webview: program, car, applicant', async ({ page }) => {
  await page.goto('/ru/mobile/quick-car-insurance');
  await formReady(page);
  await expect(page.getByRole('radio').first()).toBeChecked();
  await keptThenNext(page, 'ru');
  await car(page, 'ru');
  await keptThenNext(page, 'ru');
  await onStep(page, 'applicant');
  await person(page, 'ru');
  await expectReloadKeepsStep(page, PERSONAL);
});

test('mini KASKO in English: Comfort, car, applicant', async ({ page }) => {
  await page.goto('/en/mini-kasko');
  await page.locator('label').filter({ hasText: 'Comfort' }).click();
  await expect(page.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await draftHeld(page);
  await keptThenNext(page, 'en');
  await car(page, 'en');
  await keptThenNext(page, 'en');
  await onStep(page, 'applicant');
  await person(page, 'en');
  await expectReloadKeepsStep(page, PERSONAL);
});

test('monthly mini KASKO in the Russian webview: program, car, applicant', async ({ page }) => {
  await page.goto('/ru/mobile/monthly-kasko');
  await formReady(page);
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await keptThenNext(page, 'ru');
  await car(page, 'ru');
  await keptThenNext(page, 'ru');
  await onStep(page, 'applicant');
  await person(page, 'ru');
  await expectReloadKeepsStep(page, PERSONAL);
});

test('OSGOP in English: the minibus, the applicant, the term', async ({ page }) => {
  await page.goto('/en/osgop');
  await car(page, 'en', ['01456abd', 'aae', '4123456']);
  await draftHeld(page);
  await keptThenNext(page, 'en');
  await person(page, 'en');
  await keptThenNext(page, 'en');
  await expect(page.getByText(/16 passenger seats/)).toBeVisible();
  await page.locator('label').filter({ hasText: '6 months' }).click();
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText(/16 passenger seats/)).toBeVisible();
  await expect(page.getByText(/506 880/)).toBeVisible();
});

test('OSGOR in Russian: the company found by INN, the payroll', async ({ page }) => {
  await page.goto('/ru/osgor');
  await page.getByRole('textbox', { name: 'ИНН организации' }).fill('302345678');
  await page.getByRole('button', { name: 'Найти', exact: true }).click();
  await expect(page.getByText('Samarqand Tekstil MChJ')).toBeVisible();
  await page.getByRole('textbox', { name: 'Контактный телефон' }).pressSequentially('901234567');
  await draftHeld(page);
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText('Samarqand Tekstil MChJ')).toBeVisible();
  await next(page, 'ru');
  await onStep(page, 'insurance_information');
  await page.getByRole('textbox', { name: 'Годовой фонд оплаты труда, сум' }).pressSequentially('600000000');
  await expectReloadKeepsStep(page, PERSONAL);
});

test('travel abroad in the Uzbek webview: trip, country and dates, tourist and payer, program', async ({
  page,
}) => {
  await page.goto('/uz/mobile/travel');
  await page.locator('label').filter({ hasText: 'COVID-19' }).click();
  await expect(page.getByRole('checkbox', { name: /COVID-19/ })).toBeChecked();
  await draftHeld(page);
  await keptThenNext(page, 'uz');
  await page.getByRole('searchbox', { name: 'Mamlakat' }).fill('turk');
  await page.getByRole('button', { name: 'Turkiya', exact: true }).click();
  await page.getByRole('textbox', { name: 'Tugash sanasi' }).pressSequentially(inDays(10));
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText('Turkiya')).toBeVisible();
  await next(page, 'uz');
  const tourist = page.getByRole('group', { name: 'Sayohatchi 1' });
  await tourist.getByRole('textbox', { name: 'Pasport seriyasi va raqami' }).fill('AA1234567');
  await tourist.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await tourist.getByRole('textbox', { name: 'Familiya va ism (lotin)' }).fill('Karimov Alisher');
  await page.getByRole('textbox', { name: 'Toʻlovchining JShShIR' }).fill('31503902610013');
  await page.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('901234567');
  await keptThenNext(page, 'uz');
  await onStep(page, 'program');
  await page.locator('label').filter({ hasText: 'Premium' }).click();
  await expectReloadKeepsStep(page, PERSONAL);
});

test('minimal travel in English: trip, country and dates, tourist and payer, the program said', async ({
  page,
}) => {
  await page.goto('/en/travel-minimal');
  await formReady(page);
  await keptThenNext(page, 'en');
  await page.getByRole('searchbox', { name: 'Country' }).fill('Герм');
  await page.getByRole('button', { name: 'Germany · Schengen' }).click();
  await page.getByRole('textbox', { name: 'End date' }).pressSequentially(inDays(14));
  await keptThenNext(page, 'en');
  const tourist = page.getByRole('group', { name: 'Tourist 1' });
  await tourist.getByRole('textbox', { name: 'Passport series and number' }).fill('AA1234567');
  await tourist.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15031990');
  await tourist.getByRole('textbox', { name: 'Surname and name (Latin)' }).fill('Karimov Alisher');
  await page.getByRole('textbox', { name: "Payer's PINFL" }).fill('31503902610013');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('901234567');
  await keptThenNext(page, 'en');
  await onStep(page, 'program');
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText(/^Total:/)).toBeVisible();
});

test('travel around Uzbekistan in the Uzbek webview: trip, applicant, tourists', async ({ page }) => {
  await page.goto('/uz/mobile/travel-around-uzbekistan');
  await page.locator('label').filter({ hasText: 'Premium' }).click();
  await page.getByRole('textbox', { name: 'Tugash sanasi' }).pressSequentially(inDays(5));
  await draftHeld(page);
  await keptThenNext(page, 'uz');
  await person(page, 'uz');
  await keptThenNext(page, 'uz');
  const first = page.getByRole('group', { name: 'Sayohatchi 1' });
  await first.getByRole('textbox', { name: 'Familiya', exact: true }).fill('Karimov');
  await first.getByRole('textbox', { name: 'Ism', exact: true }).fill('Alisher');
  await first.getByRole('textbox', { name: 'Pasport seriyasi va raqami' }).fill('AA1234567');
  await first.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await page.getByRole('button', { name: 'Sayohatchi qoʻshish' }).click();
  const second = page.getByRole('group', { name: 'Sayohatchi 2' });
  await second.getByRole('radio', { name: 'Chet ellik' }).check();
  await second.getByRole('textbox', { name: 'Familiya', exact: true }).fill('Nurlanova');
  await second.getByRole('textbox', { name: 'Ism', exact: true }).fill('Aigerim');
  await second.getByRole('textbox', { name: 'Xorijiy pasport raqami' }).fill('N12345678');
  await second.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('01021992');
  await second.getByRole('combobox', { name: 'Fuqaroligi' }).selectOption('KZ');
  await expectReloadKeepsStep(page, PERSONAL);
});

test('accident insurance in the Russian webview: period, sum, the insured and the phone', async ({
  page,
}) => {
  await page.goto('/ru/mobile/accident');
  await formReady(page);
  await keptThenNext(page, 'ru');
  await page.locator('label', { hasText: '2 000 000' }).click();
  await keptThenNext(page, 'ru');
  const card = page.getByRole('group', { name: 'Застрахованный 1' });
  await fillPerson(card, 'ru', ['AA', '1234567', '15031990']);
  await page.getByRole('textbox', { name: 'Номер телефона', exact: true }).pressSequentially('901234567');
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText(/Страховая сумма 2\s000\s000 сум на человека/)).toBeVisible();
});

test('kids insurance in English: program, parent, a child', async ({ page }) => {
  await page.goto('/en/kids');
  await page.locator('label').filter({ hasText: 'Extended' }).click();
  await draftHeld(page);
  await keptThenNext(page, 'en');
  await fillPerson(page, 'en', ['AA', '1234567', '15031990']);
  await page.getByRole('textbox', { name: 'PINFL' }).pressSequentially('31503902610013');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('901234567');
  await keptThenNext(page, 'en');
  const child = page.getByRole('group', { name: 'Child 1' });
  await child.getByRole('textbox', { name: 'Birth certificate series' }).fill('I-TN');
  await child.getByRole('textbox', { name: 'Birth certificate number' }).pressSequentially('1234561');
  await child.getByRole('textbox', { name: 'Last name' }).fill('Karimov');
  await child.getByRole('textbox', { name: 'First name', exact: true }).fill('Ali');
  await child.getByRole('textbox', { name: 'Patronymic' }).fill('Alisherovich');
  await child.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15062019');
  await child.locator('label', { hasText: 'Boy' }).click();
  await expectReloadKeepsStep(page, PERSONAL);
});

test('sports insurance in Uzbek: the sport, the policyholder, the sportsman', async ({ page }) => {
  await page.goto('/uz/sport');
  await page.getByRole('combobox', { name: 'Sport turi' }).selectOption('Futbol');
  await draftHeld(page);
  await keptThenNext(page, 'uz');
  await person(page, 'uz');
  await keptThenNext(page, 'uz');
  await fillPerson(page, 'uz', ['AB', '2345678', '22071995']);
  await expectReloadKeepsStep(page, PERSONAL);
});

test('kindness in Russian: the program, the buyer and the gifted person', async ({ page }) => {
  await page.goto('/ru/kindness');
  await formReady(page);
  await keptThenNext(page, 'ru');
  await person(page.getByRole('group', { name: 'Вы (покупатель)' }), 'ru');
  await fillPerson(page.getByRole('group', { name: 'Кому вы дарите полис' }), 'ru', [
    'AA',
    '6677889',
    '01011960',
  ]);
  await expectReloadKeepsStep(page, PERSONAL);
});

test('documents insurance in the English webview: the kinds and the object number, applicant, start', async ({
  page,
}) => {
  await page.goto('/en/mobile/documents');
  await page.getByRole('checkbox', { name: /Passport or ID card/ }).check();
  await page.getByRole('checkbox', { name: /special government object/ }).check();
  await page.getByRole('textbox', { name: 'State number of the object' }).fill('01A777AA');
  await draftHeld(page);
  await keptThenNext(page, 'en');
  await person(page, 'en');
  await keptThenNext(page, 'en');
  await page.getByRole('textbox', { name: 'Start date' }).fill('');
  await page.getByRole('textbox', { name: 'Start date' }).pressSequentially(inDays(5));
  await expectReloadKeepsStep(page, PERSONAL);
});

test('job loss in Uzbek: the job and employer, personal data, both documents', async ({ page }) => {
  await page.goto('/uz/job-loss');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Oylik ish haqi, soʻm', exact: true }).fill('5000000');
  await form.getByRole('textbox', { name: 'Lavozim', exact: true }).fill('Buxgalter');
  await form.getByRole('textbox', { name: 'Ish beruvchining STIR raqami', exact: true }).fill('301234567');
  await draftHeld(page);
  await keptThenNext(page, 'uz');
  await onStep(page, 'personal');
  await person(page, 'uz');
  await form.getByRole('combobox', { name: /Yashash hududi/ }).selectOption({ label: 'Toshkent shahri' });
  await keptThenNext(page, 'uz');
  await onStep(page, 'documents');
  // The files are written after the answers: the reload comes once the second is kept.
  const kept = (field: string) => (r: Response) =>
    new RegExp(`/api/drafts/[^/]+/files/[\\w.]*${field}$`).test(r.url()) && r.request().method() === 'PUT';
  await form.getByLabel('Mehnat daftarchasi').setInputFiles(fixture('work-book.pdf'));
  const certificate = page.waitForResponse(kept('salaryCertificate'));
  await form.getByLabel('Ish haqi toʻgʻrisida maʼlumotnoma').setInputFiles(fixture('salary-certificate.png'));
  expect((await certificate).status()).toBe(200);
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText('work-book.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('salary-certificate.png', { exact: true })).toBeVisible();
});

test('OSAGO in English: the car before its look-up, the policy, a named driver', async ({ page }) => {
  await endCover(page.request, '10C345DE');
  await page.goto('/en/osago');
  await page.getByLabel(OSAGO.en.plate).fill('10C345DE');
  await page.getByLabel(OSAGO.en.techSeries).pressSequentially('AAG');
  await page.getByLabel(OSAGO.en.techNumber).pressSequentially('3456789');
  await draftHeld(page);
  await expectReloadKeepsStep(page, PERSONAL);
  await page.getByRole('button', { name: OSAGO.en.findCar }).click();
  await person(page, 'en', '901234567', ['AC', '3456789', '02111985']);
  await next(page, 'en');
  await page.getByText('Named drivers only (up to 5)').click();
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByText('Chevrolet Nexia 3')).toBeVisible();
  await next(page, 'en');
  const driver = page.getByRole('group', { name: 'Driver 1' });
  await fillPerson(driver, 'en', ['AA', '1234567', '15031990']);
  await driver.getByRole('button', { name: 'Check the driver' }).click();
  await expect(driver.getByText(/Found: Karimov/)).toBeVisible();
  await expectReloadKeepsStep(page, PERSONAL);
  await expect(page.getByRole('group', { name: 'Driver 1' }).getByText(/Found: Karimov/)).toBeVisible();
});

test('a reload at once after the first change of a new application keeps it', async ({ page }) => {
  // The tab makes the draft's id and holds it as the page is left; the write goes out with keepalive.
  await page.goto('/en/mini-kasko');
  await page.locator('label').filter({ hasText: 'Comfort' }).click();
  await expectReloadKeepsStep(page, PERSONAL);
});
