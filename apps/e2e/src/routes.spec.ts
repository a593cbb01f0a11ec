import { expect, test } from '@playwright/test';
import { LANGS, ROUTES, samplePaths } from '@polis/routing';
import { CABINET_TOKEN_KEY, NOT_FOUND, axeViolations, cabinetToken, expectLayout } from './support';

// Every route pattern of the spec, with sample parameters, opens in its layout without a 404, in each language,
// and axe finds no WCAG 2.2 A/AA violation on it (issue 15).
// In groups of 25 paths: each group is a test of its own (its own time limit, a failure names the group).
const GROUP = 25;
for (const lang of LANGS) {
  const paths = samplePaths(ROUTES, [lang]);
  for (let from = 0; from < paths.length; from += GROUP) {
    const group = paths.slice(from, from + GROUP);
    test(`routes ${from + 1}-${from + group.length} of ${paths.length} open in ${lang}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      // The dashboard routes are a logged-in customer's: without a session the cabinet sends you to login.
      // The login routes are a visitor's: with a session they go on to the dashboard.
      const token = await cabinetToken(request);
      await page.addInitScript(
        ([key, value]) => {
          if (/\/login(\/|$)/.test(location.pathname)) localStorage.removeItem(key);
          else localStorage.setItem(key, value);
        },
        [CABINET_TOKEN_KEY, token],
      );
      const violations: string[] = [];
      for (const { path, route } of group) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectLayout(page, route.layout, lang);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect(page.getByRole('heading', { name: NOT_FOUND[lang] }), path).toHaveCount(0);
        // Collected over the group so one failure lists every page's violations.
        for (const v of await axeViolations(page)) violations.push(`${path}: ${v}`);
      }
      expect(violations, 'axe violations').toEqual([]);
    });
  }
}

const notFound = [
  { path: '/uz/osago/unknown-partner', layout: 'default', lang: 'uz' },
  { path: '/uz/pets/beeline', layout: 'default', lang: 'uz' },
  { path: '/en/no-such-page', layout: 'default', lang: 'en' },
  { path: '/ru/thank-you/abc', layout: 'default', lang: 'ru' },
  { path: '/ru/catalogue/cars', layout: 'default', lang: 'ru' },
  { path: '/en/for-business/nothing-here', layout: 'business', lang: 'en' },
  { path: '/ru/dashboard/policies/abc', layout: 'dashboard', lang: 'ru' },
  { path: '/uz/dashboard/unknown', layout: 'dashboard', lang: 'uz' },
  { path: '/uz/mobile/osago/nobody', layout: 'webview', lang: 'uz' },
  { path: '/en/o-renew/abc/1', layout: 'default', lang: 'en' },
] as const;

for (const { path, layout, lang } of notFound) {
  test(`${path} is a 404 in the ${layout} layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectLayout(page, layout, lang);
    await expect(page.getByRole('heading', { name: NOT_FOUND[lang] })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText(path)).toBeVisible();
    expect(await axeViolations(page), 'axe violations').toEqual([]);
  });
}
