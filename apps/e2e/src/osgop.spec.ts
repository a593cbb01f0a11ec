import { expect, test } from '@playwright/test';
import { expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout } from './support';

// OSGOP in Russian for a route minibus: the vehicle found with its 16 seats and its company owner, the applicant,
// a 6-month term priced by the server (44,000,000 UZS a seat), the Payme sandbox, the policy PDF.

test('a carrier insures a 16-seat minibus for 6 months in Russian and pays with Payme', async ({
  page,
  request,
}) => {
  await page.goto('/ru/osgop');
  await expectLayout(page, 'default', 'ru');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Госномер автомобиля' }).pressSequentially('01456abd');
  await form.getByRole('textbox', { name: 'Серия техпаспорта', exact: true }).pressSequentially('aae');
  await form.getByRole('textbox', { name: 'Номер техпаспорта', exact: true }).pressSequentially('4123456');
  await page.getByRole('button', { name: 'Далее' }).click();

  await form.getByRole('textbox', { name: 'Серия паспорта', exact: true }).pressSequentially('aa');
  await form.getByRole('textbox', { name: 'Номер паспорта', exact: true }).pressSequentially('1234567');
  await form.getByLabel('Дата рождения').pressSequentially('15031990');
  await form.getByLabel('Номер телефона').pressSequentially('901234567');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(
    page.getByText(
      /^Микроавтобус: GAZelle Next, 2021, пассажирских мест 16, владелец "Toshkent Non Kombinati"/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/844 800/)).toBeVisible();
  await page.locator('label').filter({ hasText: '6 месяцев' }).click();
  await expect(page.getByText(/506 880/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: '506 880' });
  await expectPurchaseFunnel(page);
});
