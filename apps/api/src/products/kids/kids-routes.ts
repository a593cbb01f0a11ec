import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  KidsCheckRequest,
  KidsCheckResponse,
  KidsCreateContractRequest,
  KidsCreateContractResponse,
  KidsRefusal,
} from '@polis/api-contract';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { createKidsContract } from './kids-service';

export interface KidsRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** Kids insurance calls (under /api, channel credential). README.md beside this file. */
export async function kidsRoutes(app: FastifyInstance, options: KidsRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.post<{ Body: KidsCreateContractRequest }>(
    '/site/kids/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['kids'],
        summary: 'Save a kids insurance application and get its payment links',
        description:
          'Total = program price x children (@polis/tariffs). HTTP 422 price_mismatch: amount_uzs differs ' +
          "(the body carries the server's figure); 422 person_not_found: the parent is not in the registry. " +
          '400 validation: dates, ages (children 1-17, parent 18+), a child twice.',
        body: KidsCreateContractRequest,
        response: { 200: KidsCreateContractResponse, 422: KidsRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createKidsContract(
        {
          db,
          channel: channelOf(request),
          links: requestLinks(request, config),
        },
        request.body,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Body: KidsCheckRequest }>(
    '/kids/check',
    {
      schema: {
        tags: ['kids'],
        summary: 'Has the kids contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: KidsCheckRequest,
        response: { 200: KidsCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<KidsCheckResponse> => productCheckAnswer(db, request, config, 'kids'),
  );
}
