import type { FastifyInstance } from 'fastify';
import {
  ContractCheckResponse,
  ERROR_RESPONSES,
  MonthlyKaskoIds,
  MonthlyKaskoPlanResponse,
  MonthlyKaskoRefusal,
  MonthlyKaskoSaveRequest,
  MonthlyKaskoSaveResponse,
} from '@polis/api-contract';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { activatePlan } from './monthly-charges';
import { jobNow } from './monthly-clock';
import { createMonthlyKaskoContract } from './monthly-kasko-service';
import { planAnswer } from '../../subscriptions/monthly-plan';

export interface MonthlyKaskoRoutesOptions {
  readonly db: Db;
  readonly config?: PaymentConfig;
}

/** Monthly mini KASKO calls (under /api, channel credential). README.md beside this file. */
export async function monthlyKaskoRoutes(app: FastifyInstance, options: MonthlyKaskoRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  const contractOf = async ({ contract_id: id, order_id: orderId }: MonthlyKaskoIds) => {
    const contract = await findContract(db, { id, orderId });
    if (!contract || contract.product !== 'monthly-kasko') throw contractNotFound();
    // The first month paid by the card subscription starts the plan at once (the job would, a minute later).
    await activatePlan(db, contract.id, await jobNow(db, config.sandbox));
    return contract;
  };

  app.post<{ Body: MonthlyKaskoSaveRequest }>(
    '/monthly-kasko/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['monthly-kasko'],
        summary: 'Save a monthly mini KASKO application (first month), to be paid by card subscription',
        description:
          "Mini KASKO's body; the premium is the program's price for one month. 422: price_mismatch (the " +
          "body carries the server's figure), unknown_program, vehicle_not_found, restricted_model, " +
          'person_not_found. Pay it with /web/subscription/create-card + verify (the SMS code): the card stays ' +
          'on file and the charge job takes the next months.',
        body: MonthlyKaskoSaveRequest,
        response: { 200: MonthlyKaskoSaveResponse, 422: MonthlyKaskoRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createMonthlyKaskoContract(
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

  app.post<{ Body: MonthlyKaskoIds }>(
    '/monthly-kasko/check',
    {
      schema: {
        tags: ['monthly-kasko'],
        summary: 'Has the first month been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`.",
        body: MonthlyKaskoIds,
        response: { 200: ContractCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<ContractCheckResponse> => {
      const contract = await contractOf(request.body);
      return paymentCheckAnswer(db, (await findContract(db, { id: contract.id })) ?? contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
    },
  );

  app.post<{ Body: MonthlyKaskoIds }>(
    '/monthly-kasko/status',
    {
      schema: {
        tags: ['monthly-kasko'],
        summary: 'The monthly plan: status, paid through, next charge date, card, history of charges',
        body: MonthlyKaskoIds,
        response: { 200: MonthlyKaskoPlanResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<MonthlyKaskoPlanResponse> => {
      const contract = await contractOf(request.body);
      const answer = await planAnswer(db, contract.id);
      if (!answer) throw contractNotFound();
      return answer;
    },
  );
}
