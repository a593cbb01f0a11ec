import { expect, test, type Page } from '@playwright/test';
import { axeViolations, expectLayout } from './support';
import { OSAGO, agreeAndSave, fillCar, fillOwner } from './osago-support';

// Issue 15 item 7 beyond the first screens the route crawl (routes.spec.ts) scans: a wizard's later steps, its
// error states, the payment step, and the header's menus while they are open. Every state: 0 axe violations of
// WCAG 2.2 A/AA.

const clean = async (page: Page, state: string) =>
  expect(await axeViolations(page), `axe violations: ${state}`).toEqual([]);

test('the OSAGO wizard has no axe violation on its steps, its errors and its payment step', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const l = OSAGO.ru;
  await page.goto('/ru/osago');
  await expectLayout(page, 'default', 'ru');
  // The first step sent empty: every field shows its error.
  await page.getByRole('button', { name: l.findCar }).click();
  await expect(page.getByLabel(l.plate)).toHaveAttribute('aria-invalid', 'true');
  await clean(page, 'car step with errors');

  await fillCar(page, 'ru', ['01a123bc', 'aaf', '1234567']);
  await expect(page.getByText('Chevrolet Cobalt')).toBeVisible();
  await clean(page, 'owner step');

  // A registry refusal shown as an alert.
  await fillOwner(page, 'ru', ['aa', '1234567', '16031990'], '901234567');
  await expect(page.getByRole('alert')).toContainText('Данные владельца не найдены');
  await clean(page, 'owner step with a registry refusal');
  await page.getByLabel(l.birthday).fill('');
  await page.getByLabel(l.birthday).pressSequentially('15031990');
  await page.getByRole('button', { name: l.next }).click();

  await expect(page.getByRole('radio', { name: 'Любой водитель (без ограничений)' })).toBeChecked();
  await clean(page, 'conditions step');
  await agreeAndSave(page, 'ru');
  await expect(page.getByRole('link', { name: 'Оплатить через Payme' })).toBeVisible();
  await clean(page, 'payment step');
});

test('the header menus have no axe violation while open, on a desktop and on a phone', async ({ page }) => {
  await page.goto('/uz');
  await expectLayout(page, 'default', 'uz');
  const nav = page.getByRole('navigation', { name: 'Asosiy menyu' });
  await nav.getByRole('button', { name: 'Sogʻliq' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await clean(page, 'desktop, Health menu open');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/ru/for-business');
  await expectLayout(page, 'business', 'ru');
  await page.getByRole('button', { name: 'Меню', exact: true }).click();
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('button', { name: 'Авто' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await clean(page, 'phone, business menu panel open');
});

test('the axe check reports a violation that is on the page, inside a frame too', async ({ page }) => {
  await page.goto('/uz');
  await expectLayout(page, 'default', 'uz');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.body.append(img);
    const frame = document.createElement('iframe');
    frame.title = 'probe';
    frame.srcdoc = '<html lang="uz"><body><main><button></button></main></body></html>';
    document.body.append(frame);
  });
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  const found = await axeViolations(page);
  expect(found.some((v) => v.startsWith('image-alt '))).toBe(true);
  expect(found.some((v) => v.startsWith('button-name ') && v.includes('iframe'))).toBe(true);
});
