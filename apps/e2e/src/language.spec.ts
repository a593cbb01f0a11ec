import { expect, test } from '@playwright/test';
import { expectLayout } from './support';

test.describe('a first visit from a Russian browser', () => {
  test.use({ locale: 'ru-RU' });
  test('lands on /ru and remembers it', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru$/);
    await expectLayout(page, 'default', 'ru');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('ru');
  });
});

test.describe('a returning visitor', () => {
  test.use({ locale: 'ru-RU' });
  test('gets the language of the cookie over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('switching language keeps the page and sets the cookie', async ({ page, context }) => {
  await page.goto('/uz/catalogue/auto');
  await expectLayout(page, 'default', 'uz');
  await page.getByRole('link', { name: 'Русский' }).first().click();
  await expect(page).toHaveURL(/\/ru\/catalogue\/auto$/);
  await expectLayout(page, 'default', 'ru');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог продуктов' })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toMatchObject({ value: 'ru', path: '/', sameSite: 'Lax', secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/en\/catalogue\/auto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
});

test('Uzbek in Cyrillic script has its own prefix, and the switch goes to Latin Uzbek and back', async ({
  page,
  context,
}) => {
  await page.goto('/uz-cyrl/osago');
  await expectLayout(page, 'default', 'uz-cyrl');
  await expect(page.getByRole('heading', { level: 1, name: /ОСАГО/ })).toBeVisible();
  // The switch, on a content page (a wizard's address moves to its step meanwhile).
  await page.goto('/uz-cyrl/catalogue/auto');
  await expectLayout(page, 'default', 'uz-cyrl');
  await page.getByRole('link', { name: 'O‘zbekcha' }).first().click();
  await expect(page).toHaveURL(/\/uz\/catalogue\/auto$/);
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Mahsulotlar katalogi' })).toBeVisible();
  await page.getByRole('link', { name: 'Ўзбекча' }).first().click();
  await expect(page).toHaveURL(/\/uz-cyrl\/catalogue\/auto$/);
  await expectLayout(page, 'default', 'uz-cyrl');
  await expect(page.getByRole('heading', { level: 1, name: 'Маҳсулотлар каталоги' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('uz-cyrl');
});
