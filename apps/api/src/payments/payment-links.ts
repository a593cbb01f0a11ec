import { paymentLangOf, type InterfaceLang, type PaymentLang } from '@polis/api-contract';
import { absoluteUrl } from '../http/origin';
import type { PaymentConfig } from './payment-config';

/** What links are built from: the origin customers reach us at, and the provider settings. */
export interface LinkContext {
  readonly origin: string;
  readonly config: PaymentConfig;
}

/**
 * A return URL is followed by a provider page after payment, so it must not be an open redirect: a path on
 * this origin, or an http(s) URL on this origin's host or a host in PAYMENT_RETURN_HOSTS. Returns the
 * absolute URL, or null when refused.
 */
export function safeReturnUrl(value: unknown, ctx: LinkContext): string | null {
  if (typeof value !== 'string') return null;
  // Whitespace, control characters and backslashes have no place in a return URL (header splitting, `/\host`).
  if (!value || value.length > 500 || /[\s\\]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32)) {
    return null;
  }
  if (/^\/(?!\/)/.test(value)) return `${ctx.origin}${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.host.toLowerCase();
  const ownHost = new URL(ctx.origin).host.toLowerCase();
  return host === ownHost || ctx.config.returnHosts.includes(host) ? url.toString() : null;
}

/** The thank-you page carries the order id so a page on another channel's credential can still check. */
export function defaultReturnUrl(
  ctx: LinkContext,
  contract: { id: number; order_id: string },
  lang: InterfaceLang,
): string {
  return `${ctx.origin}/${lang}/thank-you/${contract.id}?order_id=${encodeURIComponent(contract.order_id)}`;
}

/**
 * Payme checkout link: base64 of `m=<merchant>;ac.key=<contract id>;a=<tiyin>;c=<return url>;l=<lang>`
 * after the checkout host. `;` in the return URL is percent-encoded so it cannot end the `c` field.
 */
export function paymeCheckoutUrl(
  ctx: LinkContext,
  {
    contractId,
    amountUzs,
    returnUrl,
    lang,
  }: { contractId: number; amountUzs: number; returnUrl: string; lang: PaymentLang },
): string {
  const params = [
    `m=${ctx.config.payme.merchantId}`,
    `ac.key=${contractId}`,
    `a=${amountUzs * 100}`,
    `c=${returnUrl.replace(/;/g, '%3B')}`,
    `l=${lang}`,
  ].join(';');
  return `${absoluteUrl(ctx.origin, ctx.config.payme.checkoutUrl)}/${Buffer.from(params).toString('base64')}`;
}

export interface PaymeCheckoutParams {
  readonly merchantId: string;
  readonly accountKey: string;
  readonly amountTiyin: number;
  readonly returnUrl: string | null;
  readonly lang: PaymentLang | null;
}

const PAYLOAD_KEYS = ['m', 'ac.key', 'a', 'c', 'l', 'ct', 'cr'];

/** Reads a checkout payload (standard or URL-safe base64); null when it is not one. */
export function decodePaymePayload(payload: string): PaymeCheckoutParams | null {
  if (!/^[A-Za-z0-9+/_=-]{1,2000}$/.test(payload)) return null;
  const text = Buffer.from(payload.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    const key = eq > 0 ? part.slice(0, eq) : '';
    if (PAYLOAD_KEYS.includes(key) && !fields.has(key)) {
      fields.set(key, part.slice(eq + 1));
      last = key;
    } else if (last === 'c') {
      // A return URL may itself hold `;` (older links did not encode it): it belongs to `c`.
      fields.set('c', `${fields.get('c')};${part}`);
    } else return null;
  }
  const merchantId = fields.get('m');
  const accountKey = fields.get('ac.key');
  const amount = Number(fields.get('a'));
  if (!merchantId || !accountKey || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const lang = fields.get('l');
  return {
    merchantId,
    accountKey,
    amountTiyin: amount,
    returnUrl: fields.get('c')?.replace(/%3B/gi, ';') ?? null,
    lang: lang === 'uz' || lang === 'ru' || lang === 'en' ? lang : null,
  };
}

/** Click pay link: amount in UZS, our order id as `transaction_param` (it comes back as merchant_trans_id). */
export function clickPayUrl(
  ctx: LinkContext,
  { orderId, amountUzs, returnUrl }: { orderId: string; amountUzs: number; returnUrl: string },
): string {
  const query = new URLSearchParams({
    service_id: ctx.config.click.serviceId,
    merchant_id: ctx.config.click.merchantId,
    amount: String(amountUzs),
    transaction_param: orderId,
    return_url: returnUrl,
  });
  return `${absoluteUrl(ctx.origin, ctx.config.click.payUrl)}?${query}`;
}

/** The Octo-like card page of the sandbox (no Octo protocol is spoken: the page plays the whole provider). */
export function octoPayUrl(
  ctx: LinkContext,
  { orderId, lang, returnUrl }: { orderId: string; lang: PaymentLang; returnUrl: string },
): string {
  const query = new URLSearchParams({ lang, return_url: returnUrl });
  return `${ctx.origin}/sandbox/octo/${encodeURIComponent(orderId)}?${query}`;
}

/** Links to every link-type provider of a contract in one go (get-payment, the sandbox contract endpoint). */
export function paymentLinks(
  ctx: LinkContext,
  contract: { id: number; order_id: string; amount_uzs: number },
  interfaceLang: InterfaceLang,
  returnUrl = defaultReturnUrl(ctx, contract, interfaceLang),
) {
  // The providers' pages speak uz, ru and en; the customer comes back to the page language's thank-you page.
  const lang = paymentLangOf(interfaceLang);
  return {
    payme: paymeCheckoutUrl(ctx, {
      contractId: contract.id,
      amountUzs: contract.amount_uzs,
      returnUrl,
      lang,
    }),
    click: clickPayUrl(ctx, { orderId: contract.order_id, amountUzs: contract.amount_uzs, returnUrl }),
    octo: ctx.config.sandbox ? octoPayUrl(ctx, { orderId: contract.order_id, lang, returnUrl }) : null,
  };
}
