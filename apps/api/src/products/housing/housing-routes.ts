import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  HousingCheckRequest,
  HousingCheckResponse,
  HousingCreateContractRequest,
  HousingCreateContractResponse,
  HousingRefusal,
  HousingTariffsResponse,
} from '@polis/api-contract';
import { HOUSING_PROGRAMS } from '@polis/tariffs';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { createHousingContract } from './housing-service';

export interface HousingRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const TARIFFS = {
  error: 0 as const,
  result: true as const,
  message: 'success' as const,
  programs: HOUSING_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    total: p.insuredSumUzs,
    premium_year: p.premiumUzs,
  })),
};

/** Home insurance calls of spec 001 (under /api, channel credential). README.md beside this file. */
export async function housingRoutes(app: FastifyInstance, options: HousingRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/property-insurance-v2/getTariffs',
    {
      config: { dictionary: true },
      schema: {
        tags: ['housing'],
        summary: 'Home insurance programs: sum insured (total) and the premium of a 12-month cover',
        response: { 200: HousingTariffsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => TARIFFS,
  );

  app.post<{ Body: HousingCreateContractRequest }>(
    '/property-insurance-v2/create-contract',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['housing'],
        summary: 'Save a home insurance application and get its payment links',
        description:
          'The server prices the program from @polis/tariffs. HTTP 422: price_mismatch (amount_uzs differs; ' +
          "the body carries the server's figure), unknown_program, person_not_found (passport and birthday " +
          'not in the registry). 400 validation: a day that does not exist, a start in the past or more than ' +
          '90 days ahead, a blank address. Payment links in the `lang` header language.',
        body: HousingCreateContractRequest,
        response: { 200: HousingCreateContractResponse, 422: HousingRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createHousingContract(
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

  app.post<{ Body: HousingCheckRequest }>(
    '/sayt/uyjoy-api/check',
    {
      schema: {
        tags: ['housing'],
        summary: 'Has the home insurance contract been paid? (contract_id and order_id)',
        description:
          'Paid: the /sayt/contract/check answer plus `result: { policy_number, pdf_url }`. Not paid: ' +
          "`{ error: 1, check: false, message: 'payment_not_made' }`. Another product's contract, or ids " +
          'that do not belong together: 404 contract_not_found.',
        body: HousingCheckRequest,
        response: { 200: HousingCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<HousingCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || contract.product !== 'housing') throw contractNotFound();
      const answer = await paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
      if (!answer.check) return answer;
      return {
        ...answer,
        result: { policy_number: `${answer.polis_seria} ${answer.polis_number}`, pdf_url: answer.url },
      };
    },
  );
}
