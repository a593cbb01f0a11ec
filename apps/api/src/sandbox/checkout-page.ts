import type { PaymentLang } from '@polis/api-contract';
import { formatUzs } from '../contracts/format';
import { html, htmlPage, languageLinks, type SafeHtml } from '../policies/html-page';
import { SANDBOX_TEXT } from './sandbox-text';

export interface CheckoutView {
  readonly lang: PaymentLang;
  readonly title: string;
  /** Provider colour, so the three sandbox providers are told apart at a glance. */
  readonly brand: string;
  readonly rows: readonly (readonly [string, string])[];
  readonly amountUzs?: number;
  readonly error?: string;
  readonly success?: string;
  readonly actions?: SafeHtml;
  readonly langHref: (lang: PaymentLang) => string;
}

/** One provider screen: what is paid, to whom, and the buttons (forms: the CSP allows no scripts). */
export function checkoutPage(view: CheckoutView): string {
  const t = SANDBOX_TEXT[view.lang];
  return htmlPage({
    lang: view.lang,
    title: view.title,
    brand: view.brand,
    body: html`<div class="card">
      ${languageLinks(view.lang, view.langHref)}
      <div class="brand">${view.title} <span class="badge">${t.sandboxBadge}</span></div>
      ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : null}
      ${view.success ? html`<p class="ok" role="status">${view.success}</p>` : null}
      <dl>
        ${view.rows.map(
          ([label, value]) =>
            html`<dt>${label}</dt>
              <dd>${value}</dd>`,
        )}
        ${
          view.amountUzs !== undefined
            ? html`<dt>${t.amount}</dt>
                <dd class="amount">${formatUzs(view.amountUzs)} ${t.currency}</dd>`
            : null
        }
      </dl>
      ${view.actions ?? null}
      <p class="muted">${t.sandboxNote}</p>
    </div>`,
  });
}

/** A POST form of hidden fields and one button: how the pages act without scripts. */
export function postButton(
  action: string,
  fields: Readonly<Record<string, string>>,
  label: string,
  kind: 'primary' | 'secondary',
): SafeHtml {
  return html`<form method="post" action="${action}">
    ${Object.entries(fields).map(
      ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
    )}<button type="submit" class="${kind}">${label}</button>
  </form>`;
}

export const linkButton = (href: string, label: string) =>
  html`<a class="button secondary" href="${href}">${label}</a>`;
