import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  KindnessCheckRequest,
  KindnessCheckResponse,
  KindnessCreateContractRequest,
  KindnessCreateContractResponse,
  KindnessRefusal,
} from '@polis/api-contract';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { createKindnessContract } from './kindness-service';

export interface KindnessRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** Kindness insurance calls (under /api, channel credential). README.md beside this file. */
export async function kindnessRoutes(app: FastifyInstance, options: KindnessRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.post<{ Body: KindnessCreateContractRequest }>(
    '/kindness/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['kindness'],
        summary: 'Save a kindness (gift) application and get its payment links',
        description:
          'Premium 200 000 (@polis/tariffs). 422 price_mismatch (the body carries the server figure), ' +
          'unknown_program (risk_id/product_id not the fixed ones), person_not_found (the applicant), ' +
          'insured_not_found (the gifted person). 400 validation: dates, the applicant under 18.',
        body: KindnessCreateContractRequest,
        response: { 200: KindnessCreateContractResponse, 422: KindnessRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createKindnessContract(
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

  app.post<{ Body: KindnessCheckRequest }>(
    '/kindness/check',
    {
      schema: {
        tags: ['kindness'],
        summary: 'Has the kindness contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: KindnessCheckRequest,
        response: { 200: KindnessCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<KindnessCheckResponse> => productCheckAnswer(db, request, config, 'kindness'),
  );
}
