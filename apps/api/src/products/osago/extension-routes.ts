import type { FastifyInstance } from 'fastify';
import { OSAGO_ENDPOINTS } from '@polis/api-contract';
import { parseDetails } from '../../contracts/contract-service';
import { prefillAnswer } from './prefill-answer';
import { isExtendable, readableOsagoContract } from './contract-access';
import { orderOfExtension } from './order';
import { saveFailure } from './osago-failures';
import type { SaveRoutesOptions } from './save-routes';
import { saveOrder } from './save-order';
import { channelOf } from '../kit/channel';
import { serve } from '../../http/endpoint';

/**
 * The extension (renewal) wizard of spec 001: auto-fill from the old contract, then a save like
 * save-policy. The renewal partner's channel (`renew`) may read any OSAGO contract by its id.
 */
export async function extensionRoutes(app: FastifyInstance, { db: { db }, linksOf }: SaveRoutesOptions) {
  serve(
    app,
    OSAGO_ENDPOINTS.extensionGet,
    {
      tags: ['osago'],
      summary: 'Auto-fill of the extension wizard from the contract being extended',
      description:
        'Only a paid (issued) OSAGO contract, readable by the channel that saved it or by the renew ' +
        "channel, or with its order_id, or by the holder's cabinet session; documents, birthdays and surnames in full only for the " +
        "holder's cabinet session (X-Auth-Token), else masked (and order_id empty unless given); " +
        'otherwise error 1 extending-contract-not-found.',
    },
    (request) =>
      prefillAnswer(db, request, {
        renewal: true,
        notFound: { code: 'extending-contract-not-found', message: 'No paid OSAGO contract to extend' },
      }),
  );

  serve(
    app,
    OSAGO_ENDPOINTS.extensionSave,
    {
      tags: ['osago'],
      summary: 'Save the renewal of an OSAGO contract',
      description:
        'Answers like save-policy/v2 (422 price_mismatch, error 1-10 with response.key). The old ' +
        'contract must be extendable as for extension/get (else error 10 extending-contract-not-found) ' +
        'and the car the same plate (else error 10 vehicle_mismatch); agent_id is kept on the contract.',
    },
    async (request, reply) => {
      const order = orderOfExtension(request.body);
      const old = await readableOsagoContract(db, request, {
        contractId: request.body.old_contract_id,
        orderId: request.body.old_order_id,
        renewal: true,
      });
      const plate = old ? parseDetails(old).plate : null;
      if (!old || !isExtendable(old) || typeof plate !== 'string') {
        return reply.send(saveFailure('extendingNotFound'));
      }
      const outcome = await saveOrder(
        {
          db,
          channel: channelOf(request),
          kind: 'extension',
          sourceContractId: old.id,
          expectedPlate: plate,
          links: linksOf(request),
        },
        order,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
    { config: { idempotent: true, clientLimit: 'save' } },
  );
}
