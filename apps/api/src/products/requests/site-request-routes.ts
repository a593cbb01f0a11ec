import type { FastifyInstance } from 'fastify';
import { SITE_REQUEST_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../../db/database';
import { errorBody } from '../../errors';
import { serve } from '../../http/endpoint';
import { channelOf } from '../../http/channel';
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
        'question: full_name, phone, message; survey: answers). 429 rate_limited (Retry-After): more than 10 ' +
        'requests from one address in 10 minutes.',
    },
    async (request, reply) => {
      const outcome = await saveSiteRequest(
        { db, channel: channelOf(request), clientAddress: request.ip, limit: options.limit },
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
      });
    },
    { config: { clientLimit: 'lead' } },
  );
}
