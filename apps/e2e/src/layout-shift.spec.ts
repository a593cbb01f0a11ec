import { expect, test, type Page } from '@playwright/test';

// Issue 28: a prerendered page stands still while it hydrates (Lighthouse's CLS <= 0.02). What only the browser
// knows arrives without moving anything: a wizard's login offer is drawn for a visitor without a session from
// the first render, a content form is prerendered whole and inert until the app runs, and a product card keeps
// its price line's height while the prices load.

test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

/** Records every layout shift from the first paint on (PerformanceObserver, buffered). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; source: string }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const node = entry.sources[0]?.node;
        const source = node instanceof Element ? `${node.tagName}.${node.className}` : String(node?.nodeName);
        shifts.push({ value: entry.value, source });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The app has run: React's fiber is on the page's main element. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

for (const path of ['/en/osago', '/ru/kids', '/uz/catalogue', '/en/for-business', '/ru/leave-feedback']) {
  test(`${path} does not move while it hydrates and loads its data`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The card prices and the session check have answered by now; a shift would have been recorded.
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; source: string }[] }).__shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(shifts, `layout shifts on ${path}`).toEqual(total < 0.005 ? shifts : []);
  });
}

test('the feedback form is in the prerendered page, inert until the app runs, then takes typing', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_site/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ru/leave-feedback', { waitUntil: 'commit' });
  const form = page.locator('main form');
  await expect(form).toHaveAttribute('inert', '');
  // Drawn in place (nothing moves later), but it takes no focus, so nothing typed is lost.
  const early = page.getByRole('textbox', { name: 'Ваше имя' });
  await expect(early).toBeVisible();
  expect(
    await early.evaluate((field) => {
      (field as HTMLElement).focus();
      return document.activeElement === field;
    }),
  ).toBe(false);
  release();
  await hydrated(page);
  await expect(form).not.toHaveAttribute('inert');
  const name = page.getByRole('textbox', { name: 'Ваше имя' });
  await name.fill('Азиз');
  await expect(name).toHaveValue('Азиз');
});
