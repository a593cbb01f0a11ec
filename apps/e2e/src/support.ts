import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LANG_TAGS, type Lang, type Layout } from '@polis/routing';

/** The 404 heading, as a user reads it in each language. */
export const NOT_FOUND: Record<Lang, string> = {
  uz: 'Sahifa topilmadi',
  en: 'Page Not Found',
  ru: 'Страница не найдена',
  'uz-cyrl': 'Саҳифа топилмади',
};

export const basic = (key: string) => `Basic ${Buffer.from(`${key}:${key}-sandbox`).toString('base64')}`;

/** Waits until the page has rendered inside the expected layout, in the expected language. */
export async function expectLayout(page: Page, layout: Layout, lang: Lang) {
  await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', LANG_TAGS[lang]);
}

/** Where the cabinet keeps its session token (libs/account). */
export const CABINET_TOKEN_KEY = 'polis:cabinet:token';

/**
 * A cabinet session for a seeded phone, through the real calls: send-code, the code from the sandbox outbox,
 * check-verification-code. The dashboard routes need one: without a token the cabinet sends you to login.
 */
/**
 * A cabinet session for the phone, reused across journeys while it is valid: the API sends a phone at most
 * 5 login codes in 10 minutes and 20 a day (the product's rule), and the suite logs in more often than that.
 */
const sessions = new Map<string, string>();

export async function cabinetToken(request: APIRequestContext, phone = '998946667788'): Promise<string> {
  const headers = { authorization: basic('site') };
  const kept = sessions.get(phone);
  if (kept) {
    const info = await request.get('/api/shaxsiy_kabinet/get/info', {
      headers: { ...headers, 'x-auth-token': kept },
    });
    if (info.ok()) return kept;
    sessions.delete(phone);
  }
  const sent = await request.post('/api/shaxsiy_kabinet/send-code', { headers, data: { phone } });
  expect(sent.ok()).toBe(true);
  const outbox = await (await request.get(`/sandbox/api/outbox?phone=${phone}`)).json();
  const sms = (outbox.sms as { text: string; purpose: string }[]).find((m) => m.purpose === 'login-code');
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
  const checked = await request.post('/api/shaxsiy_kabinet/check-verification-code', {
    headers,
    data: { phone, code },
  });
  const token: unknown = (await checked.json()).token;
  expect(typeof token).toBe('string');
  sessions.set(phone, token as string);
  return token as string;
}

/**
 * After paying in the provider's tab: the payment step checks by itself (every 5 s, and when the tab comes
 * back), so the policy may already be shown; otherwise the customer presses "check payment".
 */
export async function confirmPaid(page: Page, checkLabel: string) {
  const check = page.getByRole('button', { name: checkLabel });
  if (await check.isVisible()) await check.click({ timeout: 3000 }).catch(() => undefined);
}

/** The funnel events the page pushed to `window.dataLayer`, in order. */
export const funnelEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean),
  );

/** Everything the page keeps in web storage, as one string to search for personal data. */
export const webStorage = (page: Page) =>
  page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));

/** The WCAG levels issue 15 holds every route to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** axe-core's browser script, as @axe-core/playwright installs it (read once per worker). */
let axeSource: string | undefined;
function axeScript(): string {
  const besideBuilder = createRequire(require.resolve('@axe-core/playwright'));
  return (axeSource ??= readFileSync(besideBuilder.resolve('axe-core/axe.min.js'), 'utf8'));
}

interface AxeFinding {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * The axe violations on the page as it stands, one line each (rule, impact, first targets), so that a failing
 * crawl names every problem of a group at once instead of stopping at the first.
 *
 * axe runs in the page itself (injected into every frame, then `axe.run` on the document), the same rules and
 * tags as `@axe-core/playwright`'s builder, whose analyse step opens a blank page of its own for every call:
 * ten times slower over a crawl of a hundred pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = axeScript();
  for (const frame of page.frames()) await frame.evaluate(source).catch(() => undefined);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: AxeFinding[] }> } }
    ).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, AXE_TAGS);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}${v.targets.length > 3 ? ` +${v.targets.length - 3}` : ''}`,
  );
}

/** The newest SMS of a purpose sent to a phone, read from the sandbox outbox; its six-digit code. */
export async function smsCode(request: APIRequestContext, phone: string, purpose: string, after = '') {
  let code = '';
  await expect
    .poll(async () => {
      const outbox = await (await request.get(`/sandbox/api/outbox?phone=${phone}`)).json();
      const sms = (outbox.sms as { id: number; text: string; purpose: string }[]).find(
        (m) => m.purpose === purpose && String(m.id) !== after,
      );
      code = sms?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
