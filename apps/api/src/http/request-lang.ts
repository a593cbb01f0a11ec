import type { FastifyRequest } from 'fastify';
import type { PaymentLang } from '@polis/api-contract';

/** `?lang=`, then Accept-Language, then Uzbek (the site's default language). */
export function pickLang(query: unknown, acceptLanguage?: string): PaymentLang {
  if (query === 'uz' || query === 'ru' || query === 'en') return query;
  const preferred = (acceptLanguage ?? '').toLowerCase().match(/\b(uz|ru|en)\b/);
  return (preferred?.[1] as PaymentLang | undefined) ?? 'uz';
}

/** The spec's `lang` header (uz, ru, en), then Accept-Language, then Uzbek. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): PaymentLang {
  const header = request.headers.lang;
  return pickLang(Array.isArray(header) ? header[0] : header, request.headers['accept-language']);
}
