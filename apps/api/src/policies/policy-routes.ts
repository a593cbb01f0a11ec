import type { FastifyInstance } from 'fastify';
import { POLICY_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../db/database';
import { errorBody } from '../errors';
import { serve } from '../http/endpoint';
import { sendChat } from '../outbox/chat-outbox';
import { originOf, type PublicOrigin } from '../http/origin';
import { pickInterfaceLang } from '../http/request-lang';
import { issuedPolicyPdf, policyPdfFilename } from './policy-document';
import { isPolicyToken } from './policy-token';
import { policyVerification } from './policy-state';
import { findPolicy } from './policy-view';
import { verifyPage } from './verify-page';
import { withVersions } from './policy-versions-view';

/** What the policy links are built with (the payment settings carry both, `payments/payment-config.ts`). */
export interface PolicyLinkSettings extends PublicOrigin {
  /** HMAC key of the policy PDF links. */
  readonly policyTokenSecret: string;
}

export interface PolicyRoutesOptions {
  readonly db: Db;
  readonly config: PolicyLinkSettings;
}

const notFound = errorBody('policy_not_found', 'No such policy');
/** Opened from links and QR codes: no channel credential. */
const PUBLIC = { config: { public: true } } as const;

/** A browser (text/html ranked at least as high as JSON) gets the page; API clients and wildcard accepts get JSON. */
export function prefersHtml(accept: string | undefined): boolean {
  const quality = (type: string) => {
    for (const entry of (accept ?? '').toLowerCase().split(',')) {
      const [range, ...params] = entry.trim().split(';');
      if (range.trim() !== type) continue;
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return q ? Number(q.slice(2)) || 0 : 1;
    }
    return 0;
  };
  const htmlQ = quality('text/html');
  return htmlQ > 0 && htmlQ >= quality('application/json');
}

/** Public policy routes (under /api): the PDF behind its token, and verification by series/number. */
export async function policyRoutes(app: FastifyInstance, { db: { db }, config }: PolicyRoutesOptions) {
  serve(
    app,
    POLICY_ENDPOINTS.pdf,
    {
      tags: ['policies'],
      summary:
        'Policy PDF (the link of the check answers; 404 without its unexpired token, 410 once cancelled)',
    },
    async (request, reply) => {
      const issued = await findPolicy(db, request.params.series, request.params.number);
      // A wrong token answers exactly like a missing policy: the token is the only thing that grants access.
      if (!issued || !isPolicyToken(config.policyTokenSecret, issued.policy.id, request.query.t)) {
        return reply.code(404).send(notFound);
      }
      const { policy, contract } = issued;
      // A refunded policy (Payme CancelTransaction after Perform) is no cover: its PDF is not handed out.
      if (contract.status === 'cancelled') {
        return reply
          .code(410)
          .send({ error: { code: 'policy_cancelled', message: 'The policy was cancelled and refunded' } });
      }
      try {
        const pdf = await issuedPolicyPdf(db, issued, originOf(request, config));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${policyPdfFilename(issued)}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(pdf));
      } catch (error) {
        await sendChat(
          db,
          `<b>Policy PDF failed</b> ${policy.series} ${policy.number}: ${String(error)}`,
        ).catch(() => undefined);
        throw error;
      }
    },
    PUBLIC,
  );

  serve(
    app,
    POLICY_ENDPOINTS.verify,
    {
      tags: ['policies'],
      summary: 'Verify a policy (the QR code): JSON, or a page when the browser asks for HTML',
      description:
        'Answers `Accept: text/html` (a phone camera opening the QR code) with a localised page (`?lang=uz|ru|en|uz-cyrl`); ' +
        'everything else gets JSON. Only validity, product, period and the holder initials are disclosed, and a changed ' +
        "policy's current version and the history of its changes (kinds and days, no names or documents).",
    },
    async (request, reply) => {
      const { series, number } = request.params;
      const issued = await findPolicy(db, series, number);
      const result = issued ? await withVersions(db, issued.contract.id, policyVerification(issued)) : null;
      reply.header('vary', 'Accept').header('cache-control', 'no-store');
      if (prefersHtml(request.headers.accept)) {
        // No querystring schema: an odd `lang` falls back to the header's language rather than a 400.
        const query = request.query as { lang?: string };
        const lang = pickInterfaceLang(query.lang, request.headers['accept-language']);
        return reply
          .code(result ? 200 : 404)
          .type('text/html; charset=utf-8')
          .send(verifyPage(lang, { series, number }, result));
      }
      if (!result) return reply.code(404).send(notFound);
      return result;
    },
    PUBLIC,
  );
}
