import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContractRefQuery, OsagoPrefillResponse } from '@polis/api-contract';
import type { Database } from '../../db/schema';
import { prefillOf } from './application-store';
import { channelOf, isExtendable, readableOsagoContract } from './contract-access';
import { SUCCESS, lookupFailure } from './osago-failures';
import { prefillFor } from './prefill-mask';

/**
 * The answer of copy/get and extension/get: the contract the caller may read (a renewal also for the
 * renewal partner, and only once paid), its pre-fill masked unless the order id was given, else `notFound`.
 */
export async function prefillAnswer(
  db: Kysely<Database>,
  request: FastifyRequest<{ Querystring: ContractRefQuery }>,
  { renewal, notFound }: { renewal: boolean; notFound: { code: string; message: string } },
): Promise<OsagoPrefillResponse> {
  const { contract_id, order_id } = request.query;
  const contract = await readableOsagoContract(db, {
    contractId: contract_id,
    orderId: order_id,
    channel: channelOf(request),
    renewal,
  });
  const readable = contract && (!renewal || isExtendable(contract)) ? contract : null;
  const prefill = readable && (await prefillOf(db, readable));
  return prefill
    ? { ...SUCCESS, response: prefillFor(prefill, order_id) }
    : lookupFailure(1, notFound.code, notFound.message);
}
