import type { FastifyInstance } from 'fastify';
import { INTERFACE_LANGS, RULES_ENDPOINTS, type InterfaceLang } from '@polis/api-contract';
import { errorBody } from '../errors';
import { serve } from '../http/endpoint';
import { withCyrillic } from '../http/lang-texts';
import { INSURER_NAME } from '../policies/policy-document';
import { cachedRulesPdf } from './rules-pdf';
import { RULES, RULES_KEYS, type RulesKey } from './rules-text/catalogue';
import type { RulesDoc } from './rules-text/rules-doc';

const isKey = (key: string): key is RulesKey => (RULES_KEYS as readonly string[]).includes(key);
const isLang = (lang: string): lang is InterfaceLang => (INTERFACE_LANGS as readonly string[]).includes(lang);

/** Each document in the interface languages: the Cyrillic Uzbek one is made from the Uzbek one when first asked. */
const DOCUMENTS = Object.fromEntries(
  RULES_KEYS.map((key) => [key, withCyrillic<RulesDoc>(RULES[key])]),
) as Record<RulesKey, Readonly<Record<InterfaceLang, RulesDoc>>>;

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 says for this header), or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The public offer and each product's insurance rules, one PDF per language: the consent line of every
 * wizard links here from a plain link (a new tab), so no channel credential is asked.
 */
export async function rulesRoutes(app: FastifyInstance) {
  serve(
    app,
    RULES_ENDPOINTS.pdf,
    {
      tags: ['rules'],
      summary:
        'The public offer (`offer`) or a product’s insurance rules as a PDF, in uz, ru, en or uz-cyrl (Uzbek in Cyrillic script)',
      description: `Keys: ${RULES_KEYS.join(', ')}. Cached a day; ETag and If-None-Match (304). Unknown key or language: 404 not_found.`,
    },
    async (request, reply) => {
      const { key, lang } = request.params;
      if (!isKey(key) || !isLang(lang)) {
        return reply.code(404).send(errorBody('not_found', 'No such rules document'));
      }
      const { bytes, etag } = await cachedRulesPdf(`${key}/${lang}`, DOCUMENTS[key][lang], INSURER_NAME);
      reply.header('etag', etag).header('cache-control', 'public, max-age=86400');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="polis-${key}-${lang}.pdf"`)
        .send(bytes);
    },
    { config: { public: true } },
  );
}
