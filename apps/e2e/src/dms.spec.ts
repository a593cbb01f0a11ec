import { expect, test } from '@playwright/test';
import { chatReport } from './osago-support';
import { expectLayout } from './support';

// The DMS constructor against the real API in Russian: the limit shared over the default coverages in steps
// of 100 000, Comfort clinics, the travel extra at its 5 days, the server's price per employee and for the
// company, the application with the company by INN, the confirmation and the lead in the site-requests channel
// (with the contact's name and phone, for the call back).
test('DMS constructed and submitted (ru)', async ({ page, request }) => {
  await page.goto('/ru/for-business/dms');
  await expectLayout(page, 'business', 'ru');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Конструктор ДМС для сотрудников' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Клиники и аптеки-партнёры' }).first()).toBeVisible();

  const limit = page.getByRole('textbox', { name: 'Лимит на одного сотрудника, сум' });
  await expect(limit).toHaveValue('30 000 000');
  await expect(page.getByRole('radio', { name: /VIP/ })).toBeChecked();
  await limit.fill('45000000');
  await expect(limit).toHaveValue('45 000 000');
  const shares = page.getByRole('table', { name: 'Как лимит распределяется по основным покрытиям' });
  await expect(shares.getByRole('row', { name: /Стационарное лечение/ })).toContainText(/18\s000\s000/);
  await expect(shares.getByRole('row', { name: /Стоматология/ })).toContainText(/3\s000\s000/);

  // The card is the click target (its label stretches over the radio).
  await page.getByText('Comfort', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Comfort/ })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Медпомощь в поездках за рубеж' }).check();
  await expect(
    page.getByRole('textbox', { name: 'Медпомощь в поездках за рубеж: количество дней' }),
  ).toHaveValue('5');
  await page.getByRole('textbox', { name: 'Количество сотрудников' }).fill('40');
  await page.getByRole('button', { name: 'Рассчитать стоимость' }).click();

  // (13.5M x 6% + 18M x 4% + 4.5M x 3% + 3M x 8% + 6M x 7%) x 1.25 + check-up 450 000 + 5 days x 20 000
  await expect(page.getByLabel('Рассчитанная стоимость')).toContainText(/3\s456\s250/);
  await expect(page.getByLabel('Рассчитанная стоимость')).toContainText(/138\s250\s000/);
  await expect(page.getByLabel('Рассчитанная стоимость')).toContainText(
    'Для компании (40 сотрудников) в год',
  );

  const form = page.getByRole('form', { name: 'Оставить заявку' });
  await form.getByRole('textbox', { name: 'ИНН организации' }).fill('301234567');
  await form.getByRole('button', { name: 'Найти', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Название организации' })).toHaveValue(
    'Toshkent Non Kombinati AJ',
  );
  await form.getByRole('textbox', { name: 'Контактное лицо (Ф.И.О.)' }).fill('Каримов Азиз');
  await form.getByRole('textbox', { name: 'Номер телефона', exact: true }).pressSequentially('901234567');
  await expect(form.getByRole('textbox', { name: 'Количество сотрудников' })).toHaveValue('40');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();

  const status = page.getByRole('status').filter({ hasText: 'Что будет дальше' });
  await expect(status).toContainText(/Ваша заявка № \d+ принята/);
  await expect(status).toContainText(/138\s250\s000/);
  await expect(status).toContainText('+998 90 123 45 67');
  const id = /№ (\d+)/.exec((await status.textContent()) ?? '')?.[1];
  const lead = await chatReport(request, `DMS constructor #${id}`);
  expect(lead).toContain('Toshkent Non Kombinati AJ');
  expect(lead).toContain('Comfort');
  // The sales team calls the lead back: its contact's name and phone in full, and no passport or PINFL.
  expect(lead).toContain('Каримов Азиз');
  expect(lead).toContain('+998 90 123 45 67');
});
