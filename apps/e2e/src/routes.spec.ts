import { expect, test } from '@playwright/test';
import { LANG_TAGS, LANGS, ROUTES, publicPagePaths, samplePaths } from '@polis/routing';
import { CABINET_TOKEN_KEY, NOT_FOUND, axeViolations, cabinetToken, expectLayout } from './support';

// Every route pattern of the spec, with sample parameters, in each language (issue 15), checked in two ways:
// - over HTTP, every route in every language (seconds): it answers 200 from its own host app, and a public page
//   comes prerendered in its layout and language, with its title and heading and without the 404 page;
// - in a browser, every route once with the languages rotating (the pages are the same components in each
//   language): it renders in its layout with a heading and no 404, and axe finds no WCAG 2.2 A/AA violation.
const PUBLIC_PAGES = new Set(publicPagePaths());

test('every route answers 200 from its host app in every language, public pages prerendered', async ({
  request,
}) => {
  const paths = samplePaths(ROUTES, LANGS);
  const problems: string[] = [];
  for (const { path, route, lang } of paths) {
    const response = await request.get(path);
    const html = await response.text();
    const wrong: string[] = [];
    if (response.status() !== 200) wrong.push(`status ${response.status()}`);
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) wrong.push('not HTML');
    if (!html.includes(`/_${route.app}/assets/`)) wrong.push(`not the ${route.app} app`);
    if (PUBLIC_PAGES.has(path.slice(`/${lang}`.length))) {
      if (!html.includes(`<html lang="${LANG_TAGS[lang]}"`)) wrong.push(`not prerendered in ${lang}`);
      if (!html.includes(`data-layout="${route.layout}"`)) wrong.push(`not in the ${route.layout} layout`);
      if (!/<h1[\s>]/.test(html)) wrong.push('no heading');
      if (!/<title>[^<]+\| Polis<\/title>/.test(html)) wrong.push('no page title');
      if (html.includes(NOT_FOUND[lang])) wrong.push('the 404 page');
    }
    if (wrong.length) problems.push(`${path}: ${wrong.join(', ')}`);
  }
  expect(problems).toEqual([]);
  // The crawl covered what it says: every pattern in every language, and the public pages among them.
  expect(paths).toHaveLength(ROUTES.length * LANGS.length);
  expect(
    paths.filter(({ path, lang }) => PUBLIC_PAGES.has(path.slice(`/${lang}`.length))).length,
  ).toBeGreaterThan(ROUTES.length);
});

// Axe reads colours as they are: with motion reduced (the site honours it), no fade-in or colour transition is
// caught half-way (a modal fading in once read as low contrast).
test.use({ reducedMotion: 'reduce' });

// In groups of 25 paths: each group is a test of its own (its own time limit, a failure names the group).
const GROUP = 25;
const rotated = ROUTES.flatMap((route, i) => samplePaths([route], [LANGS[i % LANGS.length]]));
for (let from = 0; from < rotated.length; from += GROUP) {
  const group = rotated.slice(from, from + GROUP);
  test(`routes ${from + 1}-${from + group.length} of ${rotated.length} render in a browser (languages rotating)`, async ({
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
    for (const { path, route, lang } of group) {
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
