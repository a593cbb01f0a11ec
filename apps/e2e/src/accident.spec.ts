import { expect, test, type Locator } from '@playwright/test';
import { expectPolicyInCabinet, expectPurchaseFunnel, payAndDownloadPolicy } from './journey-steps';
import { expectLayout, webStorage } from './support';

// Accident insurance through the one origin (five pages, one wizard): insurance period, sum insured, insured
// persons (the registry checks residents on save), consent, the save, the Payme sandbox, the check, the PDF.

async function fillResident(card: Locator, series: string, number: string, birthday: string) {
  await card.getByRole('textbox', { name: /Passport series|Серия паспорта/ }).pressSequentially(series);
  await card.getByRole('textbox', { name: /Passport number|Номер паспорта/ }).pressSequentially(number);
  await card.getByRole('textbox', { name: /Date of birth|Дата рождения/ }).pressSequentially(birthday);
}

test('a visitor insures three persons in English, pays 15 000 with Payme and sees the policy in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/en/accident');
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Accident insurance' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('radio', { name: /1 000 000 UZS/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await fillResident(page.getByRole('group', { name: 'Insured person 1' }), 'AA', '1234567', '15031990');
  await page.getByRole('button', { name: 'Add a person' }).click();
  await fillResident(page.getByRole('group', { name: 'Insured person 2' }), 'AB', '2345678', '22071995');
  await page.getByRole('button', { name: 'Add a person' }).click();
  await fillResident(page.getByRole('group', { name: 'Insured person 3' }), 'AC', '3456789', '02111985');
  await expect(page.getByText('3 persons insured')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).pressSequentially('901234567');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('15 000 UZS').first()).toBeVisible();
  await payAndDownloadPolicy(page, request, {
    lang: 'en',
    provider: 'Payme',
    amount: '15 000',
    download: /Download the policy/,
  });

  await expectPurchaseFunnel(page);
  expect(await webStorage(page)).not.toMatch(/1234567|2345678|15\.03\.1990/);

  await expectPolicyInCabinet(page, request, 'en', /ACCI \d+/);
});

test('a foreign citizen buys on accident-foreign in Russian: foreign passport, Latin names, citizenship', async ({
  page,
  request,
}) => {
  await page.goto('/ru/accident-foreign');
  await expectLayout(page, 'default', 'ru');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Страхование иностранных граждан от несчастных случаев' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.locator('label', { hasText: '2 000 000' }).click();
  await expect(page.getByRole('radio', { name: /2 000 000/ })).toBeChecked();
  await page.getByRole('button', { name: 'Далее' }).click();

  const card = page.getByRole('group', { name: 'Застрахованный 1' });
  await card.getByRole('textbox', { name: 'Номер паспорта' }).fill('C01X00T47');
  await card.getByRole('textbox', { name: /Фамилия/ }).fill('Смит');
  await card.getByRole('textbox', { name: /Имя/ }).fill('John');
  await card.getByRole('combobox', { name: /Гражданство/ }).selectOption('DE');
  await card.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('01021980');
  await page.getByRole('textbox', { name: 'Номер телефона', exact: true }).pressSequentially('935550011');
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(card.getByText('Только латинские буквы')).toBeVisible();
  await card.getByRole('textbox', { name: /Фамилия/ }).fill('Smith');
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('10 000').first()).toBeVisible();
  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: '10 000' });
  expect(await webStorage(page)).not.toMatch(/C01X00T47|Smith|01\.02\.1980/);
});
