import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  OsgorCalculatorRequest,
  OsgorCalculatorResponse,
  OsgorCheckRequest,
  OsgorCheckResponse,
  OsgorCreateContractRequest,
  OsgorCreateContractResponse,
  OsgorRefusal,
} from '@polis/api-contract';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
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

  app.post<{ Body: OsgorCalculatorRequest }>(
    '/osgor_neo/calculator',
    {
      schema: {
        tags: ['osgor'],
        summary: 'Employer liability premium: annual payroll x rate (libs/tariffs osgor)',
        body: OsgorCalculatorRequest,
        response: { 200: OsgorCalculatorResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<OsgorCalculatorResponse> => ({
      error: 0,
      result: true,
      message: 'success',
      premium: osgorPremium(fotOf(request.body.fot), request.body.rate),
    }),
  );

  app.post<{ Body: OsgorCreateContractRequest }>(
    '/osgor_neo/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['osgor'],
        summary:
          'Save an employer liability application and get its payment links (url_click, url_payme, id)',
        description:
          'The server takes the rate of the OKED class and prices fot x rate. HTTP 422 price_mismatch: premium ' +
          "differs (amount_uzs carries the server's figure); rate_mismatch: the rate is not the activity's; " +
          'company_not_found: the INN is not in the tax registry; unknown_region. 400 validation: malformed fields.',
        body: OsgorCreateContractRequest,
        response: { 200: OsgorCreateContractResponse, 422: OsgorRefusal, ...ERROR_RESPONSES },
      },
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
  );

  app.post<{ Body: OsgorCheckRequest }>(
    '/osgor/check',
    {
      schema: {
        tags: ['osgor'],
        summary: 'Has the employer liability contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: OsgorCheckRequest,
        response: { 200: OsgorCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<OsgorCheckResponse> => productCheckAnswer(db, request, config, 'osgor'),
  );
}
