import { expect, test } from '@playwright/test';
import { expectPdf, openCabinetPolicies, payOnSandbox } from './journey-steps';
import { expectLayout } from './support';

// Employer liability (OSGOR) through the one origin: the company by INN (Samarqand Tekstil, OKED 13200, risk
// class 6), the region and district, the activity and payroll, the calculator, consent, the save, the Payme
// sandbox, the check, the PDF and the cabinet.
test('a company buys employer liability (OSGOR) in Uzbek, pays with Payme and downloads the policy', async ({
  page,
  request,
}) => {
  await page.goto('/uz/osgor');
  await expectLayout(page, 'default', 'uz');
  await expect(page).toHaveURL(/\?step=company_info$/);

  // A company the registry lacks: the data may be incorrect.
  await page.getByRole('textbox', { name: 'Tashkilot STIR' }).fill('999999999');
  await page.getByRole('button', { name: 'Topish' }).click();
  await expect(page.getByRole('alert')).toContainText('Maʼlumotlar notoʻgʻri boʻlishi mumkin');

  await page.getByRole('textbox', { name: 'Tashkilot STIR' }).fill('302345678');
  await page.getByRole('button', { name: 'Topish' }).click();
  await expect(page.getByText('Samarqand Tekstil MChJ')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Viloyat' })).toHaveValue('30');
  const district = page.getByRole('combobox', { name: 'Tuman' });
  const firstSamarkand = await district.inputValue();
  expect(firstSamarkand).not.toBe('');
  // Another region resets the district to its first; back to Samarkand, the first of Samarkand again.
  await page.getByRole('combobox', { name: 'Viloyat' }).selectOption('1');
  await expect(district).not.toHaveValue(firstSamarkand);
  await page.getByRole('combobox', { name: 'Viloyat' }).selectOption('30');
  await expect(district).toHaveValue(firstSamarkand);
  await page.getByRole('textbox', { name: 'Aloqa telefoni' }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  await expect(page).toHaveURL(/\?step=insurance_information$/);
  await expect(page.getByRole('combobox', { name: 'Faoliyat turi (OKED)' })).toHaveValue('13');
  const payroll = page.getByRole('textbox', { name: 'Yillik ish haqi fondi, soʻm' });
  await payroll.pressSequentially('600000000');
  await expect(payroll).toHaveValue('600 000 000');
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('582 600').first()).toBeVisible();

  await expectPdf(request, await payOnSandbox(page, { lang: 'uz', provider: 'Payme', amount: '582 600' }));

  await openCabinetPolicies(page, request, 'uz');
  // The cabinet loads its policies after the page: on a loaded machine that takes more than the default 5 s.
  await expect(page.getByText(/Samarqand Tekstil|OSGOR/).first()).toBeVisible({ timeout: 20_000 });
});
