import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { SandboxOutboxResponse } from '@polis/api-contract';
import { confirmPaid, webStorage } from './support';

// The policy by e-mail, in Russian: a Kindness policy bought with an e-mail, paid in the sandbox; the API mails
// the PDF over SMTP to the sandbox's loopback mailbox, and /sandbox/outbox shows the mail with its attachment.
test('a buyer who gives an e-mail gets the paid policy by mail, in Russian, and downloads its PDF from the outbox', async ({
  page,
  request,
}) => {
  const email = `polis-${Date.now()}@example.uz`;
  await page.goto('/ru/kindness');
  await page.getByRole('button', { name: 'Далее' }).click();
  const buyer = page.getByRole('group', { name: 'Вы (покупатель)' });
  await buyer.getByRole('textbox', { name: 'Серия паспорта', exact: true }).pressSequentially('AA');
  await buyer.getByRole('textbox', { name: 'Номер паспорта', exact: true }).pressSequentially('1234567');
  await buyer.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('15031990');
  await buyer.getByRole('textbox', { name: 'Номер телефона' }).pressSequentially('901234567');
  const gifted = page.getByRole('group', { name: 'Кому вы дарите полис' });
  await gifted.getByRole('textbox', { name: 'Серия паспорта', exact: true }).pressSequentially('AA');
  await gifted.getByRole('textbox', { name: 'Номер паспорта', exact: true }).pressSequentially('6677889');
  await gifted.getByRole('textbox', { name: 'Дата рождения' }).pressSequentially('01011960');

  // Optional, checked as typed: a wrong address is said in Russian and stops the save.
  const mailField = page.getByRole('textbox', { name: /E-mail для полиса \(необязательно\)/ });
  await mailField.fill('alisher@example');
  await mailField.press('Tab');
  await expect(page.getByText('Введите e-mail вида name@example.uz или оставьте поле пустым')).toBeVisible();
  await page.getByRole('checkbox', { name: /согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  await expect(mailField).toBeFocused();
  await expect(page).not.toHaveURL(/\?step=payment$/);
  await mailField.fill(email);
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Оплатить через Payme' }).click(),
  ]);
  await checkout.waitForLoadState();
  await checkout.getByRole('button', { name: /Оплатить|Pay/ }).click();
  await expect(checkout).toHaveURL(/thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, 'Проверить оплату');
  await expect(page.getByRole('link', { name: 'Скачать полис (PDF)' })).toBeVisible();
  // Personal data: the e-mail is kept in no browser storage.
  expect(await webStorage(page)).not.toContain(email);

  // The mail arrives in the sandbox mailbox (the API's delivery job runs every second here).
  await expect(async () => {
    const outbox = (await (
      await request.get(`/sandbox/api/outbox?email=${encodeURIComponent(email)}`)
    ).json()) as SandboxOutboxResponse;
    expect(outbox.mail).toHaveLength(1);
    expect(outbox.mail[0].subject).toMatch(/^Ваш страховой полис /);
    expect(outbox.mail[0].attachments[0]).toMatchObject({ content_type: 'application/pdf' });
  }).toPass({ timeout: 20_000 });

  await page.goto('/sandbox/outbox?lang=ru');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^Ваш страховой полис /)).toBeVisible();
  await expect(row.getByText(/Оплата получена/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('link', { name: /^polis-.*\.pdf$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^polis-[A-Z]+-\d{7}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});
