import type { FastifyInstance } from 'fastify';
import {
  ERROR_RESPONSES,
  OsgopAutoRequest,
  OsgopAutoResponse,
  OsgopCalculationRequest,
  OsgopCalculationResponse,
  OsgopRefusal,
  OsgopSaveRequest,
  OsgopSaveResponse,
} from '@polis/api-contract';
import { requestLinks } from '../kit/product-requests';
import type { Db } from '../../db/database';
import { LOOKUP_LIMIT_NOTE } from '../../guards/client-limits';
import { channelOf } from '../kit/channel';
import { lookupFailure, SUCCESS } from '../kit/insurer-answers';
import { readPaymentConfig, type PaymentConfig } from '../../payments/payment-config';
import { calculate, createOsgopContract, findCarrier } from './osgop-service';

export interface OsgopRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, as the payment routes read it. */
  readonly config?: PaymentConfig;
}

/** OSGOP calls of spec 001 (under /api, channel credential); the check is `/sayt/contract/check`. */
export async function osgopRoutes(app: FastifyInstance, options: OsgopRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const { db } = options.db;

  app.post<{ Body: OsgopAutoRequest }>(
    '/sayt/osgop/auto',
    {
      config: { clientLimit: 'lookup' },
      schema: {
        tags: ['osgop'],
        summary: 'The passenger vehicle: kind, seats and owner (a company with its INN)',
        description:
          'Failures (HTTP 200): 1 vehicle_not_found, 2 not_a_passenger_carrier. A person owner is masked ' +
          `(\`K. Alisher\`), a company named in full. ${LOOKUP_LIMIT_NOTE}`,
        body: OsgopAutoRequest,
        response: { 200: OsgopAutoResponse, ...ERROR_RESPONSES },
      },
    },
    async (request): Promise<OsgopAutoResponse> => {
      const carrier = await findCarrier(db, request.body);
      return carrier.found
        ? { ...SUCCESS, response: carrier.view }
        : lookupFailure(carrier.error, carrier.code, carrier.message);
    },
  );

  app.post<{ Body: OsgopCalculationRequest }>(
    '/sayt/osgop/calculation',
    {
      config: { clientLimit: 'lookup' },
      schema: {
        tags: ['osgop'],
        summary:
          'The premium: 44,000,000 UZS a seat x the kind rate x seats x the term share (@polis/tariffs)',
        description:
          'Failures (HTTP 200): 1 vehicle_not_found, 2 not_a_passenger_carrier, 3 seats_mismatch (seats differ ' +
          `from the register). ${LOOKUP_LIMIT_NOTE}`,
        body: OsgopCalculationRequest,
        response: { 200: OsgopCalculationResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => calculate(db, request.body),
  );

  app.post<{ Body: OsgopSaveRequest }>(
    '/sayt/osgop/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['osgop'],
        summary: 'Save an OSGOP application: url (Click), payme_url, id',
        description:
          "HTTP 422: price_mismatch (with the server's figure), vehicle_not_found, not_a_passenger_carrier, " +
          'seats_mismatch, person_not_found. 400 validation: a begin date in the past or over 90 days ahead, a day ' +
          'that does not exist. Pay, then `POST /sayt/contract/check {contract_id: id, order_id}`.',
        body: OsgopSaveRequest,
        response: { 200: OsgopSaveResponse, 422: OsgopRefusal, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const outcome = await createOsgopContract(
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
}
