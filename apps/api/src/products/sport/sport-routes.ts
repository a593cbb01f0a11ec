import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  SportCheckRequest,
  SportCheckResponse,
  SportRefusal,
  SportSaveRequest,
  SportSaveResponse,
  SportTypesResponse,
} from '@polis/api-contract';
import { SPORT_AMOUNTS_UZS, SPORT_DATA_TYPES, SPORT_TYPES } from '@polis/tariffs';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { createSportContract } from './sport-service';

export interface SportRoutesOptions {
  readonly db: Db;
  readonly config?: PaymentConfig;
}

/** Sportsman insurance calls (under /api, channel credential). README.md beside this file. */
export async function sportRoutes(app: FastifyInstance, options: SportRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/sayt/sportsman/type/v2',
    {
      config: { dictionary: true },
      schema: {
        tags: ['sport'],
        summary: 'Sport types (one row per sport and period, limit = rate in %), periods and sums on sale',
        response: { 200: SportTypesResponse, ...ERROR_RESPONSES },
      },
    },
    async (): Promise<SportTypesResponse> => ({
      error: 0,
      result: true,
      message: 'success',
      types: SPORT_TYPES.map((t) => ({ ...t })),
      data_types: SPORT_DATA_TYPES.map((d) => ({
        id: d.id,
        name_uz: d.name.uz,
        name_ru: d.name.ru,
        name_en: d.name.en,
        months: d.months,
      })),
      amounts: [...SPORT_AMOUNTS_UZS],
    }),
  );

  app.post<{ Body: SportSaveRequest }>(
    '/sayt/sportsman/save/v2',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['sport'],
        summary: 'Save a sportsman application and get its invoice',
        description:
          'Premium = insurance_amount x limit / 100 (@polis/tariffs). 422 price_mismatch (the body carries the ' +
          "server's figure), unknown_type, person_not_found (the insurer), insured_not_found (a resident " +
          'sportsman). 400 validation: dates, ages, a sum not on sale.',
        body: SportSaveRequest,
        response: { 200: SportSaveResponse, 422: SportRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createSportContract(
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

  app.post<{ Body: SportCheckRequest }>(
    '/sayt/sportsman/check/v2',
    {
      schema: {
        tags: ['sport'],
        summary: 'Has the sportsman contract been paid? ({order_id})',
        description:
          'Paid: `{ error: 0, check: true, url, polis_seria, polis_number, policy: { url, number } }`. Not paid: ' +
          "`{ error: 2, check: false, message: 'payment_not_made' }` (spec 001: sport error 2). Unknown order, or a " +
          'contract_id that does not match it: 404 contract_not_found.',
        body: SportCheckRequest,
        response: { 200: SportCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<SportCheckResponse> => {
      const { order_id: orderId, contract_id: id } = request.body;
      const contract = await findContract(db, { orderId, ...(id !== undefined ? { id } : {}) });
      if (!contract || contract.product !== 'sport') throw contractNotFound();
      const answer = await paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
      if (!answer.check) return { error: 2, check: false, message: 'payment_not_made' };
      return {
        error: 0,
        check: true,
        url: answer.url,
        polis_seria: answer.polis_seria,
        polis_number: answer.polis_number,
        policy: { url: answer.url, number: `${answer.polis_seria} ${answer.polis_number}` },
      };
    },
  );
}
