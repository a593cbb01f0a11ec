import { expect, test, type Page } from '@playwright/test';
import { expectPolicyInCabinet, expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Travel insurance abroad through the one origin: trip details (family), country and dates (a Schengen country,
// found by its Russian name), three tourists (the registry fills one Latin name), program (Comfort forced,
// two risks), consent, the save at the server's price, the Payme sandbox, the check, the PDF, the cabinet.

const inDays = (days: number) => {
  // The day in Tashkent (UTC+5), as the wizard counts it: after 19:00 UTC it is already tomorrow there.
  const d = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

async function tourist(page: Page, n: number, passport: string, birthday: string, name?: string) {
  const group = page.getByRole('group', { name: `Tourist ${n}` });
  await group.getByRole('textbox', { name: 'Passport series and number' }).fill(passport);
  await group.getByRole('textbox', { name: 'Date of birth' }).pressSequentially(birthday);
  if (name) await group.getByRole('textbox', { name: 'Surname and name (Latin)' }).fill(name);
  return group;
}

test('a family of three insures a trip to Germany in English with two risks and pays with Payme', async ({
  page,
  request,
}) => {
  await page.goto('/en/travel');
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('radio', { name: 'Travel' })).toBeChecked();
  await page.getByRole('checkbox', { name: /Family policy/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('searchbox', { name: 'Country' }).fill('Герм');
  await page.getByRole('button', { name: 'Germany · Schengen' }).click();
  await page.getByRole('textbox', { name: 'End date' }).pressSequentially(inDays(14));
  await page.getByRole('button', { name: 'Next' }).click();

  const first = await tourist(page, 1, 'AA1234567', '15031990');
  await first.getByRole('button', { name: 'Find the name by passport' }).click();
  await expect(first.getByRole('textbox', { name: 'Surname and name (Latin)' })).toHaveValue(
    'KARIMOV ALISHER',
  );
  await first.getByRole('checkbox', { name: 'This tourist pays' }).check();
  const second = await tourist(page, 2, 'AB2345678', '22071995');
  await second.getByRole('textbox', { name: 'Surname and name (Latin)' }).pressSequentially('Ра');
  await expect(second.getByText('Use the Latin alphabet')).toBeVisible();
  await second.getByRole('textbox', { name: 'Surname and name (Latin)' }).fill('Rahimova Dilnoza');
  await page.getByRole('button', { name: 'Add a tourist' }).click();
  await tourist(page, 3, 'FA7654321', '01062016', 'Karimov Sardor');
  // The paying tourist was found by passport: the payer's PINFL comes from the registry, not typed again.
  await expect(page.getByRole('textbox', { name: "Payer's PINFL" })).toHaveValue('31503902610013');
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Next' }).click();

  // Germany allows Comfort and Premium only: Comfort is chosen, Basic is not offered.
  await expect(page.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Basic/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Luggage/ }).check();
  await page.getByRole('checkbox', { name: /Accident/ }).check();
  // 0.51 EUR x 14 days x 2.5 (family) x 14 050 = 250 792.5 -> 251 000; + 3 x (13 000 + 13 000) = 329 000.
  await expect(page.getByText(/^Total:/)).toHaveText(/329\s000/);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Germany', { exact: true })).toBeVisible();

  await payAndDownloadPolicy(page, request, { lang: 'en', provider: 'Payme', amount: '329 000' });

  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567|15\.03\.1990|31503902610013/);

  await expectPolicyInCabinet(page, request, 'en', /TRVL \d+/);
});
