import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContractRefQuery, OsagoPrefillResponse } from '@polis/api-contract';
import { findContract, type Contract } from '../../contracts/contract-service';
import type { Database } from '../../db/schema';
import { sessionHoldsContract } from '../../contracts/contract-owner';
import { SUCCESS, lookupFailure } from '../../http/insurer-answers';
import { prefillOf } from './application-store';
import { maskedPrefill } from './prefill-mask';

/** The renewal partner's channel (spec 000 section 6: a route path containing "renew"). */
export const RENEW_CHANNEL = 'renew';

const OSAGO_PRODUCTS = ['osago', 'osago-limited'];

/**
 * The capability rule (apps/api/SECURITY.md) for the earlier contract of a copy or a renewal: an `order_id`
 * opens its contract; a bare `contract_id` (sequential, guessable, and every channel's credential is public)
 * opens it for the holder's cabinet session, and for a renewal also for the channel that saved it or the
 * renewal partner's: the spec's renewal routes carry only the contract id, and what they answer without
 * the session is masked down to what recognises the policy (prefill-mask.ts). Only a policy that was paid for
 * can be renewed. Anything else is "not found", so an answer never confirms that a contract id exists.
 */
export async function readableOsagoContract(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers' | 'channel'>,
  { contractId, orderId, renewal = false }: { contractId: number; orderId?: string; renewal?: boolean },
): Promise<Contract | null> {
  const contract = await findContract(db, { id: contractId, orderId });
  if (!contract || !OSAGO_PRODUCTS.includes(contract.product)) return null;
  if (renewal && contract.status !== 'paid' && contract.status !== 'issued') return null;
  if (orderId !== undefined) return contract;
  if (renewal && (contract.channel === request.channel || request.channel === RENEW_CHANNEL)) return contract;
  return (await sessionHoldsContract(db, request, contract)) ? contract : null;
}

/**
 * The answer of copy/get and extension/get: the contract the caller may read (a renewal also for the
 * renewal partner, and only once paid), else `notFound`. Its documents, birthdays, PINFLs and surnames are
 * given in full only to the holder's cabinet session (X-Auth-Token); anyone else, even with the order id
 * (it travels in links and SMS), gets them masked and the wizard asks for them again, and the order id only
 * when they gave it.
 */
export async function prefillAnswer(
  db: Kysely<Database>,
  request: FastifyRequest<{ Querystring: ContractRefQuery }>,
  { renewal, notFound }: { renewal: boolean; notFound: { code: string; message: string } },
): Promise<OsagoPrefillResponse> {
  const { contract_id, order_id } = request.query;
  const contract = await readableOsagoContract(db, request, {
    contractId: contract_id,
    orderId: order_id,
    renewal,
  });
  const prefill = contract && (await prefillOf(db, contract));
  if (!contract || !prefill) return lookupFailure(1, notFound.code, notFound.message);
  const holder = await sessionHoldsContract(db, request, contract);
  if (holder) return { ...SUCCESS, response: prefill };
  // The order id is the capability of the contract's payment calls: never answered to a bare contract id.
  return { ...SUCCESS, response: { ...maskedPrefill(prefill), order_id: order_id ?? '' } };
}
