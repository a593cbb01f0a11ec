import { expect, test } from '@playwright/test';
import { CUSTOMER_PHONE, payOnSandbox } from './journey-steps';
import { savedCobalt } from './osago-support';
import { cabinetToken, CABINET_TOKEN_KEY } from './support';

// A mid-term change (issue 27), in Uzbek: Karimov's limited OSAGO policy naming five drivers (bought through the
// API, as the OSAGO journeys already walk the wizard) is paid on the Payme sandbox; in the cabinet a sixth driver
// makes it unlimited, the server prices the rest of the period, the difference is paid on the Payme sandbox and
// the policy page shows version 2 and its history.

const driver = (seria: string, number: string, birthday: string) => ({
  passport__seria: seria,
  passport__number: number,
  driver_birthday: birthday,
  licenseSeria: null,
  licenseNumber: null,
  licenseIssueDate: null,
  relative: 0,
  name: '',
});
const FIVE_DRIVERS = [
  driver('AA', '1234567', '15.03.1990'),
  driver('AB', '2345678', '22.07.1995'),
  driver('AC', '3456789', '02.11.1985'),
  driver('AA', '4567890', '30.01.1978'),
  driver('AB', '5678901', '09.09.1992'),
];

test('OSAGO, in Uzbek: add a driver from the cabinet, pay the difference on Payme, see version 2', async ({
  page,
  request,
}) => {
  const saved = await savedCobalt(request, {
    number_drivers_id: 4,
    drivers: FIVE_DRIVERS,
    amount_uzs: 192_000,
  });
  await page.goto(saved.payme_url);
  await page.getByRole('button', { name: /Оплатить|Toʻlash|Pay/ }).click();
  await expect(page).toHaveURL(/thank-you|payment-complete/);

  const token = await cabinetToken(request, CUSTOMER_PHONE);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.goto(`/uz/dashboard/policies/${saved.contract_id}`);
  await page.getByRole('link', { name: 'Polisni oʻzgartirish' }).click();
  await page.getByRole('button', { name: 'Haydovchi qoʻshish' }).click();
  await expect(page).toHaveURL(/\/uz\/dashboard\/policies\/\d+\/change\?change=add_driver$/);

  await page.getByRole('textbox', { name: /Pasport seriyasi/ }).pressSequentially('ad');
  await page.getByRole('textbox', { name: /Pasport raqami/ }).pressSequentially('6789012');
  await page.getByRole('textbox', { name: /Tugʻilgan sana/ }).pressSequentially('12042001');
  await page.getByRole('button', { name: 'Narxini bilish' }).click();
  // The sixth named driver makes the policy unlimited: the server's price of the rest of the period.
  await expect(page.getByRole('heading', { name: 'Yangi narx' })).toBeFocused();
  await expect(page.getByText('Qolgan muddat uchun toʻlov')).toBeVisible();
  await page.getByRole('button', { name: /^Tasdiqlash va 192\s000/ }).click();

  await expect(page.getByRole('heading', { name: 'Oʻzgarish uchun toʻlov' })).toBeVisible();
  await expect(page).toHaveURL(/change\?change=add_driver&step=pay$/);
  await payOnSandbox(page, { lang: 'uz', provider: 'Payme', amount: /192[\s\u00a0]000/ });

  await expect(page).toHaveURL(new RegExp(`/uz/dashboard/policies/${saved.contract_id}\\?changed=2$`));
  await expect(page.getByRole('status').filter({ hasText: 'Polisning 2-versiyasi amalda.' })).toBeVisible();
  await expect(page.getByText(/^2\. \d{2}\.\d{2}\.\d{4} — Haydovchi qoʻshildi$/)).toBeVisible();
});
