import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Lang as AnyLang } from '@polis/routing';

/** The journeys are walked in the three written languages; Cyrillic Uzbek is their transliteration. */
type Lang = Exclude<AnyLang, 'uz-cyrl'>;
import { CABINET_TOKEN_KEY, cabinetToken, confirmPaid, funnelEvents } from './support';
import { OSAGO } from './osago-support';

// The steps the purchase journeys share, written once: the applicant step, the provider's sandbox checkout, the
// policy PDF, the funnel events, the customer's cabinet. Each journey says its own language, provider and amount.

export type Provider = 'Payme' | 'Click';

/** The payment step's words, as the customer reads them in each language. */
export const PAYMENT_STEP = {
  uz: {
    payWith: (provider: Provider) => `${provider} orqali toʻlash`,
    check: 'Toʻlovni tekshirish',
    download: 'Polisni yuklab olish (PDF)',
  },
  ru: {
    payWith: (provider: Provider) => `Оплатить через ${provider}`,
    check: 'Проверить оплату',
    download: 'Скачать полис (PDF)',
  },
  en: {
    payWith: (provider: Provider) => `Pay with ${provider}`,
    check: 'Check payment',
    download: 'Download the policy (PDF)',
  },
} as const satisfies Record<Lang, unknown>;

export interface SandboxPayment {
  /** The language the journey's payment step is in. */
  lang: Lang;
  provider: Provider;
  /**
   * What the provider's checkout asks to pay. A string stands once on the checkout; a pattern may stand more
   * than once (the first is checked).
   */
  amount: string | RegExp;
  /** The link that opens the checkout, when the journey names it otherwise than "pay with <provider>". */
  link?: string | RegExp;
  /** The policy's download link, when the journey names it otherwise than the step's full label. */
  download?: string | RegExp;
  /** Where the checkout returns once paid; the thank-you page by default (a renewal returns to its link). */
  returnsTo?: RegExp;
}

/** The sandbox checkout's pay button, in whichever language the checkout is in. */
const PAY_BUTTON = /Оплатить|Toʻlash|Pay/;

/**
 * On the payment step: opens the provider's sandbox checkout (a popup) by the step's localised link, checks the
 * amount there, pays, waits for the thank-you page, closes it and confirms the payment on the step. Returns the
 * policy's download link. In the webview (`/mobile/`) the checkout opens in the same page instead and returns
 * to the webview's return page, which checks by itself and shows the policy.
 */
export async function payOnSandbox(page: Page, payment: SandboxPayment): Promise<Locator> {
  const words = PAYMENT_STEP[payment.lang];
  if (new URL(page.url()).pathname.includes('/mobile/')) return payInSameView(page, payment);
  const [checkout] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: payment.link ?? words.payWith(payment.provider) }).click(),
  ]);
  await checkout.waitForLoadState();
  const amount = checkout.getByText(payment.amount);
  await expect(typeof payment.amount === 'string' ? amount : amount.first()).toBeVisible();
  await checkout.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(checkout).toHaveURL(payment.returnsTo ?? /thank-you|payment-complete/);
  await checkout.close();
  await confirmPaid(page, words.check);
  return page.getByRole('link', { name: payment.download ?? words.download });
}

/** The webview's way: no new tab; the checkout replaces the wizard and returns to `payment-complete`. */
async function payInSameView(page: Page, payment: SandboxPayment): Promise<Locator> {
  const words = PAYMENT_STEP[payment.lang];
  const link = page.getByRole('link', { name: payment.link ?? words.payWith(payment.provider) });
  await expect(link).not.toHaveAttribute('target');
  await link.click();
  await expect(page).toHaveURL(/\/sandbox\//);
  const amount = page.getByText(payment.amount);
  await expect(typeof payment.amount === 'string' ? amount : amount.first()).toBeVisible();
  await page.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(page).toHaveURL(
    payment.returnsTo ?? new RegExp(`/${payment.lang}/payment-complete\\?contract_id=\\d+&order_id=`),
  );
  return page.getByRole('link', { name: payment.download ?? words.download });
}

/** The link's address serves a PDF. */
export async function expectPdf(request: APIRequestContext, link: Locator) {
  const pdf = await request.get((await link.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
}

/** {@link payOnSandbox}, then the policy's download link is shown and serves a PDF. */
export async function payAndDownloadPolicy(page: Page, request: APIRequestContext, payment: SandboxPayment) {
  const download = await payOnSandbox(page, payment);
  await expect(download).toBeVisible();
  await expectPdf(request, download);
}

/** The page pushed the whole purchase funnel, in order. */
export async function expectPurchaseFunnel(page: Page) {
  expect(await funnelEvents(page)).toEqual(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']);
}

/** The phone the journeys' applicant gives, whose cabinet lists the policies bought. */
export const CUSTOMER_PHONE = '998901234567';

/** Logs the customer into the cabinet in this page (a real session) and opens the list of policies. */
export async function openCabinetPolicies(page: Page, request: APIRequestContext, lang: Lang) {
  const token = await cabinetToken(request, CUSTOMER_PHONE);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CABINET_TOKEN_KEY, token]);
  await page.goto(`/${lang}/dashboard/policies`);
}

/** {@link openCabinetPolicies}, and the list shows a policy whose number matches. */
export async function expectPolicyInCabinet(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  number: RegExp,
) {
  await openCabinetPolicies(page, request, lang);
  await expect(page.getByText(number).first()).toBeVisible();
}

/** {@link openCabinetPolicies}, then opens the first listed policy whose number matches. */
export async function openPolicyInCabinet(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  number: RegExp,
) {
  await openCabinetPolicies(page, request, lang);
  await page
    .getByRole('listitem')
    .filter({ hasText: number })
    .first()
    .getByRole('heading')
    .getByRole('link')
    .click();
}

/**
 * The applicant step as Karimov fills it (passport AA 1234567, born 15.03.1990, phone 90 123 45 67), the
 * consent and the save: the journey is on the payment step.
 */
export async function applicantAndSave(page: Page, lang: Lang) {
  const words = OSAGO[lang];
  const form = page.locator('form');
  await form.getByRole('textbox', { name: words.series, exact: true }).pressSequentially('aa');
  await form.getByRole('textbox', { name: words.number, exact: true }).pressSequentially('1234567');
  await form.getByLabel(words.birthday).pressSequentially('15031990');
  await form.getByLabel(words.phone).pressSequentially('901234567');
  await page.getByRole('checkbox', { name: words.consent }).check();
  await page.getByRole('button', { name: words.save }).click();
  await expect(page).toHaveURL(/\?step=payment$/);
}

/** The application's order number (P + six digits - ten letters) as the payment step shows it. */
const orderNumber = (page: Page) =>
  page
    .getByText(/P\d{6}-[A-Z]{10}/)
    .first()
    .textContent();

/** A reload on the payment step returns to the same application: the pay link is back, the order the same. */
export async function expectReloadKeepsOrder(page: Page, payLink: string) {
  const order = await orderNumber(page);
  await page.reload();
  await expect(page.getByRole('link', { name: payLink })).toBeVisible();
  expect(await orderNumber(page)).toBe(order);
}

/** What the step's fields show (text, choices; a file input counts by its label's text beside it). */
const stepFields = (page: Page) =>
  page
    .locator('main form')
    .first()
    .locator('input:not([type=hidden]):not([type=file]), textarea, select')
    .evaluateAll((elements) =>
      elements.map((e) => {
        const field = e as HTMLInputElement;
        const name = field.name || field.id;
        return field.type === 'checkbox' || field.type === 'radio'
          ? `${name}:${field.checked}`
          : `${name}=${field.value}`;
      }),
    );

/**
 * A reload on this step (at once, as a customer would) keeps the step and every field on it, typed or submitted:
 * the application in progress is kept on the server, and web storage holds nothing of `personal`.
 */
export async function expectReloadKeepsStep(page: Page, personal: RegExp) {
  // The wizard names its step in the address once it has taken the page over: the reload is compared to that.
  await expect(page).toHaveURL(/[?&]step=/);
  const url = page.url();
  const before = await stepFields(page);
  expect(before.length).toBeGreaterThan(0);
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect.poll(() => stepFields(page), { timeout: 10_000 }).toEqual(before);
  expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toMatch(
    personal,
  );
}
