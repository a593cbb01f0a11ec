import type { FastifyInstance } from 'fastify';
import {
  ContractRefQuery,
  ERROR_RESPONSES,
  ExtensionSaveRequest,
  OsagoPrefillResponse,
} from '@polis/api-contract';
import { parseDetails } from '../../contracts/contract-service';
import { prefillAnswer } from './prefill-answer';
import { isExtendable, readableOsagoContract } from './contract-access';
import { orderOfExtension } from './order';
import { saveFailure } from './osago-failures';
import { SAVE_RESPONSES, type SaveRoutesOptions } from './save-routes';
import { saveOrder } from './save-order';
import { channelOf } from '../kit/channel';

/**
 * The extension (renewal) wizard of spec 001: auto-fill from the old contract, then a save like
 * save-policy. The renewal partner's channel (`renew`) may read any OSAGO contract by its id.
 */
export async function extensionRoutes(app: FastifyInstance, { db: { db }, linksOf }: SaveRoutesOptions) {
  app.get<{ Querystring: ContractRefQuery }>(
    '/osago-neo/extension/get',
    {
      schema: {
        tags: ['osago'],
        summary: 'Auto-fill of the extension wizard from the contract being extended',
        description:
          'Only a paid (issued) OSAGO contract, readable by the channel that saved it or by the renew ' +
          "channel, or with its order_id, or by the holder's cabinet session; documents, birthdays and surnames in full only for the " +
          "holder's cabinet session (X-Auth-Token), else masked (and order_id empty unless given); " +
          'otherwise error 1 extending-contract-not-found.',
        querystring: ContractRefQuery,
        response: { 200: OsagoPrefillResponse, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      prefillAnswer(db, request, {
        renewal: true,
        notFound: { code: 'extending-contract-not-found', message: 'No paid OSAGO contract to extend' },
      }),
  );

  app.post<{ Body: ExtensionSaveRequest }>(
    '/osago-neo/extension/save',
    {
      config: { idempotent: true, clientLimit: 'save' },
      schema: {
        tags: ['osago'],
        summary: 'Save the renewal of an OSAGO contract',
        description:
          'Answers like save-policy/v2 (422 price_mismatch, error 1-10 with response.key). The old ' +
          'contract must be extendable as for extension/get (else error 10 extending-contract-not-found) ' +
          'and the car the same plate (else error 10 vehicle_mismatch); agent_id is kept on the contract.',
        body: ExtensionSaveRequest,
        response: SAVE_RESPONSES,
      },
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
  );
}
