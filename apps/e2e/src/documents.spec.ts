import { expect, test } from '@playwright/test';
import { expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Documents insurance through the one origin, in Uzbek: a passport and the special government object (type 38,
// with its state number), the applicant (the registry checks passport and birthday on save), the start date,
// consent, the save, the Payme sandbox, the check (not paid until then: error 2), the PDF.
test('a visitor insures a passport and a government object in Uzbek, pays 70 000 with Payme and downloads the policy', async ({
  page,
  request,
}) => {
  await page.goto('/uz/documents');
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Hujjatlar sugʻurtasi' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Pasport yoki ID-karta/ }).check();
  await page.getByRole('checkbox', { name: /Maxsus davlat obyekti/ }).check();
  await expect(page.getByText(/Mukofot 70 000 soʻm, umumiy limit 6 000 000 soʻm/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Obyektning davlat raqami' }).fill('01A777AA');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Pasport seriyasi', exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: 'Pasport raqami', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await form.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  await expect(page.getByRole('textbox', { name: 'Boshlanish sanasi' })).toHaveValue(/^\d{2}\.\d{2}\.\d{4}$/);
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('70 000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Toʻlovni tekshirish' }).click();
  await expect(page.getByRole('alert')).toContainText('Toʻlov hali kelib tushmadi');

  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Payme', amount: '70 000' });
  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567|15\.03\.1990/);
});
