import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OSAGO_ENDPOINTS } from '@polis/api-contract';
import type { Contract } from '../../contracts/contract-service';
import type { Db } from '../../db/database';
import { prefillAnswer } from './prefill-answer';
import { readableOsagoContract } from './contract-access';
import { orderOfSavePolicy } from './order';
import { saveFailure } from './osago-failures';
import { saveOrder } from './save-order';
import { channelOf } from '../kit/channel';
import { serve } from '../../http/endpoint';

/** Payment links of a contract in the request's language, on the request's origin. */
export type LinksOf = (request: FastifyRequest) => (contract: Contract) => { payme: string; click: string };

export interface SaveRoutesOptions {
  readonly db: Db;
  readonly linksOf: LinksOf;
}

const SAVE_NOTE =
  'The server prices the policy from @polis/tariffs (territory from the plate, vehicle type from the ' +
  'registry) and answers HTTP 422 price_mismatch with its figure when amount_uzs differs. Registry ' +
  'failures: HTTP 200 with error 1-10 and response.key = driver index + 1 for a driver at fault.';

/** save-policy/v2 and the copy wizard's calls (spec 000 section 7). */
export async function saveRoutes(app: FastifyInstance, { db: { db }, linksOf }: SaveRoutesOptions) {
  serve(
    app,
    OSAGO_ENDPOINTS.save,
    {
      tags: ['osago'],
      summary: 'Save an OSAGO application (individual or legal entity) and get its payment links',
      description: `${SAVE_NOTE} A body with owner__inn is a legal entity's.`,
    },
    async (request, reply) => {
      const order = orderOfSavePolicy(request.body);
      const outcome = await saveOrder(
        { db, channel: channelOf(request), kind: 'policy', sourceContractId: null, links: linksOf(request) },
        order,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { idempotent: true, clientLimit: 'save' } },
  );

  serve(
    app,
    OSAGO_ENDPOINTS.copyGet,
    {
      tags: ['osago'],
      summary: 'Pre-fill of the copy wizard from an earlier OSAGO contract',
      description:
        "order_id opens its contract; a bare contract_id only for the holder's cabinet session; documents, " +
        "birthdays and surnames in full only for the holder's cabinet session (X-Auth-Token), else masked. Otherwise " +
        'error 1 contract_not_found.',
    },
    (request) =>
      prefillAnswer(db, request, {
        renewal: false,
        notFound: { code: 'contract_not_found', message: 'No such OSAGO contract' },
      }),
  );

  serve(
    app,
    OSAGO_ENDPOINTS.copySave,
    {
      tags: ['osago'],
      summary: 'Save a new OSAGO application copied from an earlier contract',
      description: `A save-policy/v2 body plus contract_id (and order_id) of the source, readable as for copy/get (else error 10 contract_not_found). ${SAVE_NOTE}`,
    },
    async (request, reply) => {
      const order = orderOfSavePolicy(request.body);
      const source = await readableOsagoContract(db, request, {
        contractId: request.body.contract_id,
        orderId: request.body.order_id,
      });
      if (!source) return reply.send(saveFailure('contractNotFound'));
      const outcome = await saveOrder(
        {
          db,
          channel: channelOf(request),
          kind: 'copy',
          sourceContractId: source.id,
          links: linksOf(request),
        },
        order,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { idempotent: true, clientLimit: 'save' } },
  );
}
