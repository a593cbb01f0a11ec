import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  AccidentCheckRequest,
  AccidentCheckResponse,
  AccidentCreateContractRequest,
  AccidentCreateContractResponse,
  AccidentRefusal,
} from '@polis/api-contract';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { ACCIDENT_PRODUCT, createAccidentContract } from './accident-service';

const ACCIDENT_PRODUCTS: readonly string[] = Object.values(ACCIDENT_PRODUCT);

export interface AccidentRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** Accident insurance calls (under /api, channel credential). README.md beside this file. */
export async function accidentRoutes(app: FastifyInstance, options: AccidentRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.post<{ Body: AccidentCreateContractRequest }>(
    '/accident_sayt/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['accident'],
        summary: 'Save an accident application and get its payment links',
        description:
          'Total = insurance_amount x insureds x 5 / 1000 (@polis/tariffs). HTTP 422 price_mismatch: amount_uzs ' +
          "differs (the body carries the server's figure); 422 person_not_found (response.key = insured index + 1), " +
          "payer_not_found, vehicle_not_found (driver page). 400 validation: dates, ages, the page's own data.",
        body: AccidentCreateContractRequest,
        response: { 200: AccidentCreateContractResponse, 422: AccidentRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createAccidentContract(
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

  app.post<{ Body: AccidentCheckRequest }>(
    '/accident/check',
    {
      schema: {
        tags: ['accident'],
        summary: 'Has the accident contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: AccidentCheckRequest,
        response: { 200: AccidentCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<AccidentCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || !ACCIDENT_PRODUCTS.includes(contract.product)) throw contractNotFound();
      return paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
    },
  );
}
