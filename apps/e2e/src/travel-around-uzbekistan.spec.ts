import { expect, test } from '@playwright/test';
import { payAndDownloadPolicy } from './journey-steps';
import { expectLayout, funnelEvents } from './support';

// Travel around Uzbekistan in the webview, in Russian: the Optimal tariff for five days, the applicant checked
// by the registry on save, two tourists (a resident and a foreign visitor with her country), consent, the
// save at premium x tourists x days, the Payme sandbox, the check, the PDF.

const inDays = (days: number) => {
  // The day in Tashkent (UTC+5), as the wizard counts it: after 19:00 UTC it is already tomorrow there.
  const d = new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${d.getUTCFullYear()}`;
};

test('two tourists, one foreign, insure a trip around Uzbekistan in the Russian webview and pay with Payme', async ({
  page,
  request,
}) => {
  await page.goto('/ru/mobile/travel-around-uzbekistan');
  await expectLayout(page, 'webview', 'ru');
  // The tariff's card (its name is also a column of the comparison under the cards).
  await page.getByText('Оптимальный', { exact: true }).first().click();
  await expect(page.getByRole('radio', { name: 'Оптимальный' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Дата начала' }).fill('');
  await page.getByRole('textbox', { name: 'Дата начала' }).pressSequentially(inDays(3));
  await page.getByRole('textbox', { name: 'Дата окончания' }).pressSequentially(inDays(1));
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Дата начала не может быть позже даты окончания')).toBeVisible();
  await page.getByRole('textbox', { name: 'Дата окончания' }).fill('');
  await page.getByRole('textbox', { name: 'Дата окончания' }).pressSequentially(inDays(7));
  await expect(page.getByText('Количество дней: 5')).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();

  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Серия паспорта', exact: true }).pressSequentially('AA');
  await form.getByRole('textbox', { name: 'Номер паспорта', exact: true }).pressSequentially('1234567');
  await form.getByRole('textbox', { name: 'Дата рождения', exact: true }).pressSequentially('15031990');
  await form.getByRole('textbox', { name: 'Номер телефона', exact: true }).pressSequentially('901234567');
  await page.getByRole('button', { name: 'Далее' }).click();

  const first = page.getByRole('group', { name: 'Турист 1' });
  await first.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Karimov');
  await first.getByRole('textbox', { name: 'Имя', exact: true }).fill('Alisher');
  await first.getByRole('textbox', { name: 'Серия и номер паспорта' }).fill('AA1234567');
  await first.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('15031990');
  await page.getByRole('button', { name: 'Добавить туриста' }).click();
  const second = page.getByRole('group', { name: 'Турист 2' });
  await second.getByRole('radio', { name: 'Иностранец' }).check();
  await second.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Nurlanova');
  await second.getByRole('textbox', { name: 'Имя', exact: true }).fill('Aigerim');
  await second.getByRole('textbox', { name: 'Номер иностранного паспорта' }).fill('N12345678');
  await second.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('01021992');
  await second.getByRole('combobox', { name: 'Гражданство' }).selectOption('KZ');
  // 10 000 a day x 2 tourists x 5 days.
  await expect(page.getByText(/^Итого:/)).toHaveText(/100\s000/);
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);

  // The webview pays in the same view: the wizard's events are sent before it leaves for the provider.
  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout']);
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: '100 000' });
  // ... and the purchase by the return page the provider sent the customer back to.
  expect(await funnelEvents(page)).toEqual(['purchase']);
});
