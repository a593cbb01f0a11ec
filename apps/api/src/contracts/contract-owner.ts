import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { requestSession } from './owner-session';
import { policiesOfUser } from './holder-policies';

/**
 * Whether the request carries a cabinet session whose user holds this contract's policy (bought with the
 * user's phone or as the OSAGO owner). The cabinet manages auto-payment of every policy of its user, whatever
 * channel sold it: the SMS-proven session is the proof of ownership that a bare contract id is not.
 */
export async function sessionOwnsContract(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'>,
  contractId: number,
): Promise<boolean> {
  const session = await requestSession(db, request);
  if (!session) return false;
  return (await policiesOfUser(db, session.user, { contractId })).length > 0;
}

/**
 * Whether the request carries a cabinet session of this contract's holder: the phone it was saved with
 * (proven by the session's SMS code), or the user holds its policy. What opens a pre-fill in full.
 */
export async function sessionHoldsContract(
  db: Kysely<Database>,
  request: Pick<FastifyRequest, 'headers'>,
  contract: { readonly id: number; readonly phone: string | null },
): Promise<boolean> {
  const session = await requestSession(db, request);
  if (!session) return false;
  if (contract.phone !== null && contract.phone === session.user.phone) return true;
  return (await policiesOfUser(db, session.user, { contractId: contract.id })).length > 0;
}
