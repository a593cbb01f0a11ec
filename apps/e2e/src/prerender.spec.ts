import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

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
  // The preloads wait for the page's first paint (the paint-first loader turns them into module preloads).
  const preloaded = [...html.matchAll(/<link data-modulepreload href="([^"]+)"/g)].map((m) => m[1]);
  expect(html).not.toContain('rel="modulepreload"');
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

// Issue 28: a prerendered page carries the CSS it uses in its HTML, so its first paint waits for no stylesheet
// request; the sheets it inlined are not fetched again when it hydrates (their links are of a type no browser
// fetches, there for Vite's loader to find), and a client-side navigation still brings the next page's own.
const LOOKS = [
  'display',
  'position',
  'color',
  'background-color',
  'font-size',
  'max-width',
  'list-style-type',
];
const looksOf = (page: Page, selectors: string[]) =>
  page.evaluate(
    ([selectors, properties]) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector}: missing`;
        const style = getComputedStyle(element);
        return `${selector}: ${properties.map((p) => style.getPropertyValue(p)).join(' / ')}`;
      }),
    [selectors, LOOKS] as const,
  );
const inlinedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('head style[data-href]')].map((style) => style.getAttribute('data-href')),
  );
const sheetsAskedFor = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'stylesheet') asked.push(new URL(req.url()).pathname);
  });
  return asked;
};

for (const [path, selectors] of [
  ['/uz/kasko', ['.polis-header', '.polis-page-title__lead', '.polis-stepper__list', '.polis-step--active']],
  ['/ru/about-company', ['.polis-header', '.content-page', 'h1', '.polis-footer']],
] as const) {
  test(`${path} is styled before any JavaScript, by no stylesheet request`, async ({ browser }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    const asked = sheetsAskedFor(page);
    await page.goto(path);
    expect(asked).toEqual([]);
    await expect(page.locator('link[rel="stylesheet"]:not([type="text/x-inlined"])')).toHaveCount(0);
    const inlined = await inlinedSheets(page);
    expect(inlined.length).toBeGreaterThan(0);
    const withoutJs = await looksOf(page, [...selectors]);
    expect(withoutJs.join('\n')).not.toContain('missing');
    // Styled indeed: the header sticks, the wizard's stepper is a row without bullets.
    await expect(page.locator('.polis-header')).toHaveCSS('position', 'sticky');
    if (path === '/uz/kasko') {
      await expect(page.locator('.polis-stepper__list')).toHaveCSS('list-style-type', 'none');
      await expect(page.locator('.polis-stepper__list')).toHaveCSS('display', 'flex');
    }
    await plain.close();

    // The app hydrates to the same look and fetches none of the sheets the page carries.
    const app = await browser.newContext();
    const hydrated = await app.newPage();
    const askedByApp = sheetsAskedFor(hydrated);
    await hydrated.goto(path);
    await hydrated.waitForLoadState('networkidle');
    expect(askedByApp.filter((file) => inlined.includes(file))).toEqual([]);
    expect(await looksOf(hydrated, [...selectors])).toEqual(withoutJs);
    await app.close();
  });
}

test('a client-side navigation brings the next page’s stylesheets', async ({ page }) => {
  const asked = sheetsAskedFor(page);
  await page.goto('/uz');
  await page.waitForLoadState('networkidle');
  const inlined = await inlinedSheets(page);
  expect(asked.filter((file) => inlined.includes(file))).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.locator('main a[href="/uz/osago"]').first().click();
  await expect(page).toHaveURL(/\/uz\/osago$/);
  await expect(page.locator('.osago-page')).toHaveCSS('max-width', '720px');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(asked.some((file) => /\/osago-route-[^/]*\.css$/.test(file))).toBe(true);
  expect(asked.filter((file) => inlined.includes(file))).toEqual([]);
});
