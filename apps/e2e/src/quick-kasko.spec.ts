import { expect, test } from '@playwright/test';
import { confirmPaid, expectLayout, funnelEvents } from './support';
import { endCover } from './osago-support';

// One own-damage cover per car and day: the journeys buy the seeded Cobalt again, so its covers end first.
test.beforeEach(async ({ request }) => endCover(request, '01A123BC'));

// Quick kasko in English through the one origin: osago-juridik refuses a company's car
// (for_only_individuals); an individual's car is insured, paid through the Payme sandbox, the PDF opens.

test('quick kasko in English: a company car is refused, an individual car is bought with Payme', async ({
  page,
  request,
}) => {
  await page.goto('/en/quick-car-insurance');
  await expectLayout(page, 'default', 'en');
  await expect(page.getByRole('radio', { name: /Quick kasko Start/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  const form = page.locator('form');
  const plate = form.getByRole('textbox', { name: 'Vehicle number' });
  await plate.pressSequentially('01123abc');
  await form.getByRole('textbox', { name: 'Tech passport series', exact: true }).pressSequentially('aae');
  await form.getByRole('textbox', { name: 'Tech passport number', exact: true }).pressSequentially('2012345');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/for cars owned by individuals only/)).toBeVisible();
  await expect(page).toHaveURL(/\?step=car$/);

  await plate.fill('01A123BC');
  await form.getByRole('textbox', { name: 'Tech passport series', exact: true }).fill('AAF');
  await form.getByRole('textbox', { name: 'Tech passport number', exact: true }).fill('1234567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?step=applicant$/);

  await form.getByRole('textbox', { name: 'Passport series', exact: true }).pressSequentially('aa');
  await form.getByRole('textbox', { name: 'Passport number', exact: true }).pressSequentially('1234567');
  await form.getByLabel('Date of birth').pressSequentially('15031990');
  await form.getByLabel('Phone number').pressSequentially('901234567');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Save and go to payment' }).click();

  await expect(page).toHaveURL(/\?step=payment$/);
  await expect(page.getByText(/Chevrolet Cobalt, 2020/)).toBeVisible();
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: /Payme/ }).click(),
  ]);
  await checkout.waitForLoadState();
  await expect(checkout.getByText('380 000')).toBeVisible();
  await checkout.getByRole('button', { name: /Оплатить|Toʻlash|Pay/ }).click();
  await expect(checkout).toHaveURL(/thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, 'Check payment');
  const download = page.getByRole('link', { name: 'Download the policy (PDF)' });
  await expect(download).toBeVisible();
  const pdf = await request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
});
