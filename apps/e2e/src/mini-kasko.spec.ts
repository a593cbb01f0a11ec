import { expect, test } from '@playwright/test';
import {
  CABINET_TOKEN_KEY,
  cabinetToken,
  confirmPaid,
  expectLayout,
  funnelEvents,
  webStorage,
} from './support';
import { endCover } from './osago-support';

// One own-damage cover per car and day: the journeys buy the seeded Cobalt again, so its covers end first.
test.beforeEach(async ({ request }) => endCover(request, '01A123BC'));

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

  await form.getByRole('textbox', { name: 'Pasport seriyasi', exact: true }).pressSequentially('aa');
  await form.getByRole('textbox', { name: 'Pasport raqami', exact: true }).pressSequentially('1234567');
  await form.getByLabel('Tugʻilgan sana').pressSequentially('15031990');
  await form.getByLabel('Telefon raqami').pressSequentially('901234567');
  await page.getByRole('checkbox', { name: /roziman/ }).check();
  await page.getByRole('button', { name: 'Saqlash va toʻlovga oʻtish' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText(/Chevrolet Cobalt, 2020/)).toBeVisible();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Click orqali toʻlash' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByText('90 000')).toBeVisible();
  await checkout.getByRole('button', { name: /Оплатить|Toʻlash|Pay/ }).click();
  await expect(checkout).toHaveURL(/thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, 'Toʻlovni tekshirish');
  const download = page.getByRole('link', { name: 'Polisni yuklab olish (PDF)' });
  await expect(download).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  expect(await webStorage(page)).not.toMatch(/1234567AA|AA1234567|15\.03\.1990/);

  const token = await cabinetToken(request, '998901234567');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.goto('/uz/dashboard/policies');
  await expect(page.getByText(/MKAS \d+/).first()).toBeVisible();
});
