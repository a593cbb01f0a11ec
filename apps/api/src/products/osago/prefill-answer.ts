import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContractRefQuery, OsagoPrefillResponse } from '@polis/api-contract';
import { sessionHoldsContract } from '../../contracts/contract-owner';
import type { Database } from '../../db/schema';
import { prefillOf } from './application-store';
import { isExtendable, readableOsagoContract } from './contract-access';
import { SUCCESS, lookupFailure } from '../kit/insurer-answers';
import { maskedPrefill } from './prefill-mask';

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
  const readable = contract && (!renewal || isExtendable(contract)) ? contract : null;
  const prefill = readable && (await prefillOf(db, readable));
  if (!readable || !prefill) return lookupFailure(1, notFound.code, notFound.message);
  const holder = await sessionHoldsContract(db, request, readable);
  if (holder) return { ...SUCCESS, response: prefill };
  // The order id is the capability of the contract's payment calls: never answered to a bare contract id.
  return { ...SUCCESS, response: { ...maskedPrefill(prefill), order_id: order_id ?? '' } };
}
