import type { FastifyInstance } from 'fastify';
import {
  CheckIpResponse,
  ERROR_RESPONSES,
  MiniKaskoCheckCarRequest,
  MiniKaskoCheckRequest,
  MiniKaskoCheckResponse,
  MiniKaskoCreateContractRequest,
  MiniKaskoCreateContractResponse,
  MiniKaskoProgramsResponse,
  MiniKaskoRefusal,
} from '@polis/api-contract';
import { MINI_KASKO_DESCRIPTIONS, MINI_KASKO_PROGRAMS } from '@polis/tariffs';
import { contractNotFound } from '../../contracts/contract-access';
import { findContract } from '../../contracts/contract-service';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { LOOKUP_LIMIT_NOTE } from '../../guards/client-limits';
import { channelOf } from '../kit/channel';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { originOf } from '../../http/origin';
import { paymentCheckAnswer } from '../../policies/policy-check';
import { SUCCESS, lookupFailure } from '../kit/insurer-answers';
import { findVehicle, vehicleDocsOf, vehicleView } from '../../registries/vehicle-lookup';
import { createMiniKaskoContract } from './mini-kasko-service';

export interface MiniKaskoRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

const PROGRAMS: MiniKaskoProgramsResponse = {
  ...SUCCESS,
  tariflar: MINI_KASKO_PROGRAMS.map((p) => ({
    id: p.id,
    name: p.name,
    premium: p.priceUzs,
    liability: p.coverUzs,
    description: MINI_KASKO_DESCRIPTIONS[p.id],
  })),
};

/** Mini KASKO calls of spec 001 (under /api, channel credential). README.md beside this file. */
export async function miniKaskoRoutes(app: FastifyInstance, options: MiniKaskoRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.get(
    '/minikasko_neo/getPrograms',
    {
      config: { dictionary: true },
      schema: {
        tags: ['mini-kasko'],
        summary:
          'Mini KASKO programs (tariflar): price and cover of a 31-day policy, descriptions in uz/ru/en',
        response: { 200: MiniKaskoProgramsResponse, ...ERROR_RESPONSES },
      },
    },
    async () => PROGRAMS,
  );

  app.post<{ Body: MiniKaskoCheckCarRequest }>(
    '/minikasko_neo/checkCar',
    {
      config: { clientLimit: 'lookup' },
      schema: {
        tags: ['mini-kasko'],
        summary: 'The car by plate and technical passport (the vehicle registry, as OSAGO /check-ip)',
        description:
          'Not found: HTTP 200 with error 1, status 0, code vehicle_not_found. `restricted: true` marks a ' +
          'special-purpose model, which the save refuses (422 restricted_model). A person owner is masked ' +
          `(car_owner \`K. Alisher\`). ${LOOKUP_LIMIT_NOTE}`,
        body: MiniKaskoCheckCarRequest,
        response: { 200: CheckIpResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<CheckIpResponse> => {
      const { gos_number, tech_sery, tech_number } = request.body;
      const vehicle = await findVehicle(db, vehicleDocsOf(gos_number, tech_sery, tech_number));
      if (vehicle) return { ...SUCCESS, status: 1, response: vehicleView(vehicle) };
      return {
        ...lookupFailure(1, 'vehicle_not_found', 'No vehicle with this plate and technical passport'),
        error: 1,
        status: 0,
      };
    },
  );

  app.post<{ Body: MiniKaskoCreateContractRequest }>(
    '/minikasko_neo/saqlash',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['mini-kasko'],
        summary: 'Save a mini-kasko application and get its payment links',
        description:
          'The server prices the program from @polis/tariffs. HTTP 422: price_mismatch (amount_uzs differs; the ' +
          "body carries the server's figure), unknown_program, vehicle_not_found, restricted_model, " +
          'person_not_found (passport and birthday not in the registry). 400 validation: a day that does not exist.',
        body: MiniKaskoCreateContractRequest,
        response: { 200: MiniKaskoCreateContractResponse, 422: MiniKaskoRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createMiniKaskoContract(
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

  app.post<{ Body: MiniKaskoCheckRequest }>(
    '/minikasko_neo/getPolicy',
    {
      schema: {
        tags: ['mini-kasko'],
        summary: 'The mini KASKO policy once paid (order_id; contract_id optional)',
        description:
          'Paid: the /sayt/contract/check answer plus pdf_url, policy_seria, policy_number. Not paid: ' +
          "`{ error: 1, check: false, message: 'payment_not_made' }`. Another product's contract, or ids that " +
          'do not belong together: 404 contract_not_found.',
        body: MiniKaskoCheckRequest,
        response: { 200: MiniKaskoCheckResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<MiniKaskoCheckResponse> => {
      const { contract_id: id, order_id: orderId } = request.body;
      const contract = await findContract(db, { id, orderId });
      if (!contract || contract.product !== 'mini-kasko') throw contractNotFound();
      const answer = await paymentCheckAnswer(db, contract, {
        origin: originOf(request, config),
        policyTokenSecret: config.policyTokenSecret,
      });
      if (!answer.check) return answer;
      return {
        ...answer,
        pdf_url: answer.url,
        policy_seria: answer.polis_seria,
        policy_number: answer.polis_number,
      };
    },
  );
}
