import { expect } from '@playwright/test';
import {
  applicantAndSave,
  expectPolicyInCabinet,
  expectPurchaseFunnel,
  payAndDownloadPolicy,
} from './journey-steps';
import { expectLayout, webStorage } from './support';
import { cobaltTest as test } from './osago-support';

// Mini KASKO in Uzbek through the one origin: Comfort, the car found in the vehicle registry, the applicant
// checked by the person registry on save, the Click sandbox, the policy PDF and the cabinet.

test('a visitor buys mini KASKO Comfort in Uzbek, pays with Click and finds the policy in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/uz/mini-kasko');
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await page.locator('label').filter({ hasText: 'Comfort' }).click();
  await expect(page.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Avtomobil davlat raqami' }).pressSequentially('01a123bc');
  await form.getByRole('textbox', { name: 'Texpasport seriyasi', exact: true }).pressSequentially('aaf');
  // A wrong tech passport: the registry does not know the car, the step stays.
  await form.getByRole('textbox', { name: 'Texpasport raqami', exact: true }).pressSequentially('7654321');
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  await expect(page.getByText(/avtomobil reyestrda topilmadi/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Texpasport raqami', exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  await expect(page).toHaveURL(/\?step=applicant$/);

  await applicantAndSave(page, 'uz');
  await expect(page.getByText(/Chevrolet Cobalt, 2020/)).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'uz', provider: 'Click', amount: '90 000' });

  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567AA|AA1234567|15\.03\.1990/);

  await expectPolicyInCabinet(page, request, 'uz', /MKAS \d+/);
});
