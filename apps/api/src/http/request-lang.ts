import type { FastifyRequest } from 'fastify';
import { paymentLangOf, type InterfaceLang, type PaymentLang } from '@polis/api-contract';

const LANG_VALUES: readonly string[] = ['uz', 'ru', 'en', 'uz-cyrl'];

/**
 * An interface language from `?lang=`, then Accept-Language, then Uzbek (the site's default language). `uz-cyrl`
 * (also the BCP 47 `uz-Cyrl`) is Uzbek in Cyrillic script.
 */
export function pickInterfaceLang(query: unknown, acceptLanguage?: string): InterfaceLang {
  if (typeof query === 'string' && LANG_VALUES.includes(query.toLowerCase())) {
    return query.toLowerCase() as InterfaceLang;
  }
  const preferred = (acceptLanguage ?? '').toLowerCase().match(/\b(uz-cyrl|uz|ru|en)\b/);
  return (preferred?.[1] as InterfaceLang | undefined) ?? 'uz';
}

/** The same for the pages that play a payment provider, which speak uz, ru and en: Cyrillic Uzbek opens in Uzbek. */
export function pickLang(query: unknown, acceptLanguage?: string): PaymentLang {
  return paymentLangOf(pickInterfaceLang(query, acceptLanguage));
}

/** The spec's `lang` header (uz, ru, en, uz-cyrl), then Accept-Language, then Uzbek. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): InterfaceLang {
  const header = request.headers.lang;
  return pickInterfaceLang(Array.isArray(header) ? header[0] : header, request.headers['accept-language']);
}
