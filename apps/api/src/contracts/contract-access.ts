import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { sessionOwnsContract } from '../cabinet/contract-owner';
import { findContract, type Contract } from './contract-service';

export const contractNotFound = () => new RequestError(404, 'contract_not_found', 'No such contract');

/**
 * The contract a bare `contract_id` names, for the channel that saved it only (apps/api/src/payments/README.md
 * "Object-level rule"): contract ids are sequential, so another channel's id answers 404 like a missing one.
 * A cabinet session (`X-Auth-Token`) of the policy's holder also opens it, whichever channel sold it.
 */
export async function contractOfChannel(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'channel' | 'headers'>,
  contractId: number,
): Promise<Contract> {
  const contract = await findContract(db, { id: contractId });
  if (!contract) throw contractNotFound();
  if (contract.channel === request.channel) return contract;
  if (await sessionOwnsContract(db, request, contract.id)) return contract;
  throw contractNotFound();
}
