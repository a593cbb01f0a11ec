import { expect } from '@playwright/test';
import { applicantAndSave, expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout } from './support';
import { cobaltTest as test } from './osago-support';

// Quick kasko in English through the one origin: osago-juridik refuses a company's car
// (for_only_individuals); an individual's car is insured, paid through the Payme sandbox, the PDF opens.

test('quick kasko in English: a company car is refused, an individual car is bought with Payme', async ({
  page,
  request,
}) => {
  await page.goto('/en/quick-car-insurance');
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('radio', { name: /Quick kasko Start/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  const form = page.locator('form');
  const plate = form.getByRole('textbox', { name: 'Vehicle number' });
  await plate.pressSequentially('01123abc');
  await form.getByRole('textbox', { name: 'Tech passport series', exact: true }).pressSequentially('aae');
  await form.getByRole('textbox', { name: 'Tech passport number', exact: true }).pressSequentially('2012345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/for cars owned by individuals only/)).toBeVisible();
  await expect(page).toHaveURL(/\?step=car$/);

  await plate.fill('01A123BC');
  await form.getByRole('textbox', { name: 'Tech passport series', exact: true }).fill('AAF');
  await form.getByRole('textbox', { name: 'Tech passport number', exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=applicant$/);

  await applicantAndSave(page, 'en');
  await expect(page.getByText(/Chevrolet Cobalt, 2020/)).toBeVisible();
  await payAndDownloadPolicy(page, request, {
    lang: 'en',
    provider: 'Payme',
    link: /Payme/,
    amount: '380 000',
  });
  await expectPurchaseFunnel(page);
});
