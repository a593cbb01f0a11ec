import { expect, test } from '@playwright/test';
import { basic, expectLayout } from './support';

// The credential is chosen per navigation: renew path -> renewal partner, no ad -> site, else the ad's channel.
const channels = [
  { path: '/uz/osago/beeline', key: 'beeline' },
  { path: '/ru/kasko', key: 'site' },
  { path: '/en/mobile/osago/click', key: 'click' },
  { path: '/uz/o-renew/500001/77', key: 'renew' },
  // osago-uzaytirish ("extend" in Uzbek) does not contain "renew": the spec's rule gives the site credential.
  { path: '/uz/osago-uzaytirish/500001', key: 'site' },
];

for (const { path, key } of channels) {
  test(`API calls from ${path} carry the ${key} credential`, async ({ page }) => {
    const request = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
    await page.goto(path);
    // A wizard whose first step calls nothing on load (OSAGO) calls the API when that step is submitted.
    const plate = page.locator('input[name="gosNumber"]');
    await plate.or(page.locator('h1')).first().waitFor();
    if (await plate.isVisible()) {
      await plate.fill('01A123BC');
      await page.locator('input[name="techSery"]').pressSequentially('AAF');
      await page.locator('input[name="techNumber"]').pressSequentially('1234567');
      await page.locator('form button[type="submit"]').click();
    }
    expect((await request).headers()['authorization']).toBe(basic(key));
  });
}

test('the API refuses a call without a known credential', async ({ request }) => {
  const response = await request.get('/api/site/products');
  expect(response.status()).toBe(401);
  expect((await response.json()).error.code).toBe('unauthorized');
});

test('a chunk that fails to load is recovered by one reload', async ({ page }) => {
  let aborted = 0;
  await page.route(/\/_site\/assets\/catalogue-page-[^/]*\.js$/, (route) => {
    if (aborted === 0) {
      aborted++;
      return route.abort();
    }
    return route.continue();
  });
  let loads = 0;
  page.on('load', () => loads++);
  // The catalogue's page chunk: loaded on demand only (nothing preloads it), as a deployment may remove it.
  await page.goto('/uz/catalogue');
  await expectLayout(page, 'default', 'uz');
  await expect(page.getByRole('heading', { level: 1, name: 'Mahsulotlar katalogi' })).toBeVisible();
  expect(aborted).toBe(1);
  expect(loads).toBe(2);
});

test('the site answers with security headers', async ({ request }) => {
  const response = await request.get('/uz');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
