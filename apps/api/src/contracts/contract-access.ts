import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { RequestError } from '../errors';
import { sessionHoldsContract } from './contract-owner';
import { findContract, type Contract } from './contract-service';

export const contractNotFound = () => new RequestError(404, 'contract_not_found', 'No such contract');

/** What a contract-scoped call names: the contract id, the order id the save answered, or both. */
export interface ContractRef {
  readonly contractId?: number;
  readonly orderId?: string;
}

/**
 * The contract a contract-scoped call may read or change (SECURITY.md, "The capability rule"): the order id
 * the save answered (unguessable; a contract id beside it must belong to it), or the cabinet session
 * (`X-Auth-Token`) of the contract's holder: the phone it was saved with, or the user holding its policy.
 * Every channel's credential ships in the front end and contract ids are sequential, so a bare contract id
 * opens nothing: it answers 404 exactly like an id that does not exist, whichever channel asks.
 */
export async function contractOfCapability(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'>,
  { contractId, orderId }: ContractRef,
): Promise<Contract> {
  if (contractId === undefined && orderId === undefined) {
    throw new RequestError(400, 'validation', 'contract_id or order_id is required');
  }
  const contract = await findContract(db, { id: contractId, orderId });
  if (!contract) throw contractNotFound();
  if (orderId !== undefined) return contract;
  if (await sessionHoldsContract(db, request, contract)) return contract;
  throw contractNotFound();
}

/** The body of most contract-scoped calls: `{ contract_id, order_id? }`. */
export const contractOfBody = (
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'> & { body: { contract_id: number; order_id?: string } },
) =>
  contractOfCapability(db, request, { contractId: request.body.contract_id, orderId: request.body.order_id });
