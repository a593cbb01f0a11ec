import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectPurchaseFunnel, openPolicyInCabinet, payAndDownloadPolicy } from './journey-steps';
import { expectLayout } from './support';

// Job loss insurance in Russian: salary and the employer by INN (a company without a short name is refused
// with wrong_inn), personal data with the region, the work book (PDF) and salary certificate (image) uploaded,
// consent, the save (coverage and total payable from the server), Payme sandbox, the check, the PDF, the cabinet.

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

test('an employee insures against job loss in Russian with both documents and sees them in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/ru/job-loss');
  await expectLayout(page, 'default', 'ru');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Ежемесячная зарплата, сум', exact: true }).fill('5000000');
  await expect(page.getByText(/Покрытие: 15\s000\s000/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Должность', exact: true }).fill('Бухгалтер');
  await form.getByRole('textbox', { name: 'ИНН работодателя', exact: true }).fill('200123456');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(
    page.getByText('По этому ИНН организацию нельзя застраховать онлайн: проверьте ИНН'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'ИНН работодателя', exact: true }).fill('301234567');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page).toHaveURL(/\?step=personal$/);

  await form.getByLabel('Серия паспорта').pressSequentially('aa');
  await form.getByLabel('Номер паспорта').pressSequentially('1234567');
  await form.getByLabel('Дата рождения').pressSequentially('15031990');
  await form.getByLabel('Номер телефона').pressSequentially('901234567');
  await form.getByRole('combobox', { name: /Регион проживания/ }).selectOption({ label: 'город Ташкент' });
  await page.getByRole('button', { name: 'Далее' }).click();

  await form.getByLabel('Трудовая книжка').setInputFiles(fixture('work-book.pdf'));
  await form.getByLabel('Справка о зарплате').setInputFiles(fixture('salary-certificate.png'));
  // Each chosen file is shown by its name, with a button to remove it.
  await expect(page.getByRole('button', { name: 'Удалить work-book.pdf' })).toBeVisible();
  await expect(page.getByText('salary-certificate.png', { exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Toshkent Non Kombinati AJ')).toBeVisible();

  await payAndDownloadPolicy(page, request, { lang: 'ru', provider: 'Payme', amount: '450 000' });
  await expectPurchaseFunnel(page);

  await openPolicyInCabinet(page, request, 'ru', /JOBL \d+/);
  await expect(page.getByRole('link', { name: 'Скачать «Трудовая книжка»' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Справка о зарплате' })).toBeVisible();
});
