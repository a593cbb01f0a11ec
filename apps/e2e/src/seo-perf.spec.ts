import { expect, test, type Page } from '@playwright/test';

// Issue 15: the crawler files of the one origin, and no layout shift while a page's content arrives after
// the shell (the footer used to be pushed down the screen: CLS 0.19 on /uz/housing).

test('robots.txt keeps crawlers out of the cabinet and webview and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const rule of ['/api/', '/uz/dashboard/', '/ru/mobile/', '/en/login$', '/sandbox']) {
    expect(text).toContain(`Disallow: ${rule}`);
  }
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/ru/osago</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/osago"/>`);
  expect(xml).not.toContain('/dashboard');
});

/** Sum of layout shifts not caused by input, observed from the first paint. */
async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const [path, viewport] of [
  ['/uz/housing', { width: 390, height: 844 }],
  ['/ru/osago', { width: 390, height: 844 }],
  ['/en/catalogue', { width: 1280, height: 800 }],
  ['/uz/for-business', { width: 390, height: 844 }],
] as const) {
  test(`${path} at ${viewport.width} px does not shift while its content loads late`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    // The chunks the HTML names load at once; every later one (route, page data catalogues) comes 700 ms late,
    // as on a slow mobile network.
    const html = await (await request.get(path)).text();
    const initial = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]));
    await page.route('**/_site/assets/**', async (route) => {
      if (!initial.has(new URL(route.request().url()).pathname)) await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await observeShifts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const footerTop = await page
      .locator('footer')
      .first()
      .evaluate((f) => f.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
    expect(shifts).toBeLessThan(0.1);
  });
}
