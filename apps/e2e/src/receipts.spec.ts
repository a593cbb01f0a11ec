import { expect, test } from '@playwright/test';
import { openPolicyInCabinet, payOnSandbox } from './journey-steps';

// Issue 27 in English: a cheap policy (accident, one person) paid with Click, then the policy in the cabinet
// shows the payment's fiscal receipt (the item's classification code, VAT, the fiscal sign) and its check link
// opens the sandbox's tax-office page for that receipt.
test('a customer pays an accident policy with Click in English and finds its fiscal receipt in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/en/accident');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const person = page.getByRole('group', { name: 'Insured person 1' });
  await person.getByRole('textbox', { name: 'Passport series' }).pressSequentially('AA');
  await person.getByRole('textbox', { name: 'Passport number' }).pressSequentially('1234567');
  await person.getByRole('textbox', { name: 'Date of birth' }).pressSequentially('15031990');
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).pressSequentially('901234567');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(
    await payOnSandbox(page, {
      lang: 'en',
      provider: 'Click',
      amount: '5 000',
      download: /Download the policy/,
    }),
  ).toBeVisible();

  await openPolicyInCabinet(page, request, 'en', /ACCI \d+/);
  const receipts = page.getByRole('region', { name: 'Receipts' });
  const payment = receipts.getByRole('article', { name: /^Payment, / });
  await expect(payment).toBeVisible();
  await expect(payment.getByText('Click', { exact: true })).toBeVisible();
  await expect(payment.getByText('Accident insurance × 1')).toBeVisible();
  await expect(payment.getByText('VAT-exempt (insurance services)')).toBeVisible();
  const sign = (await payment.getByText(/^\d{12}$/).textContent()) ?? '';
  expect(sign).toMatch(/^\d{12}$/);

  const [check] = await Promise.all([
    page.waitForEvent('popup'),
    payment.getByRole('link', { name: /^Check receipt \d+/ }).click(),
  ]);
  // The tax office's page speaks the browser's language, not the cabinet's (as the real one would).
  await expect(
    check.getByRole('heading', { name: /^(Payment receipt|Toʻlov cheki|Чек оплаты)$/ }),
  ).toBeVisible();
  await expect(check.getByText(sign)).toBeVisible();
  await check.close();
});
