import type { FastifyInstance } from 'fastify';
import { DMS_ENDPOINTS } from '@polis/api-contract';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint';
import { channelOf } from '../../http/channel';
import { requestLang } from '../../http/request-lang';
import { requestSession } from '../../contracts/owner-session';
import { dmsConstructorData } from './dms-constructor-data';
import { calculateDms, submitDms } from './dms-constructor-service';

export interface DmsConstructorRoutesOptions {
  readonly db: Db;
}

/** The DMS constructor (under /api, channel credential). README.md beside this file. */
export async function dmsConstructorRoutes(app: FastifyInstance, options: DmsConstructorRoutesOptions) {
  const { db } = options.db;

  serve(
    app,
    DMS_ENDPOINTS.constructor,
    {
      tags: ['dms'],
      summary: 'DMS constructor: the base limit, hospital categories, default and additional coverages',
    },
    async () => ({ error: 0, result: true, message: 'success', data: dmsConstructorData() }),
    { config: { dictionary: true } },
  );

  serve(
    app,
    DMS_ENDPOINTS.calculate,
    {
      tags: ['dms'],
      summary: 'Price a DMS choice per employee and for the company; stores it (status 0)',
      description:
        'The limit is shared over the default coverages in proportion, in steps of 100 000. hospital_category ' +
        'defaults to VIP; additional_coverages absent = the ones checked by default, [] = none; ' +
        'number_of_employees defaults to 1. 400 validation: a limit off the step or outside 10 000 000 - ' +
        '200 000 000. 422 unknown_coverage, duplicate_coverage, coverage_out_of_range (details name each).',
    },
    async (request, reply) => {
      const outcome = await calculateDms({ db, channel: channelOf(request) }, request.body);
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { clientLimit: 'save' } },
  );

  serve(
    app,
    DMS_ENDPOINTS.submit,
    {
      tags: ['dms'],
      summary: "Submit a calculated DMS request with the company's contact: status 1, lead to site-requests",
      description:
        'The company price is the per-employee price x number_of_employees. 404 constructor_request_not_found; ' +
        '422 price_mismatch when price_for_company differs (amount_uzs is the server figure); the same ' +
        'submission again answers the same without a second lead; another contact for a submitted request ' +
        'is 409 already_submitted. 429 rate_limited (leads per client). The number goes to the phone by SMS ' +
        '(sms: false when that phone had three this hour); sent with a cabinet session (X-Auth-Token), it joins ' +
        "that customer's business applications.",
    },
    async (request, reply) => {
      const session = await requestSession(db, request);
      const outcome = await submitDms(
        { db, channel: channelOf(request), userId: session?.user.id ?? null, lang: requestLang(request) },
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { idempotent: true, clientLimit: 'lead' } },
  );
}
