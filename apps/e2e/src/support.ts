import { expect, type Page } from '@playwright/test';
import type { Lang, Layout } from '@polis/routing';

/** The 404 heading, as a user reads it in each language. */
export const NOT_FOUND: Record<Lang, string> = {
  uz: 'Sahifa topilmadi',
  en: 'Page Not Found',
  ru: 'Страница не найдена',
};

export const basic = (key: string) => `Basic ${Buffer.from(`${key}:${key}-sandbox`).toString('base64')}`;

/** Waits until the page has rendered inside the expected layout, in the expected language. */
export async function expectLayout(page: Page, layout: Layout, lang: Lang) {
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
