import { expect, test, type Locator, type Page } from '@playwright/test';
import { LANGS, type Lang } from '@polis/routing';
import { CABINET_TOKEN_KEY, cabinetToken, expectLayout } from './support';

// Issue 15 item 8: the header fits the screen in every language. Nothing of it runs past the right edge, the
// product menus open inside the viewport, and the menu and the language switch are on screen and reachable by
// the keyboard. Desktop widths show the menus in the bar; phones open them from the menu button.

const MENU: Record<Lang, string> = { uz: 'Menyu', en: 'Menu', ru: 'Меню', 'uz-cyrl': 'Меню' };
const LANGUAGE: Record<Lang, string> = { uz: 'Til', en: 'Language', ru: 'Язык', 'uz-cyrl': 'Тил' };
const MAIN_MENU: Record<Lang, string> = {
  uz: 'Asosiy menyu',
  en: 'Main menu',
  ru: 'Главное меню',
  'uz-cyrl': 'Асосий меню',
};

/** Visible elements of the scope whose box runs past the viewport's left or right edge. */
async function overflowing(scope: Locator, page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 0;
  return scope.evaluateAll(
    (elements, vw) =>
      elements.flatMap((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))].flatMap((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return [];
          // Visually hidden text (1 px, clipped) is not something a reader can see or miss.
          if (box.width <= 1 && box.height <= 1) return [];
          return box.right > vw + 0.5 || box.left < -0.5
            ? [
                `${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}..${Math.round(box.right)}`,
              ]
            : [];
        }),
      ),
    width,
  );
}

/**
 * Tabs until the element is focused; false if it never is. The cabinet focuses its page's heading on load, so
 * Tab starts there and comes round to the header after the page and the footer: the limit leaves room for both.
 */
async function reachableByTab(page: Page, target: Locator, limit = 80): Promise<boolean> {
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return true;
  }
  return false;
}

async function checkHeader(page: Page, lang: Lang, width: number) {
  const header = page.locator('header').first();
  const where = `${page.url()} at ${width} px`;
  expect(await overflowing(header, page), where).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(width);

  const menuButton = header.getByRole('button', { name: MENU[lang], exact: true });
  const phone = await menuButton.isVisible();
  if (phone) {
    // A phone's bar keeps the language switch on screen, as a compact menu beside the main menu's button.
    const languageButton = header.getByRole('button', { name: new RegExp(`^${LANGUAGE[lang]}: `) });
    await expect(languageButton, `${where}: language button`).toBeInViewport();
    expect(await reachableByTab(page, languageButton), `${where}: language button by keyboard`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
    const languages = header.getByRole('navigation', { name: LANGUAGE[lang] }).filter({ visible: true });
    await expect(languages, `${where}: language switch`).toHaveCount(1);
    await expect(languages.getByRole('link')).toHaveCount(LANGS.length);
    for (const link of await languages.getByRole('link').all()) await expect(link).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(languageButton).toHaveAttribute('aria-expanded', 'false');
    await expect(languageButton).toBeFocused();

    expect(await reachableByTab(page, menuButton), `${where}: menu button by keyboard`).toBe(true);
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  } else {
    const language = header.getByRole('navigation', { name: LANGUAGE[lang] }).filter({ visible: true });
    await expect(language, `${where}: language switch`).toHaveCount(1);
    for (const link of await language.getByRole('link').all()) await expect(link).toBeInViewport();
    const first = language.getByRole('link').first();
    expect(await reachableByTab(page, first), `${where}: language switch by keyboard`).toBe(true);
  }
  const nav = header.getByRole('navigation', { name: MAIN_MENU[lang] });
  await expect(nav, where).toBeVisible();

  // Every product menu opens inside the screen, by keyboard as a user without a mouse would.
  const groups = await nav.getByRole('button').all();
  expect(groups.length, where).toBeGreaterThan(0);
  for (const group of groups) {
    const name = (await group.textContent())?.trim();
    await group.focus();
    await page.keyboard.press('ArrowDown');
    const menu = header.getByRole('menu');
    await expect(menu, `${where}: ${name}`).toBeVisible();
    expect(await overflowing(header, page), `${where}: ${name} menu`).toEqual([]);
    for (const item of await menu.getByRole('menuitem').all()) {
      await item.scrollIntoViewIfNeeded();
      await expect(item, `${where}: ${name}`).toBeInViewport();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
}

const pages = [
  { path: '', layout: 'default', widths: [1024, 1280, 390] },
  { path: '/for-business', layout: 'business', widths: [1024, 1280, 390, 360] },
  { path: '/dashboard/policies', layout: 'dashboard', widths: [1280, 390] },
] as const;

for (const lang of LANGS) {
  test(`the header fits and is reachable in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await cabinetToken(request);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
    for (const { path, layout, widths } of pages) {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/${lang}${path}`);
        await expectLayout(page, layout, lang);
        await checkHeader(page, lang, width);
      }
    }
  });
}

test('the cabinet tab strip shows that it scrolls on a phone and offers log-out', async ({
  page,
  request,
}) => {
  const token = await cabinetToken(request);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ru/dashboard');
  await expectLayout(page, 'dashboard', 'ru');
  const tabs = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
  const list = tabs.getByRole('list');
  await expect(list).toHaveAttribute('data-scroll-end', 'true');
  const logout = tabs.getByRole('link', { name: 'Выйти' });
  await logout.scrollIntoViewIfNeeded();
  await expect(logout).toBeInViewport();
  // Scrolled to its end, the strip no longer hints at more on the right.
  await expect(list).not.toHaveAttribute('data-scroll-end', 'true');
  await expect(list).toHaveAttribute('data-scroll-start', 'true');
});
