import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CABINET_TOKEN_KEY, cabinetToken, confirmPaid, expectLayout, funnelEvents } from './support';

// Job loss insurance in English: salary and the employer by INN (a company without a short name is refused
// with wrong_inn), personal data with the region, the work book (PDF) and salary certificate (image) uploaded,
// consent, the save (coverage and total payable from the server), Payme sandbox, the check, the PDF, the cabinet.

const fixture = (name: string) => path.join(__dirname, '..', 'fixtures', name);

test('an employee insures against job loss in English with both documents and sees them in the cabinet', async ({
  page,
  request,
}) => {
  await page.goto('/en/job-loss');
  await expectLayout(page, 'default', 'en');
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Monthly salary, UZS', exact: true }).fill('5000000');
  await expect(page.getByText(/Coverage: 15\s000\s000/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Job title', exact: true }).fill('Accountant');
  await form.getByRole('textbox', { name: 'Employer INN', exact: true }).fill('200123456');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('The company with this INN cannot be insured online: check the INN'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: 'Employer INN', exact: true }).fill('301234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=personal$/);

  await form.getByLabel('Passport series').pressSequentially('aa');
  await form.getByLabel('Passport number').pressSequentially('1234567');
  await form.getByLabel('Date of birth').pressSequentially('15031990');
  await form.getByLabel('Phone number').pressSequentially('901234567');
  await form.getByRole('combobox', { name: /Region of residence/ }).selectOption({ label: 'Tashkent city' });
  await page.getByRole('button', { name: 'Next' }).click();

  await form.getByLabel('Work book').setInputFiles(fixture('work-book.pdf'));
  await form.getByLabel('Salary certificate').setInputFiles(fixture('salary-certificate.png'));
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText('Toshkent Non Kombinati AJ')).toBeVisible();

  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Pay with Payme' }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByText('450 000')).toBeVisible();
  await checkout.getByRole('button', { name: /Pay|Оплатить/ }).click();
  await expect(checkout).toHaveURL(/thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, 'Check payment');
  const download = page.getByRole('link', { name: 'Download the policy (PDF)' });
  await expect(download).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);

  const token = await cabinetToken(request, '998901234567');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.goto('/en/dashboard/policies');
  await page
    .getByRole('listitem')
    .filter({ hasText: /JOBL \d+/ })
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
  await expect(page.getByRole('link', { name: 'Download “Work book”' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Salary certificate' })).toBeVisible();
});
