import type { FastifyInstance } from 'fastify';
import { TRAVEL_ENDPOINTS, type TravelReferenceResponse } from '@polis/api-contract';
import {
  TRAVEL_CBU_RATE,
  TRAVEL_HOME_COVER_SUM_UZS,
  TRAVEL_HOME_COVER_UZS,
  TRAVEL_PROGRAMS,
  TRAVEL_PURPOSES,
  TRAVEL_RISKS,
  travelRiskPrice,
} from '@polis/tariffs';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { serve } from '../../http/endpoint';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { TRAVEL_COUNTRIES } from './travel-countries';
import { calculate, saveTravel } from './travel-service';

export interface TravelRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const REFERENCE: TravelReferenceResponse = {
  error: 0,
  result: true,
  message: 'success',
  response: {
    country: [...TRAVEL_COUNTRIES],
    purpose: TRAVEL_PURPOSES.map((p) => ({ id: p.id, name: p.name, coefficient: p.coefficient })),
    tarifs: TRAVEL_PROGRAMS.map((p) => ({
      program_id: p.id,
      name: p.name,
      sum_insured: p.insuredSumEur,
      currency: 'EUR',
    })),
    risk: TRAVEL_RISKS.map((r) => ({
      key: r.key,
      name: r.name,
      price: travelRiskPrice(r.key, 30),
      price_long: travelRiskPrice(r.key, 365),
    })),
    valyuta: [{ code: TRAVEL_CBU_RATE.currency, kurs_cbu: TRAVEL_CBU_RATE.rate, date: TRAVEL_CBU_RATE.date }],
    uy_joy: { price: TRAVEL_HOME_COVER_UZS, sum_insured: TRAVEL_HOME_COVER_SUM_UZS },
  },
};

/**
 * Travel insurance abroad and minimal travel (spec 000 section 7, under /api, channel credential). The person
 * look-up and the payment check are shared (registries, payments). README.md beside this file.
 */
export async function travelRoutes(app: FastifyInstance, options: TravelRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  serve(
    app,
    TRAVEL_ENDPOINTS.countries,
    {
      tags: ['travel'],
      summary:
        'Destinations (names in uz/ru/en, Schengen flag, programs allowed), purposes, programs, risks, CBU rate',
    },
    async () => REFERENCE,
    { config: { dictionary: true } },
  );

  serve(
    app,
    TRAVEL_ENDPOINTS.calculate,
    {
      tags: ['travel'],
      summary: 'The premium of each program the destinations allow',
      description:
        '`end_date` for purposes 1 and 3 on a single trip, else `days` (30/60/90/180/365; multi-entry ' +
        '15/30/45/90/180). 400 validation: a date in the past or that does not exist, an unknown country, a ' +
        'family policy for travellers who are not a family.',
    },
    async (request) => calculate(request.body, new Date()),
  );

  serve(
    app,
    TRAVEL_ENDPOINTS.save,
    {
      tags: ['travel'],
      summary: 'Save a travel application and get its payment links',
      description:
        'The server prices it from @polis/tariffs. HTTP 422: price_mismatch (summa_all differs; ' +
        '"Summa farqli hisoblandi. Serverda: <figure>", the figure also in amount_uzs and summa_all), ' +
        'program_not_allowed, minimal_not_cheapest, validation (a policyholder under 18). 400 validation as ' +
        'the calculator, and a policyholder with neither PINFL nor country.',
    },
    async (request, reply) => {
      const outcome = await saveTravel(
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
}
