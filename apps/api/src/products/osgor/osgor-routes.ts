import type { FastifyInstance } from 'fastify';
import { OSGOR_ENDPOINTS } from '@polis/api-contract';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { serve } from '../../http/endpoint';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { osgorPremium } from '@polis/tariffs';
import { createOsgorContract, fotOf } from './osgor-service';

export interface OsgorRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** Employer liability (OSGOR) calls (under /api, channel credential). README.md beside this file. */
export async function osgorRoutes(app: FastifyInstance, options: OsgorRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  serve(
    app,
    OSGOR_ENDPOINTS.calculate,
    { tags: ['osgor'], summary: 'Employer liability premium: annual payroll x rate (libs/tariffs osgor)' },
    async (request) => ({
      error: 0,
      result: true,
      message: 'success',
      premium: osgorPremium(fotOf(request.body.fot), request.body.rate),
    }),
  );

  serve(
    app,
    OSGOR_ENDPOINTS.save,
    {
      tags: ['osgor'],
      summary: 'Save an employer liability application and get its payment links (url_click, url_payme, id)',
      description:
        'The server takes the rate of the OKED class and prices fot x rate. HTTP 422 price_mismatch: premium ' +
        "differs (amount_uzs carries the server's figure); rate_mismatch: the rate is not the activity's; " +
        'company_not_found: the INN is not in the tax registry; unknown_region. 400 validation: malformed fields.',
    },
    async (request, reply) => {
      const outcome = await createOsgorContract(
        {
          db,
          channel: channelOf(request),
          links: requestLinks(request, config),
        },
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { idempotent: true, clientLimit: 'save' } },
  );

  serve(
    app,
    OSGOR_ENDPOINTS.check,
    {
      tags: ['osgor'],
      summary: 'Has the employer liability contract been paid? (contract_id and order_id)',
      description:
        "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
        "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
    },
    async (request) => productCheckAnswer(db, request, config, 'osgor'),
  );
}
