import { expect, test } from '@playwright/test';
import { confirmPaid, expectLayout, funnelEvents, webStorage } from './support';

// Sportsman insurance through the one origin, in English: the types from GET /sayt/sportsman/type/v2, the
// premium = sum x limit / 100, the insurer and a resident sportsman (the registry checks both on save), the
// invoice, the Payme sandbox, the check by order id, the PDF.
test('a visitor insures a footballer for a year in English, pays 350 000 with Payme and downloads the policy', async ({
  page,
  request,
}) => {
  await page.goto('/en/sport');
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports insurance' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Sport' }).selectOption('Football');
  await expect(page.getByText('Premium 350 000 UZS (3.5% of the sum insured)')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Passport series', exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: 'Passport number', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15031990');
  await form.getByRole('textbox', { name: 'Phone number' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('checkbox', { name: 'The sportsman is a foreign citizen' })).not.toBeChecked();
  await form.getByRole('textbox', { name: 'Passport series', exact: true }).pressSequentially('AB');
  await form.getByRole('textbox', { name: 'Passport number', exact: true }).pressSequentially('2345678');
  await form.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('22071995');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Football, 1 year')).toBeVisible();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Pay with Payme' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByText('350 000')).toBeVisible();
  await checkout.getByRole('button', { name: /Pay/ }).click();
  await expect(checkout).toHaveURL(/thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, 'Check payment');
  const download = page.getByRole('link', { name: /Download the policy/ });
  await expect(download).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  expect(await webStorage(page)).not.toMatch(/1234567|2345678|22\.07\.1995/);
});

test('the policyholder insures themselves in Russian: one tick, the passport not typed twice', async ({
  page,
}) => {
  await page.goto('/ru/sport');
  await page.getByRole('combobox', { name: 'Вид спорта' }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Далее' }).click();
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Серия паспорта', exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: 'Номер паспорта', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('15031990');
  await form.getByRole('textbox', { name: 'Номер телефона' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Далее' }).click();

  await page.getByRole('checkbox', { name: 'Я — застрахованный спортсмен' }).check();
  await expect(form.getByRole('textbox', { name: 'Номер паспорта', exact: true })).toHaveValue('1234567');
  await expect(form.getByRole('textbox', { name: 'Дата рождения' })).toHaveValue('15.03.1990');
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
});
