import type { FastifyRequest } from 'fastify';
import type { PaymentLang } from '@polis/api-contract';
import { pickLang } from '../policies/html-page';

/** The spec's `lang` header (uz, ru, en), then Accept-Language, then Uzbek. */
export function requestLang(request: Pick<FastifyRequest, 'headers'>): PaymentLang {
  const header = request.headers.lang;
  return pickLang(Array.isArray(header) ? header[0] : header, request.headers['accept-language']);
}
