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
// The seeded Cobalt (01A123BC) was made in 2020 by the vehicle registry: its year is the one priced. The
// catalogue's 150,000,000 less 5 % a year of age.
const REGISTRY_YEAR = 2020;
const VALUE = 150_000_000 * (1 - 0.05 * (YEAR - REGISTRY_YEAR));
/** A sum as the page writes it, any thousands separator: 810 000 -> /810.000/. */
const sum = (uzs: number) => new RegExp(String(Math.round(uzs)).replace(/\B(?=(\d{3})+(?!\d))/g, '.'));

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

/** The about-car step of a car chosen as new: the registry's year is said before the personal data. */
async function aboutCarAndHolderNoted(page: Page) {
  const form = page.locator('form');
  await form.getByRole('textbox', { name: T.uz.plate }).pressSequentially('01a123bc');
  await form.getByRole('textbox', { name: T.uz.techSery, exact: true }).pressSequentially('aaf');
  await form.getByRole('textbox', { name: T.uz.techNumber, exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: T.uz.color, exact: true }).fill('oq');
  await page.getByRole('button', { name: T.uz.next }).click();
  await expect(page).toHaveURL(/\?step=personalData$/);
  await expect(page.getByText(new RegExp(`emas, ${REGISTRY_YEAR} yilda ishlab chiqarilgan`))).toBeVisible();
  await applicantAndSave(page, 'uz');
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
  // Cobalt GS-STYLE MT of the registry's year.
  await selectCobalt(page, 'ru', REGISTRY_YEAR);
  await expect(page.getByText(sum(VALUE)).first()).toBeVisible();

  await page.locator('label').filter({ hasText: 'Конструктор' }).click();
  await page.getByRole('checkbox', { name: /Гражданская ответственность/ }).check();
  await page.getByRole('checkbox', { name: /Лобовое стекло/ }).check();
  await expect(page.getByRole('textbox', { name: /Лимит ответственности/ })).toHaveValue('1000000');
  // The value x (0.3 % + 0.3 %).
  const premium = VALUE * 0.006;
  await expect(page.getByText(new RegExp(`Страховая премия: ${sum(premium).source}`))).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(/\?step=aboutCar$/);

  await aboutCarAndHolder(page, 'ru', 'белый');
  await expect(page.getByText(`Chevrolet Cobalt GS-STYLE MT, ${REGISTRY_YEAR}`)).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: sum(premium) });

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
  await expect(page.getByRole('radio', { name: /Komfort/ })).toBeChecked();
  // 150,000,000 x 1.5 % = 2,250,000.
  await expect(page.getByText(/Sugʻurta mukofoti: 2.250.000/)).toBeVisible();
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  // Chosen as new, the car is the registry's 2020 one: it is said, and priced as such (Comfort 1.5 %).
  await aboutCarAndHolderNoted(page);
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Click', amount: sum(VALUE * 0.015) });
});
