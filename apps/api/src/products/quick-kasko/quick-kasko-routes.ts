import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  QuickKaskoCheckRequest,
  QuickKaskoCheckResponse,
  QuickKaskoCreateContractRequest,
  QuickKaskoCreateContractResponse,
  QuickKaskoProgramsResponse,
  QuickKaskoRefusal,
} from '@polis/api-contract';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { QUICK_KASKO_MAX_CAR_AGE, QUICK_KASKO_PROGRAMS } from '@polis/tariffs';
import { SUCCESS } from '../kit/insurer-answers';
import { createQuickKaskoContract, QUICK_KASKO_PRODUCT } from './quick-kasko-service';

export interface QuickKaskoRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const PROGRAMS: QuickKaskoProgramsResponse = {
  ...SUCCESS,
  programs: QUICK_KASKO_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    total: p.insuredSumUzs,
    premium: p.premiumUzs,
  })),
  max_car_age: QUICK_KASKO_MAX_CAR_AGE,
};

/** Quick car insurance calls (under /api, channel credential). README.md beside this file. */
export async function quickKaskoRoutes(app: FastifyInstance, options: QuickKaskoRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/sayt/tez-kasko/programs',
    {
      config: { dictionary: true },
      schema: {
        tags: ['quick-kasko'],
        summary: 'Quick kasko programs: sum insured (total) and the premium of a 12-month cover',
        response: { 200: QuickKaskoProgramsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => PROGRAMS,
  );

  app.post<{ Body: QuickKaskoCreateContractRequest }>(
    '/sayt/tez-kasko/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['quick-kasko'],
        summary: 'Save a quick-kasko application and get its payment links',
        description:
          'The server prices the program from @polis/tariffs. HTTP 422: price_mismatch (with the server figure), ' +
          'unknown_program, vehicle_not_found, for_only_individuals (a company-owned car), restricted_model, ' +
          'car_too_old (over 10 years), person_not_found (resident). 400 validation: a resident passport not ' +
          '2 letters + 7 digits, a foreign series not 3 characters or no full_name, a day that does not exist.',
        body: QuickKaskoCreateContractRequest,
        response: { 200: QuickKaskoCreateContractResponse, 422: QuickKaskoRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createQuickKaskoContract(
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

  app.post<{ Body: QuickKaskoCheckRequest }>(
    '/sayt/tez-kasko/check',
    {
      schema: {
        tags: ['quick-kasko'],
        summary: 'Has the quick-kasko contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: QuickKaskoCheckRequest,
        response: { 200: QuickKaskoCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<QuickKaskoCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || contract.product !== QUICK_KASKO_PRODUCT) throw contractNotFound();
      return paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
    },
  );
}
