import { expect, test } from '@playwright/test';
import { consoleProblems, formHydrated, holdScripts } from './hydration';
import { CABINET_TOKEN_KEY, cabinetToken, expectLayout, smsCode } from './support';

// Issue 28: the webview's product wizards and the cabinet's login page come prerendered, as the site's pages
// do: drawn before any JavaScript (on a phone in the native apps, the first step is there at once), then
// hydrated in place without an error.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a webview wizard (kids, ru) shows its first step in the webview layout', async ({ page }) => {
    const response = await page.goto('/ru/mobile/kids');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страхование детей');
    await expect(page.getByRole('textbox', { name: 'Дата начала' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Расширенная/ })).toBeVisible();
    // Its native submission does nothing: the step waits for the app.
    await expect(page.locator('main form')).toHaveAttribute('method', 'dialog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('[data-layout="webview"]')).toBeVisible();
  });

  test('the cabinet login page (en) shows the phone step', async ({ page }) => {
    const response = await page.goto('/en/login');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal cabinet');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(page.locator('main form')).toHaveAttribute('method', 'dialog');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a webview page with an advertising channel, and the dashboard, are drawn by the app alone', async ({
    page,
  }) => {
    await page.goto('/uz/mobile/kids/beeline');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await page.goto('/uz/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

for (const path of ['/uz/mobile/osago', '/en/mobile/travel', '/uz-cyrl/mobile/housing', '/ru/login']) {
  test(`${path} hydrates without an error`, async ({ page }) => {
    const problems = consoleProblems(page, { warnings: true });
    await page.goto(path);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await formHydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('webview OSAGO in Uzbek: the car typed before the JavaScript ran is the form’s once it runs', async ({
  page,
}) => {
  const problems = consoleProblems(page, { warnings: true });
  const release = await holdScripts(page, 'webview');
  await page.goto('/uz/mobile/osago', { waitUntil: 'commit' });
  const plate = page.getByRole('textbox', { name: 'Avtomobil davlat raqami' });
  await plate.fill('01A123BC');
  await page.getByRole('textbox', { name: 'Texpasport seriyasi' }).fill('AAF');
  await page.getByRole('textbox', { name: 'Texpasport raqami' }).fill('1234567');
  release();
  await formHydrated(page);
  const find = page.getByRole('button', { name: 'Avtomobilni topish va hisoblash' });
  await expect(find).toBeEnabled();
  await expect(plate).toHaveValue('01A123BC');
  await expect(page.getByRole('textbox', { name: 'Texpasport seriyasi' })).toHaveValue('AAF');
  await expect(page.getByRole('textbox', { name: 'Texpasport raqami' })).toHaveValue('1234567');
  expect(page.url()).not.toMatch(/123BC|AAF|1234567/);
  expect(problems).toEqual([]);
});

test('the cabinet login in Russian: a phone typed before the JavaScript ran gets its code', async ({
  page,
}) => {
  const problems = consoleProblems(page, { warnings: true });
  const release = await holdScripts(page, 'cabinet');
  await page.goto('/ru/login', { waitUntil: 'commit' });
  const phone = page.getByRole('textbox', { name: 'Номер телефона' });
  await phone.pressSequentially('977001122');
  // The button waits for the app: a press before it would do nothing.
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeDisabled();
  release();
  await formHydrated(page);
  await expect(phone).toHaveValue('+998 97 700 11 22');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('textbox', { name: /Код из SMS/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor with a session who opens the prerendered login page goes on to the dashboard', async ({
  page,
  request,
}) => {
  const token = await cabinetToken(request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  const problems = consoleProblems(page, { warnings: true });
  await page.goto('/en/login');
  await expect(page).toHaveURL('/en/dashboard');
  await expectLayout(page, 'dashboard', 'en');
  expect(problems).toEqual([]);
});

test('the logout tab on the prerendered login page ends the session and stays on the login page', async ({
  page,
  request,
}) => {
  const token = await cabinetToken(request, '998901112233');
  await page.goto('/uz/login', { waitUntil: 'commit' });
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  const problems = consoleProblems(page, { warnings: true });
  await page.goto('/uz/login?logout');
  await expect(page).toHaveURL('/uz/login');
  await expect(page.getByRole('textbox', { name: 'Telefon raqami' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), CABINET_TOKEN_KEY)).toBeNull();
  const info = await request.get('/api/shaxsiy_kabinet/get/info', {
    headers: {
      authorization: `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`,
      'x-auth-token': token,
    },
  });
  expect(info.status()).toBe(401);
  expect(problems).toEqual([]);
});

test('in the English webview a visitor logs in from the prerendered kids wizard, in place', async ({
  page,
  request,
}) => {
  const problems = consoleProblems(page, { warnings: true });
  await page.goto('/en/mobile/kids');
  // The offer waits for the app, then opens the login steps over the wizard (loaded when opened).
  await page.getByRole('button', { name: 'Log in to fill from your account' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).pressSequentially('977001144');
  await page.getByRole('button', { name: 'Get the code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the SMS' })
    .fill(await smsCode(request, '998977001144', 'login-code'));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('You are logged in');
  await expect(page.getByRole('button', { name: 'Log in to fill from your account' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Start date' })).toBeVisible();
  expect(problems).toEqual([]);
});
