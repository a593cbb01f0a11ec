import type { FastifyInstance } from 'fastify';
import { SITE_REQUEST_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../../db/database';
import { errorBody } from '../../errors';
import { serve } from '../../http/endpoint';
import { channelOf } from '../../http/channel';
import { requestLang } from '../../http/request-lang';
import { requestSession } from '../../contracts/owner-session';
import { saveSiteRequest, type SiteRequestLimit } from './site-request-service';

export interface SiteRequestRoutesOptions {
  readonly db: Db;
  readonly limit?: SiteRequestLimit;
}

/** The site request (under /api, channel credential). README.md beside this file. */
export async function siteRequestRoutes(app: FastifyInstance, options: SiteRequestRoutesOptions) {
  const { db } = options.db;
  serve(
    app,
    SITE_REQUEST_ENDPOINTS.create,
    {
      tags: ['site requests'],
      summary: 'A request from the site: business or takaful application, feedback, a question, the survey',
      description:
        'Stored and sent to the chat relay site-requests channel. 400 validation: a field the kind needs is ' +
        'missing (business: product, inn, full_name, phone; takaful: product, full_name, phone; feedback and ' +
        'question: full_name, phone, message; survey: answers), a business product without an application, or a ' +
        "fact that is not the product's or not a whole number above zero. A business application's number goes " +
        'to its phone by SMS in `lang` (at most 3 an hour to one phone: `sms` says whether it went) and, with a ' +
        "cabinet session (X-Auth-Token), joins that customer's list. 429 rate_limited (Retry-After): more than " +
        '10 requests from one address in 10 minutes.',
    },
    async (request, reply) => {
      // A logged-in customer's application joins their cabinet list whatever phone they typed.
      const session = await requestSession(db, request);
      const outcome = await saveSiteRequest(
        {
          db,
          channel: channelOf(request),
          clientAddress: request.ip,
          limit: options.limit,
          userId: session?.user.id ?? null,
          lang: requestLang(request),
        },
        request.body,
      );
      if ('limited' in outcome) {
        return reply
          .code(429)
          .header('retry-after', String(outcome.limited))
          .send(errorBody('rate_limited', `Too many requests: try again in ${outcome.limited} s`));
      }
      return reply.send({
        error: 0,
        result: true,
        message: 'success',
        id: outcome.saved,
        kind: request.body.kind,
        ...(outcome.sms === undefined ? {} : { sms: outcome.sms }),
      });
    },
    { config: { clientLimit: 'lead' } },
  );
}
