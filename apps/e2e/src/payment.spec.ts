import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SandboxOutboxResponse } from '@polis/api-contract';
import { confirmPaid, expectLayout, webStorage } from './support';
import { fillCar, fillOwner, agreeAndSave } from './osago-support';

// The payment library through the OSAGO wizard against the real apps/api: saved card with the SMS code of
// the sandbox outbox (then auto-payment on), a declined card, instalments on the Uzum Nasiya sandbox page,
// an invoice paid from the SMS link, a promo code the Payme sandbox then charges, and the webview return
// pages. Seeded identities: apps/api/README.md (Karimov: AA 1234567, 15.03.1990, phone 998901234567, the
// verified Uzum Nasiya buyer; the contract's phone receives the card code).

const OWNER_PHONE = '998901234567';

const PAYMENT_TITLE = { en: 'Payment', ru: 'Оплата' } as const;

/** Tashkent Cobalt of Karimov, unlimited drivers, 12 months: 384 000 UZS, saved; the payment step shows. */
async function toPaymentStep(page: Page, lang: 'en' | 'ru' = 'en') {
  await page.goto(`/${lang}/osago`);
  await fillCar(page, lang, ['01A123BC', 'AAF', '1234567']);
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();
  await fillOwner(page, lang, ['AA', '1234567', '15031990'], '901234567');
  await agreeAndSave(page, lang);
  await expect(page.getByRole('heading', { level: 2, name: PAYMENT_TITLE[lang] })).toBeVisible();
  await expect(page.getByText('384 000').first()).toBeVisible();
}

/** The newest SMS of a purpose sent to a phone, from the sandbox outbox. */
async function latestSms(request: APIRequestContext, phone: string, purpose?: string) {
  const response = await request.get(`/sandbox/api/outbox?phone=${phone}`);
  expect(response.ok()).toBe(true);
  const { sms } = (await response.json()) as SandboxOutboxResponse;
  const found = sms.find((m) => !purpose || m.purpose === purpose);
  if (!found) throw new Error(`no ${purpose ?? ''} SMS for ${phone}`);
  return found.text;
}

const codeOf = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
};

const funnel = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
  );

test('pays by saved card with the SMS code of the outbox, then auto-payment is on', async ({
  page,
  request,
}) => {
  await toPaymentStep(page);
  await page.getByRole('button', { name: 'Saved card' }).click();
  const panel = page.getByRole('region', { name: 'Saved card' });
  await panel.getByLabel('Card number').pressSequentially('8600111111111110');
  await panel.getByLabel('Expiry date').pressSequentially('1229');
  await panel.getByRole('button', { name: 'Get the SMS code' }).click();
  await expect(panel.getByText('We sent a six-digit code to +998 90 *** ** 67')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Send the code again in \d+ s/ })).toBeDisabled();

  // A wrong code first: the server counts it and says how many tries are left.
  const code = codeOf(await latestSms(request, OWNER_PHONE, 'subscription-code'));
  await panel.getByLabel('Code from the SMS').pressSequentially(code === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Wrong code. 4 attempts left.');

  await panel.getByLabel('Code from the SMS').fill('');
  await panel.getByLabel('Code from the SMS').pressSequentially(code);
  await panel.getByRole('button', { name: 'Confirm and pay' }).click();

  await expect(page.getByRole('heading', { name: 'Your policy is ready' })).toBeVisible();
  await expect(page.getByText(/Policy EIOO \d+/)).toBeVisible();
  await expect(page.getByText('Auto-payment is on. Card 8600 11** **** 1110.')).toBeVisible();
  expect(await funnel(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
  const stored = await webStorage(page);
  expect(stored).not.toMatch(/8600\s?1111|1111\s?1110|31503902610013/);
});

test('a declined card shows its message in Russian and the step stays', async ({ page }) => {
  await toPaymentStep(page, 'ru');
  await page.getByRole('button', { name: 'Сохранённая карта' }).click();
  const panel = page.getByRole('region', { name: 'Сохранённая карта' });
  await panel.getByLabel('Номер карты').pressSequentially('8600222222222223');
  await panel.getByLabel('Срок действия').pressSequentially('1229');
  await panel.getByRole('button', { name: 'Получить код по SMS' }).click();
  await expect(panel.getByRole('alert')).toHaveText(
    'Банк отклонил карту. Используйте другую карту или другой способ оплаты.',
  );
  await expect(page.getByRole('button', { name: 'Проверить оплату' })).toBeVisible();
});

test('an expired card code says so in Russian and the step stays', async ({ page, request }) => {
  await toPaymentStep(page, 'ru');
  await page.getByRole('button', { name: 'Сохранённая карта' }).click();
  const panel = page.getByRole('region', { name: 'Сохранённая карта' });
  await panel.getByLabel('Номер карты').pressSequentially('8600111111111110');
  await panel.getByLabel('Срок действия').pressSequentially('1229');
  await panel.getByRole('button', { name: 'Получить код по SMS' }).click();
  const code = codeOf(await latestSms(request, OWNER_PHONE, 'subscription-code'));
  // The sandbox's clock: the code's five minutes are over.
  const expired = await request.post('/sandbox/api/card-codes/expire', { data: { phone: OWNER_PHONE } });
  expect((await expired.json()).expired).toBeGreaterThan(0);
  await panel.getByLabel('Код из SMS').pressSequentially(code);
  await panel.getByRole('button', { name: 'Подтвердить и оплатить' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Срок действия кода истёк. Запросите новый.');
  await expect(page.getByRole('button', { name: 'Проверить оплату' })).toBeVisible();
});

test('instalments: phone, period, the order confirmed on the Uzum Nasiya sandbox page, then the policy', async ({
  page,
  request,
}) => {
  await toPaymentStep(page);
  await page.getByRole('button', { name: 'Instalments (Uzum Nasiya)' }).click();

  // An unknown buyer first: the spec's one message for every instalment failure.
  let dialog = page.getByRole('dialog', { name: 'Instalments with Uzum Nasiya' });
  await dialog.getByLabel('Phone number').pressSequentially('935550011');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Could not arrange instalments');
  await dialog.getByLabel('Phone number').fill('');
  await dialog.getByLabel('Phone number').pressSequentially('901234567');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  dialog = page.getByRole('dialog', { name: 'Instalment period' });
  await expect(dialog.getByRole('radio', { name: '3 months' })).toBeChecked();
  await dialog.getByText('6 months').click();
  const [uzum] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Place the order' }).click(),
  ]);
  await uzum.waitForURL(/\/sandbox\/uzum-nasiya\//);
  await expect(page.getByRole('heading', { name: 'Confirm the order in Uzum Nasiya' })).toBeVisible();

  // Not confirmed yet: the one failure message, and the order stays.
  await page.getByRole('button', { name: 'I have confirmed the order' }).click();
  await expect(page.getByRole('alert')).toContainText('Could not arrange instalments');

  await uzum.getByRole('button', { name: 'Get an SMS code' }).click();
  const code = codeOf(await latestSms(request, OWNER_PHONE, 'installment-code'));
  await uzum.getByLabel('SMS code').fill(code);
  await uzum.getByRole('button', { name: 'Confirm the contract' }).click();
  await uzum.waitForURL(/\/thank-you\//);

  await page.bringToFront();
  await page.getByRole('button', { name: 'I have confirmed the order' }).click();
  await expect(page.getByRole('heading', { name: 'Your policy is ready' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the policy (PDF)' })).toBeVisible();
});

test('invoice by phone: the 4-character prefix is stripped, the SMS link pays on Payme, the check finds it', async ({
  page,
  request,
}) => {
  await toPaymentStep(page);
  await page.getByRole('button', { name: 'Invoice to a phone (Payme)' }).click();
  const panel = page.getByRole('region', { name: 'Invoice to a phone (Payme)' });
  await panel.getByLabel('Phone number for the invoice').pressSequentially('912223344');
  await panel.getByRole('button', { name: 'Send the invoice' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'The invoice has been sent by SMS to +998 91 *** ** 44',
  );

  const sms = await latestSms(request, '998912223344');
  const link = /https?:\/\/\S+/.exec(sms)?.[0];
  expect(link).toBeTruthy();
  const payme = await page.context().newPage();
  await payme.goto(link ?? '');
  await expect(payme.getByText('384 000').first()).toBeVisible();
  await payme.getByRole('button', { name: /^(Pay|Toʻlash|Оплатить)$/ }).click();
  await payme.waitForURL(/\/thank-you\//);

  await page.bringToFront();
  await confirmPaid(page, 'Check payment');
  await expect(page.getByRole('heading', { name: 'Your policy is ready' })).toBeVisible();
});

test('promo code POLIS10: the step and the Payme sandbox charge 345 600; cancel restores 384 000', async ({
  page,
}) => {
  await toPaymentStep(page);
  await page.getByLabel('Promo code').fill('NEWYEAR25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Promo code').fill('polis10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toContainText('Promo code POLIS10 applied');
  await page.getByRole('button', { name: 'Remove the promo code' }).click();
  await expect(page.getByText('345 600')).toHaveCount(0);
  await page.getByLabel('Promo code').fill('POLIS10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('345 600').first()).toBeVisible();
  await expect(page.locator('.payment-step__amount s')).toContainText('384 000');

  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Pay with Payme' }).click(),
  ]);
  await expect(checkout.getByText('345 600')).toBeVisible();
  await checkout.getByRole('button', { name: /^(Pay|Toʻlash|Оплатить)$/ }).click();
  await checkout.waitForURL(/\/thank-you\//);

  await confirmPaid(page, 'Check payment');
  await expect(page.getByRole('heading', { name: 'Your policy is ready' })).toBeVisible();
});

test('webview return pages: an unpaid contract says so, a paid one shows the policy, both lead back to the app', async ({
  page,
  request,
}) => {
  const created = await request.post('/sandbox/api/contracts', {
    data: { product: 'osago', amount_uzs: 384_000, phone: OWNER_PHONE },
  });
  const contract = (await created.json()) as { contract_id: number; order_id: string; payme_url: string };

  await page.goto(`/uz/payment-complete?order_id=${contract.order_id}&contract_id=${contract.contract_id}`);
  await expectLayout(page, 'webview', 'uz');
  await expect(page.getByRole('alert')).toContainText('Toʻlov hali kelib tushmadi');
  await expect(page.getByRole('link', { name: 'Ilovaga qaytish' })).toHaveAttribute(
    'href',
    `polis://payment-complete?status=not_paid&contract_id=${contract.contract_id}&order_id=${contract.order_id}`,
  );

  await page.goto(new URL(contract.payme_url).pathname);
  await page.getByRole('button', { name: /^(Pay|Toʻlash|Оплатить)$/ }).click();
  await page.waitForURL(/\/thank-you\//);

  await page.goto(`/ru/click?payment_id=1&payment_status=2&merchant_trans_id=${contract.order_id}`);
  await expectLayout(page, 'webview', 'ru');
  await expect(page.getByRole('link', { name: 'Скачать полис (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Вернуться в приложение' })).toHaveAttribute(
    'href',
    `polis://payment-complete?status=paid&order_id=${contract.order_id}`,
  );
});
