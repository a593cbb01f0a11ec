import { expect, test, type ConsoleMessage } from '@playwright/test';

// Issue 15 item 2: public pages come prerendered (content, title, description, canonical and hreflang in the
// HTML), then the browser hydrates them: the same nodes become interactive, with no error and no redraw.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, title] of [
    ['/ru/osago', /ОСАГО/, /ОСАГО/],
    ['/uz', /Sugʻurta/, /sugʻurta/i],
    ['/en/catalogue/travel', /catalogue/i, /catalogue/i],
    ['/en/for-business/dms', /health/i, /health|DMS/i],
    ['/ru/about-company', /компани/i, /компани/i],
  ] as const) {
    test(`${path} shows its content, title and links for search engines`, async ({ page, baseURL }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      const lang = path.split('/')[1];
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20}/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      for (const other of ['uz', 'ru', 'en']) {
        await expect(page.locator(`head link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          `${baseURL}/${other}${path.slice(3)}`,
        );
      }
      // A wizard's first step is in the HTML with its fields (typed before the app runs, they are kept), in a
      // form whose native submission does nothing (early-typing.spec.ts).
      if (path === '/ru/osago') {
        await expect(page.getByRole('textbox', { name: 'Госномер автомобиля' })).toBeVisible();
        await expect(page.locator('main form')).toHaveAttribute('method', 'dialog');
      }
      // The header menu and the footer links are there to follow.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByText(/JavaScript/)).toHaveCount(0);
    });
  }
});

test('a prerendered page is hydrated in place, without an error, and works', async ({ page }) => {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => problems.push(error.message));

  // Hold the app's JavaScript until the prerendered heading has been marked, then let it run.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_site/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ru/osago', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { prerendered: Element | null }).prerendered = document.querySelector('h1');
  });
  release();

  // Hydrated: the header's menu opens, and the heading is the node the HTML had (no redraw).
  const menu = page.getByRole('button', { name: 'Авто', exact: false }).first();
  await expect(async () => {
    await menu.click();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') === (window as unknown as { prerendered: Element | null }).prerendered,
    ),
  ).toBe(true);
  // One canonical link: React took the head over from the HTML's.
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  expect(problems).toEqual([]);
});

// The modules a product page hydrates with are named in its HTML (issue 15 item 6): the browser fetches them
// while it parses, not one level of imports after another once the app runs; each is used, and asked for once.
test('a prerendered product page preloads the modules it hydrates with, each used and fetched once', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/uz/osgor')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(5);
  expect(preloaded.some((file) => /osgor/.test(file ?? ''))).toBe(true);

  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.js')) requested.push(new URL(req.url()).pathname);
  });
  await page.goto('/uz/osgor');
  // Hydrated: the wizard's first step draws its fields.
  await expect(page.getByRole('textbox').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const file of preloaded) expect(requested).toContain(file);
  expect(requested.filter((file, i) => requested.indexOf(file) !== i)).toEqual([]);
  // Vite's loader found the links in place and added none for the same files.
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(links.filter((file, i) => links.indexOf(file) !== i)).toEqual([]);
});

// Every kind of public page hydrates without a word in the console: content, catalogue, business, wizards.
for (const path of [
  '/uz',
  '/en/catalogue/auto',
  '/ru/news',
  '/uz/for-business',
  '/en/accident',
  '/ru/travel',
  '/uz/kasko',
  '/ru/kids',
  '/uz/osago',
]) {
  test(`${path} hydrates without an error`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(path);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test.describe('the 404 page', () => {
  test.use({ javaScriptEnabled: false });
  test('comes prerendered with status 404, in the language and layout of the path, naming the path', async ({
    page,
  }) => {
    const response = await page.goto('/ru/no/such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
    await expect(page.getByText('/ru/no/such-page')).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const business = await page.goto('/en/for-business/nothing-here');
    expect(business?.status()).toBe(404);
    await expect(page.locator('[data-layout="business"]')).toHaveCount(1);
    await expect(page.getByText('/en/for-business/nothing-here')).toBeVisible();
  });
});

for (const path of ['/uz/osago/unknown-partner', '/en/no-such-page', '/ru/for-business/nothing-here']) {
  test(`the 404 page at ${path} hydrates without an error and leads home`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    // A 404 answer is reported by the browser itself; nothing else may be.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.getByRole('main').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${path.split('/')[1]}$`));
  });
}

test('a page that was not prerendered (an advertising variant) still renders in the browser', async ({
  page,
}) => {
  await page.goto('/ru/osago/beeline');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/ОСАГО/);
});
