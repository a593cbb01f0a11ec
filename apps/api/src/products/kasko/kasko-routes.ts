import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  KaskoCheckRequest,
  KaskoCheckResponse,
  KaskoCreateContractRequest,
  KaskoCreateContractResponse,
  KaskoRefusal,
  KaskoCarsResponse,
  KaskoHisoblashRequest,
  KaskoHisoblashResponse,
  KaskoTarifResponse,
} from '@polis/api-contract';
import {
  KASKO_CARS,
  KASKO_DEFAULT_LIABILITY_UZS,
  KASKO_DEFAULT_PROGRAM_ID,
  KASKO_DEPRECIATION_PER_YEAR,
  KASKO_MIN_PREMIUM_UZS,
  KASKO_PROGRAMS,
  KASKO_RISKS,
  kaskoProgramPremiums,
} from '@polis/tariffs';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { channelOf } from '../kit/channel';
import { SUCCESS } from '../kit/insurer-answers';
import { createKaskoContract, KASKO_PRODUCT } from './kasko-service';

export interface KaskoRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const CARS: KaskoCarsResponse = {
  ...SUCCESS,
  cars: KASKO_CARS.map((b) => ({
    id: b.id,
    name: b.name,
    models: b.models.map((m) => ({
      id: m.id,
      name: m.name,
      positions: m.positions.map((x) => ({ id: x.id, name: x.name, price: x.priceUzs })),
    })),
  })),
  depreciation_per_year: KASKO_DEPRECIATION_PER_YEAR,
};

const TARIF: KaskoTarifResponse = {
  ...SUCCESS,
  programs: KASKO_PROGRAMS.map((x) => ({ id: x.id, key: x.key, name: x.name, percent: x.rate * 100 })),
  default_program: KASKO_DEFAULT_PROGRAM_ID,
  risks: KASKO_RISKS.map((r) => ({ id: r.id, name: r.name, percent: Math.round(r.rate * 1000) / 10 })),
  default_liability: KASKO_DEFAULT_LIABILITY_UZS,
  min_premium: KASKO_MIN_PREMIUM_UZS,
};

/** Kasko's catalogue, prices, save and payment check (spec 001; README.md beside this file). */
export async function kaskoRoutes(app: FastifyInstance, options: KaskoRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;
  app.get(
    '/sayt/kasko/cars',
    {
      config: { dictionary: true },
      schema: {
        tags: ['kasko'],
        summary: 'Brands, models and positions with this year prices (5 % less per year of age)',
        response: { 200: KaskoCarsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => CARS,
  );
  app.get(
    '/kasko-neo/get-tarif',
    {
      config: { dictionary: true },
      schema: {
        tags: ['kasko'],
        summary: 'Programs (Basic 1 %, Comfort 1.5 %, Premium 2.5 %) and constructor risks (0.1 %-0.5 %)',
        response: { 200: KaskoTarifResponse, ...ERROR_RESPONSES },
      },
    },
    async () => TARIF,
  );
  app.post<{ Body: KaskoHisoblashRequest }>(
    '/kasko-neo/hisoblash',
    {
      schema: {
        tags: ['kasko'],
        summary: "The three programs' premiums and each constructor risk for a car price",
        body: KaskoHisoblashRequest,
        response: { 200: KaskoHisoblashResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<KaskoHisoblashResponse> => {
      const { price } = request.body;
      return {
        ...SUCCESS,
        ...kaskoProgramPremiums(price),
        konstruktor: KASKO_RISKS.map((r) => ({ id: r.id, premium: Math.round(price * r.rate) })),
      };
    },
  );

  app.post<{ Body: KaskoCreateContractRequest }>(
    '/sayt/kasko/saqlash',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['kasko'],
        summary:
          'Save a kasko application (catalogue car and year, program or constructor) and get its payment links',
        description:
          "The server prices the car's year (5 % less per year of age) and the premium from @polis/tariffs. HTTP 422: " +
          'price_mismatch (amount_uzs differs; the body carries the server figure), unknown_car, car_too_old ' +
          '(20 years or more), unknown_program, unknown_risk, vehicle_not_found, restricted_model, ' +
          'person_not_found. 400 validation: a malformed body, a future year, program_type 0 without program_id ' +
          'or with risks, program_type 1 without risks, a liability limit for a risk not chosen, a day that does ' +
          'not exist.',
        body: KaskoCreateContractRequest,
        response: { 200: KaskoCreateContractResponse, 422: KaskoRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createKaskoContract(
        {
          db,
          channel: channelOf(request),
          links: requestLinks(request, config),
        },
        request.body,
        KASKO_DEFAULT_LIABILITY_UZS,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Body: KaskoCheckRequest }>(
    '/sayt/kasko/check',
    {
      schema: {
        tags: ['kasko'],
        summary: 'Has the kasko contract been paid? (contract_id and order_id)',
        description:
          "Paid: the /sayt/contract/check answer. Not paid: `{ error: 1, check: false, message: 'payment_not_made' }`. " +
          "Another product's contract, or ids that do not belong together: 404 contract_not_found.",
        body: KaskoCheckRequest,
        response: { 200: KaskoCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<KaskoCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || contract.product !== KASKO_PRODUCT) throw contractNotFound();
      return paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
    },
  );
}
