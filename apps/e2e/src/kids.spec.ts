import { expect, test, type Page } from '@playwright/test';
import { expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Kids accident insurance through the one origin, in Uzbek: program 74, the parent (the registry checks the
// passport, birthday and PINFL on save), two children, consent, the save, the Payme sandbox, the check, the PDF.

async function fillChild(
  page: Page,
  n: number,
  name: string,
  number: string,
  birthday: string,
  girl: boolean,
) {
  const card = page.getByRole('group', { name: `${n}-bola` });
  await card.getByRole('textbox', { name: 'Tugʻilganlik guvohnomasi seriyasi' }).fill('I-TN');
  await card.getByRole('textbox', { name: 'Tugʻilganlik guvohnomasi raqami' }).pressSequentially(number);
  await card.getByRole('textbox', { name: 'Familiyasi' }).fill('Karimov');
  await card.getByRole('textbox', { name: 'Ismi', exact: true }).fill(name);
  await card.getByRole('textbox', { name: 'Otasining ismi' }).fill('Alisherovich');
  await card.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially(birthday);
  await card.locator('label', { hasText: girl ? 'Qiz' : 'Oʻgʻil' }).click();
}

test('a parent insures two children in Uzbek on program 74, pays 100 000 with Payme and downloads the policy', async ({
  page,
  request,
}) => {
  await page.goto('/uz/kids');
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolalarni sugʻurtalash' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Asosiy/ })).toBeChecked();
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Pasport seriyasi', exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: 'Pasport raqami', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await form.getByRole('textbox', { name: 'JShShIR' }).pressSequentially('31503902610013');
  await form.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  await fillChild(page, 1, 'Ali', '1234561', '15062019', false);
  await page.getByRole('button', { name: 'Bola qoʻshish' }).click();
  await fillChild(page, 2, 'Malika', '1234562', '01022015', true);
  await expect(page.getByText('2 nafar bola sugʻurtalanadi')).toBeVisible();
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('100 000').first()).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Payme', amount: '100 000' });
  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567|31503902610013|Malika|15\.03\.1990/);
});
