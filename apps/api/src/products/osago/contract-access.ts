import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { findContract, type Contract } from '../../contracts/contract-service';
import type { Database } from '../../db/schema';
import { RequestError } from '../../errors';

/** The renewal partner's channel (spec 000 section 6: a route path containing "renew"). */
export const RENEW_CHANNEL = 'renew';

const OSAGO_PRODUCTS = ['osago', 'osago-limited'];

/**
 * The object-level rule of the payments README, for pre-fills that carry personal data: an `order_id`
 * (random, 46 bits) opens its contract for any channel; a bare `contract_id` (sequential, guessable) only
 * for the channel that saved it, and, for a renewal, also for the renewal partner's channel. Anything else
 * is "not found", so an answer never confirms that a contract id exists.
 */
export async function readableOsagoContract(
  db: Kysely<Database>,
  {
    contractId,
    orderId,
    channel,
    renewal = false,
  }: { contractId: number; orderId?: string; channel: string | null; renewal?: boolean },
): Promise<Contract | null> {
  const contract = await findContract(db, { id: contractId, orderId });
  if (!contract || !OSAGO_PRODUCTS.includes(contract.product)) return null;
  if (orderId !== undefined) return contract;
  if (contract.channel === channel) return contract;
  return renewal && channel === RENEW_CHANNEL ? contract : null;
}

/** Only a policy that was paid for can be extended. */
export const isExtendable = (contract: Contract) =>
  contract.status === 'paid' || contract.status === 'issued';

/** The caller's sales channel; the /api hook has already refused requests without one. */
export function channelOf(request: FastifyRequest): string {
  if (!request.channel) throw new RequestError(401, 'unauthorized', 'A sales channel is required');
  return request.channel;
}
