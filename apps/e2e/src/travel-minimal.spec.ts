import { expect, test } from '@playwright/test';
import { expectPdf, payOnSandbox } from './journey-steps';
import { expectLayout } from './support';

// Minimal travel in Uzbek: the travel wizard locked to the cheapest program the destination allows, no
// add-ons, the embassy's sum insured said; the save at the server's price, the Click sandbox, the PDF.

const inDays = (days: number) => {
  // The day in Tashkent (UTC+5), as the wizard counts it: after 19:00 UTC it is already tomorrow there.
  const d = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

test('a visitor buys minimal travel to Türkiye in Uzbek and pays with Click', async ({ page, request }) => {
  await page.goto('/uz/travel-minimal');
  await expectLayout(page, 'default', 'uz');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  await page.getByRole('searchbox', { name: 'Mamlakat' }).fill('turk');
  await page.getByRole('button', { name: 'Turkiya', exact: true }).click();
  await page.getByRole('textbox', { name: 'Tugash sanasi' }).pressSequentially(inDays(10));
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const group = page.getByRole('group', { name: 'Sayohatchi 1' });
  await group.getByRole('textbox', { name: 'Pasport seriyasi va raqami' }).fill('AA1234567');
  await group.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await group.getByRole('textbox', { name: 'Familiya va ism (lotin)' }).fill('Karimov Alisher');
  await page.getByRole('textbox', { name: 'Toʻlovchining JShShIR' }).fill('31503902610013');
  await page.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  // Basic, the cheapest program for Türkiye: 0.48 EUR x 10 days x 14 050 = 67 440 -> 68 000; no add-ons offered.
  await expect(page.getByText(/Dastur: Bazaviy, sugʻurta summasi EUR 50\D?000/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Bagaj/ })).toHaveCount(0);
  await expect(page.getByText(/^Jami:/)).toHaveText(/68\s000/);
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);

  await expectPdf(request, await payOnSandbox(page, { lang: 'uz', provider: 'Click', amount: '68 000' }));
});
