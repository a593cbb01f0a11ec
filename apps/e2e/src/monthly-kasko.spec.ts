import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { SandboxOutboxResponse } from '@polis/api-contract';
import { applicantAndSave } from './journey-steps';
import { expectLayout, webStorage } from './support';
import { cobaltTest as test } from './osago-support';

// Monthly mini KASKO in the webview, in Uzbek: Basic, the car and the applicant, the first month paid by the
// saved card with the SMS code of the outbox (auto-payment on), then the sandbox moves the charge job's clock a
// month on and the plan shows the second month charged from the same card.

const PHONE = '998901234567';

async function cardCode(request: APIRequestContext) {
  const response = await request.get(`/sandbox/api/outbox?phone=${PHONE}`);
  const { sms } = (await response.json()) as SandboxOutboxResponse;
  const text = sms.find((m) => m.purpose === 'subscription-code')?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

test('a driver buys monthly mini KASKO in the webview in Uzbek, pays the first month by card and sees the second charged', async ({
  page,
  request,
}) => {
  await page.goto('/uz/mobile/monthly-kasko');
  await expectLayout(page, 'webview', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Oylik mini KASKO' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Basic/ })).toBeChecked();
  await page.getByRole('button', { name: 'Keyingisi' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Avtomobil davlat raqami' }).pressSequentially('01a123bc');
  await form.getByRole('textbox', { name: 'Texpasport seriyasi', exact: true }).pressSequentially('aaf');
  await form.getByRole('textbox', { name: 'Texpasport raqami', exact: true }).pressSequentially('1234567');
  await page.getByRole('button', { name: 'Keyingisi' }).click();
  await expect(page).toHaveURL(/\?step=applicant$/);
  await applicantAndSave(page, 'uz');
  await expect(page.getByText('60 000').first()).toBeVisible();
  // The saved card is the only way to pay: the next months come from it.
  await expect(page.getByRole('link', { name: /Payme/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Saqlangan karta' }).click();
  const panel = page.getByRole('region', { name: 'Saqlangan karta' });
  await panel.getByLabel('Karta raqami').pressSequentially('8600111111111110');
  await panel.getByLabel('Amal qilish muddati').pressSequentially('1229');
  await panel.getByRole('button', { name: 'SMS kodni olish' }).click();
  await panel.getByLabel('SMS-xabardagi kod').pressSequentially(await cardCode(request));
  await panel.getByRole('button', { name: 'Tasdiqlash va toʻlash' }).click();

  await expect(page.getByRole('heading', { name: 'Polisingiz tayyor' })).toBeVisible();
  const plan = page.getByRole('region', { name: 'Oylik toʻlovlar' });
  await expect(plan.getByRole('status')).toContainText('Keyingi yechib olish');
  await expect(plan.getByText('(1 oy toʻlangan)')).toBeVisible();
  await expect(plan.getByRole('row')).toHaveCount(2);

  // A month later (the sandbox clock), the job charges the saved card once more.
  const moved = await request.post('/sandbox/api/monthly-kasko/advance', { data: { days: 32 } });
  expect(moved.ok()).toBe(true);
  expect((await moved.json()).charged).toBeGreaterThanOrEqual(1);
  await plan.getByRole('button', { name: 'Yangilash' }).click();
  await expect(plan.getByText('(2 oy toʻlangan)')).toBeVisible();
  await expect(plan.getByRole('row')).toHaveCount(3);
  await expect(plan.getByRole('cell', { name: 'Toʻlandi' })).toHaveCount(2);
  expect(await webStorage(page)).not.toMatch(/8600\s?1111|1111\s?1110/);
});
