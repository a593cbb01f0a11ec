import { expect, test } from '@playwright/test';
import { openPolicyInCabinet, payOnSandbox } from './journey-steps';

// Issue 27, in Russian: a home policy bought and paid with Payme is cancelled from the cabinet in its
// cooling-off period; the refund shows in the Payme sandbox and the verification page says it is cancelled.

test('a policyholder cancels a home policy in its cooling-off period and gets the premium back through Payme', async ({
  page,
  request,
}) => {
  await page.goto('/ru/housing');
  await page.getByRole('button', { name: 'Далее' }).click();
  const form = page.locator('form');
  await form.getByLabel('Серия паспорта').pressSequentially('AA');
  await form.getByLabel('Номер паспорта').pressSequentially('1234567');
  await form.getByLabel('Дата рождения').pressSequentially('15031990');
  await form.getByLabel('Номер телефона').pressSequentially('901234567');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('textbox', { name: 'Адрес' }).fill('Ташкент, ул. Навои, д. 7, кв. 3');
  await page.getByRole('checkbox', { name: /Я согласен/ }).check();
  await page.getByRole('button', { name: 'Сохранить и перейти к оплате' }).click();
  const download = await payOnSandbox(page, { lang: 'ru', provider: 'Payme', amount: '140 000' });
  // The PDF link names the policy: /api/policy/HOUS/<number>/pdf.
  const [, series, number] =
    /\/policy\/([A-Z]+)\/(\d+)\/pdf/.exec((await download.getAttribute('href')) ?? '') ?? [];
  expect(series).toBe('HOUS');

  await openPolicyInCabinet(page, request, 'ru', new RegExp(`${series} ${number}`));
  await page.getByRole('button', { name: 'Расторгнуть полис' }).click();
  const dialog = page.getByRole('dialog', { name: 'Расторгнуть полис?' });
  await expect(dialog.getByText(/Вам вернётся 140\s000/)).toBeVisible();
  await expect(dialog).toContainText('период охлаждения 14 дней');
  await expect(dialog).toContainText('Деньги вернутся через Payme');
  await dialog.getByRole('button', { name: 'Расторгнуть полис' }).click();

  const cancelled = page.getByRole('region', { name: 'Полис аннулирован' });
  await expect(cancelled.getByRole('status')).toContainText(/Возврат 140\s000.*через Payme/);

  // Where the money went back: the Payme sandbox lists the refund of the whole payment.
  await page.goto('/sandbox/payme/refunds?lang=ru');
  await expect(page.getByRole('row').filter({ hasText: '140 000 сум (полный)' }).first()).toBeVisible();

  // The QR code's page says the policy is cancelled.
  await page.goto(`/api/policy/verify/${series}/${number}?lang=ru`);
  await expect(page.getByText('Полис аннулирован и не действует')).toBeVisible();
});
