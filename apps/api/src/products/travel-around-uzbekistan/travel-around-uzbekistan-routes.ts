import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  TravelUzbCheckRequest,
  TravelUzbCheckResponse,
  TravelUzbRefusal,
  TravelUzbSaveRequest,
  TravelUzbSaveResponse,
  TravelUzbTariffsResponse,
} from '@polis/api-contract';
import { TRAVEL_UZB_TARIFFS } from '@polis/tariffs';
import { productCheckAnswer, requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { saveTravelUzb } from './travel-around-uzbekistan-service';

export interface TravelAroundUzbekistanRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const TARIFFS: TravelUzbTariffsResponse = {
  error: 0,
  result: true,
  message: 'success',
  response: TRAVEL_UZB_TARIFFS.map((t) => ({
    id: t.id,
    name: t.name,
    premium: t.premium,
    liability: t.liability,
  })),
};

/** Travel around Uzbekistan calls of spec 001 (under /api, channel credential). README.md beside this file. */
export async function travelAroundUzbekistanRoutes(
  app: FastifyInstance,
  options: TravelAroundUzbekistanRoutesOptions,
) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/sayt/travel-uzb/tarifs',
    {
      config: { dictionary: true },
      schema: {
        tags: ['travel-around-uzbekistan'],
        summary: 'Domestic travel tariffs: premium per tourist and day, liability per tourist',
        response: { 200: TravelUzbTariffsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => TARIFFS,
  );

  app.post<{ Body: TravelUzbSaveRequest }>(
    '/sayt/travel-uzb/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['travel-around-uzbekistan'],
        summary: 'Save a travel around Uzbekistan application and get its payment links',
        description:
          'Total premium = premium x tourists x days (days = end - begin + 1). HTTP 422: price_mismatch ' +
          "(`premium` differs; the server's figure in amount_uzs), unknown_tariff, person_not_found (the " +
          'applicant). 400 validation: a start after the end (startdate_cant_be_more_than_enddate), in the past, ' +
          'over 90 days ahead, a trip over 90 days, a foreign tourist without a country.',
        body: TravelUzbSaveRequest,
        response: { 200: TravelUzbSaveResponse, 422: TravelUzbRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await saveTravelUzb(
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

  app.post<{ Body: TravelUzbCheckRequest }>(
    '/sayt/travel-uzb/check',
    {
      schema: {
        tags: ['travel-around-uzbekistan'],
        summary: 'Has the domestic travel contract been paid? ({contract_id, order_id})',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          'Both ids are required (a bare contract_id opens nothing: 400). Another ' +
          "product's contract or ids that do not belong together: 404 contract_not_found.",
        body: TravelUzbCheckRequest,
        response: { 200: TravelUzbCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<TravelUzbCheckResponse> =>
      productCheckAnswer(db, request, config, 'travel-around-uzbekistan'),
  );
}
