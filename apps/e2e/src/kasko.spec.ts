import { expect, type Page } from '@playwright/test';
import {
  applicantAndSave,
  expectPolicyInCabinet,
  expectPurchaseFunnel,
  payAndDownloadPolicy,
} from './journey-steps';
import { expectLayout, webStorage } from './support';
import { cobaltTest as test } from './osago-support';

// Kasko through the one origin: the car from the catalogue and its year (the year price), a program or the
// constructor, the car found in the vehicle registry, the policyholder checked by the person registry on
// save, the sandbox payment, the policy PDF and the cabinet.

// Tashkent's year, as the wizard and the API count the car's age.
const YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Tashkent', year: 'numeric' }).format(new Date()),
);

const T = {
  ru: {
    brand: 'Марка',
    model: 'Модель',
    trim: 'Комплектация',
    year: 'Год выпуска',
    next: 'Далее',
    plate: 'Госномер автомобиля',
    techSery: 'Серия техпаспорта',
    techNumber: 'Номер техпаспорта',
    color: 'Цвет',
  },
  uz: {
    brand: 'Marka',
    model: 'Model',
    trim: 'Komplektatsiya',
    year: 'Ishlab chiqarilgan yil',
    next: 'Keyingisi',
    plate: 'Avtomobil davlat raqami',
    techSery: 'Texpasport seriyasi',
    techNumber: 'Texpasport raqami',
    color: 'Rangi',
  },
} as const;

async function selectCobalt(page: Page, lang: 'ru' | 'uz', year: number) {
  const t = T[lang];
  await page.getByRole('combobox', { name: t.brand }).selectOption({ label: 'Chevrolet' });
  await page.getByRole('combobox', { name: t.model }).selectOption({ label: 'Cobalt' });
  await page.getByRole('combobox', { name: t.trim }).selectOption({ label: 'GS-STYLE MT' });
  await page.getByRole('combobox', { name: t.year }).selectOption(String(year));
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\?step=program$/);
}

async function aboutCarAndHolder(page: Page, lang: 'ru' | 'uz', color: string) {
  const t = T[lang];
  const form = page.locator('form');
  await form.getByRole('textbox', { name: t.plate }).pressSequentially('01a123bc');
  await form.getByRole('textbox', { name: t.techSery, exact: true }).pressSequentially('aaf');
  await form.getByRole('textbox', { name: t.techNumber, exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: t.color, exact: true }).fill(color);
  await page.getByRole('button', { name: t.next }).click();
  await expect(page).toHaveURL(/\?step=personalData$/);

  await applicantAndSave(page, lang);
}

test('a visitor builds kasko by constructor in Russian, pays with Payme, downloads the policy and sees it in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/ru/kasko');
  await expectLayout(page, 'default', 'ru');
  // Cobalt GS-STYLE MT, 150,000,000 this year; two years old: 135,000,000.
  await selectCobalt(page, 'ru', YEAR - 2);
  await expect(page.getByText(/135.000.000/).first()).toBeVisible();

  await page.locator('label').filter({ hasText: 'Конструктор' }).click();
  await page.getByRole('checkbox', { name: /Гражданская ответственность/ }).check();
  await page.getByRole('checkbox', { name: /Лобовое стекло/ }).check();
  await expect(page.getByRole('textbox', { name: /Лимит ответственности/ })).toHaveValue('1000000');
  // 135,000,000 x (0.3 % + 0.3 %) = 810,000.
  await expect(page.getByText(/Страховая премия: 810.000/)).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(/\?step=aboutCar$/);

  await aboutCarAndHolder(page, 'ru', 'белый');
  await expect(page.getByText(`Chevrolet Cobalt GS-STYLE MT, ${YEAR - 2}`)).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: /810.000/ });

  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567AA|AA1234567|15\.03\.1990/);

  await expectPolicyInCabinet(page, request, 'ru', /KASK \d+/);
});

test('in the webview, in Uzbek: Reset returns to the car; Comfort (the default) is paid with Click', async ({
  page,
  request,
}) => {
  await page.goto('/uz/mobile/kasko');
  await expectLayout(page, 'webview', 'uz');
  await selectCobalt(page, 'uz', YEAR);
  await page.getByRole('button', { name: 'Boshqa avtomobilni tanlash' }).click();
  await expect(page).toHaveURL(/\?step=selectCar$/);
  await expect(page.getByRole('combobox', { name: 'Marka' })).toHaveValue('');

  await selectCobalt(page, 'uz', YEAR);
  await expect(page.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  // 150,000,000 x 1.5 % = 2,250,000.
  await expect(page.getByText(/Sugʻurta mukofoti: 2.250.000/)).toBeVisible();
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  await aboutCarAndHolder(page, 'uz', 'oq');
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Click', amount: /2.250.000/ });
});
