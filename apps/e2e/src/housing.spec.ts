import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '@polis/routing';
import {
  PAYMENT_STEP,
  expectPdf,
  expectPurchaseFunnel,
  expectReloadKeepsOrder,
  expectReloadKeepsStep,
  expectPolicyInCabinet,
  payAndDownloadPolicy,
} from './journey-steps';
import { expectLayout, webStorage } from './support';

// Home insurance through the one origin on the product kit: program, applicant (the person registry checks
// passport + birthday on save), address, consent, the save, the Payme/Click sandbox, the check, the PDF.

const T = {
  uz: {
    standard: /Uy-joy sugʻurtasi «Standart»/,
    next: 'Keyingisi',
    series: 'Pasport seriyasi',
    number: 'Pasport raqami',
    birthday: 'Tugʻilgan sana',
    phone: 'Telefon raqami',
    address: 'Manzil',
    consent: /roziman/,
    save: 'Saqlash va toʻlovga oʻtish',
    consentRequired: 'Oferta va qoidalar bilan roziligingizni tasdiqlang',
  },
  ru: {
    standard: /Страхование жилья «Стандарт»/,
    next: 'Далее',
    series: 'Серия паспорта',
    number: 'Номер паспорта',
    birthday: 'Дата рождения',
    phone: 'Номер телефона',
    address: 'Адрес',
    consent: /Я согласен/,
    save: 'Сохранить и перейти к оплате',
    consentRequired: 'Подтвердите согласие с офертой и правилами',
  },
} as const satisfies Partial<Record<Lang, unknown>>;

async function fillHousing(page: Page, lang: 'uz' | 'ru', address: string, reloads = false) {
  const t = T[lang];
  await expect(page.getByRole('radio', { name: t.standard })).toBeChecked();
  await page.getByRole('button', { name: t.next }).click();
  const form = page.locator('form');
  await form.getByLabel(t.series).pressSequentially('aa');
  await expect(form.getByLabel(t.series)).toHaveValue('AA');
  await form.getByLabel(t.number).pressSequentially('1234567');
  await form.getByLabel(t.birthday).pressSequentially('15031990');
  await form.getByLabel(t.phone).pressSequentially('901234567');
  if (reloads) await expectReloadKeepsStep(page, PERSONAL);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('textbox', { name: t.address }).fill(address);
  if (reloads) await expectReloadKeepsStep(page, PERSONAL);
}

/** What must never reach web storage: the applicant's passport, birthday and phone. */
const PERSONAL = /1234567|15\.03\.1990|901234567/;

test('a visitor insures a flat in Uzbek, pays with Payme, downloads the policy and sees it in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/uz/housing');
  await expectLayout(page, 'default', 'uz');
  await fillHousing(page, 'uz', 'Toshkent sh., Chilonzor tumani, 9-kvartal, 12-uy, 34-xonadon');
  await expect(page).toHaveURL(/\?step=address$/);

  // The browser's Back returns to the applicant step, Forward to the address, with what was typed.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Arizachi' })).toBeFocused();
  await page.goForward();
  await expect(page.getByRole('textbox', { name: 'Manzil' })).toHaveValue(/Chilonzor tumani/);

  // No saving without the consent; the rules open as a PDF in the page's language.
  await page.getByRole('button', { name: T.uz.save }).click();
  await expect(page.getByText(T.uz.consentRequired)).toBeVisible();
  await expectPdf(request, page.getByRole('link', { name: 'sugʻurta qoidalari' }));
  await page.getByRole('checkbox', { name: T.uz.consent }).check();
  await page.getByRole('button', { name: T.uz.save }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Chilonzor tumani', { exact: false })).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Payme', amount: '140 000' });

  await expectPurchaseFunnel(page);
  const stored = await webStorage(page);
  expect(stored).not.toMatch(/1234567|15\.03\.1990/);

  // The policyholder's cabinet lists the home policy.
  await expectPolicyInCabinet(page, request, 'uz', /HOUS \d+/);
});

test('in the webview, in Russian: a reload on the payment step keeps the application; Click pays it', async ({
  page,
  request,
}) => {
  await page.goto('/ru/mobile/housing');
  await expectLayout(page, 'webview', 'ru');
  await fillHousing(page, 'ru', 'Самарканд, ул. Регистан, д. 1, кв. 5');
  await page.getByRole('checkbox', { name: T.ru.consent }).check();
  await page.getByRole('button', { name: T.ru.save }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expectReloadKeepsOrder(page, PAYMENT_STEP.ru.payWith('Click'));

  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Click', amount: '140 000' });
});

test('a reload on each step keeps the step and every field: the application in progress is kept on the server', async ({
  page,
}) => {
  await page.goto('/uz/housing');
  await fillHousing(page, 'uz', 'Toshkent sh., Yunusobod tumani, 4-kvartal, 7-uy', true);
});

test('a language switch keeps the step and what was typed, the passport included', async ({ page }) => {
  await page.goto('/uz/housing');
  await page.getByRole('button', { name: T.uz.next }).click();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: T.uz.series, exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: T.uz.phone, exact: true }).pressSequentially('901234567');
  await page
    .getByRole('link', { name: /RU|Рус/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ru\/housing\?step=applicant$/);
  await expect(form.getByRole('textbox', { name: T.ru.series, exact: true })).toHaveValue('AA');
  await expect(form.getByRole('textbox', { name: T.ru.phone, exact: true })).toHaveValue('+998 90 123 45 67');
});
