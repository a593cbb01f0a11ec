import { expect, test } from '@playwright/test';
import { expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Kindness ("Ezgulik") through the one origin, in Uzbek: from the Mehr nuri page to the product, what it
// covers said plainly, the buyer and the gifted person (the registry checks both), 200 000, Payme, the PDF.
test('a visitor gives a Kindness policy in Uzbek from the Mehr nuri page, pays 200 000 and downloads it', async ({
  page,
  request,
}) => {
  await page.goto('/uz/mehr-nuri');
  await page.getByRole('link', { name: /Ezgulik.*polisini sovgʻa qiling/ }).click();
  await expect(page).toHaveURL(/\/uz\/kindness$/);
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Ezgulik sugʻurtasi' })).toBeVisible();
  await expect(page.getByText(/polisni boshqa inson uchun sovgʻa sifatida sotib olasiz/)).toBeVisible();
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const buyer = page.getByRole('group', { name: 'Siz (xaridor)' });
  await buyer.getByRole('textbox', { name: 'Pasport seriyasi', exact: true }).pressSequentially('AA');
  await buyer.getByRole('textbox', { name: 'Pasport raqami', exact: true }).pressSequentially('1234567');
  await buyer.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('15031990');
  await buyer.getByRole('textbox', { name: 'Telefon raqami' }).pressSequentially('901234567');
  const gifted = page.getByRole('group', { name: 'Polisni sovgʻa qiladigan insoningiz' });
  await gifted.getByRole('textbox', { name: 'Pasport seriyasi', exact: true }).pressSequentially('AA');
  await gifted.getByRole('textbox', { name: 'Pasport raqami', exact: true }).pressSequentially('6677889');
  await gifted.getByRole('textbox', { name: 'Tugʻilgan sana' }).pressSequentially('01011960');
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('200 000').first()).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Payme', amount: '200 000' });
  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567|6677889|01\.01\.1960/);
});
