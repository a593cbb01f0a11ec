import type { ConsoleMessage, Page } from '@playwright/test';

// What the journeys of prerendered pages share: holding an app's scripts back, knowing when React has taken a
// page's form over, and collecting what the console says meanwhile.

/** Holds an app's scripts until released; the page meanwhile is the prerendered HTML alone. */
export async function holdScripts(
  page: Page,
  app: 'site' | 'webview' | 'cabinet' = 'site',
): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/_${app}/assets/*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React has taken the page's form over (its nodes carry React's fiber from then on). */
export async function formHydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
}

/** The console's errors and anything about hydration (and its warnings, when asked), and uncaught errors. */
export function consoleProblems(page: Page, { warnings = false } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      message.type() === 'error' ||
      (warnings && message.type() === 'warning') ||
      /hydrat/i.test(message.text())
    )
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
