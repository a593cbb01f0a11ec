import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { findContract, type Contract } from './contract-service';

export const contractNotFound = () => new RequestError(404, 'contract_not_found', 'No such contract');

/**
 * The contract a bare `contract_id` names, for the channel that saved it only (apps/api/src/payments/README.md
 * "Object-level rule"): contract ids are sequential, so another channel's id answers 404 like a missing one.
 */
export async function contractOfChannel(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'channel'>,
  contractId: number,
): Promise<Contract> {
  const contract = await findContract(db, { id: contractId });
  if (!contract || contract.channel !== request.channel) throw contractNotFound();
  return contract;
}
