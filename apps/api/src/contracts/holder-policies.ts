import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ownerPinflOf } from '../db/owner-pinfl';
import type { Contract, Policy } from './contract-service';
import type { CabinetUserRow } from './owner-session';

/** A policy with the contract it was issued for. */
export interface IssuedPolicy {
  readonly policy: Policy;
  readonly contract: Contract;
}

/**
 * Issued policies of a user: bought with the user's phone (proven by the SMS code), or, once registered,
 * with the user as the OSAGO owner (the application's `owner_pinfl`; a PINFL that appears as a driver's does
 * not match). Both by index. Newest first.
 */
export async function policiesOfUser(
  db: Kysely<Database>,
  user: CabinetUserRow,
  { contractId }: { contractId?: number } = {},
): Promise<IssuedPolicy[]> {
  const { pinfl } = user;
  let query = db
    .selectFrom('contracts as c')
    .innerJoin('policies as p', 'p.contract_id', 'c.id')
    .leftJoin('osago_applications as a', 'a.contract_id', 'c.id')
    .selectAll('c')
    .select([
      'p.id as policy_id',
      'p.series as policy_series',
      'p.number as policy_number',
      'p.issued_at as policy_issued_at',
      'a.data as application',
    ])
    .where((eb) =>
      eb.or([
        eb('c.phone', '=', user.phone),
        // By index (migration 028): the contracts whose OSAGO application names this owner.
        ...(pinfl
          ? [
              eb(
                'c.id',
                'in',
                eb
                  .selectFrom('osago_applications as o')
                  .select('o.contract_id')
                  .where('o.owner_pinfl', '=', pinfl),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('p.issued_at', 'desc')
    .orderBy('c.id', 'desc');
  if (contractId !== undefined) query = query.where('c.id', '=', contractId);
  const rows = await query.execute();
  return rows
    .filter((row) => row.phone === user.phone || (pinfl !== null && ownerPinflOf(row.application) === pinfl))
    .map(
      ({
        policy_id,
        policy_series,
        policy_number,
        policy_issued_at,
        application: _application,
        ...contract
      }) => ({
        contract,
        policy: {
          id: policy_id,
          contract_id: contract.id,
          series: policy_series,
          number: policy_number,
          issued_at: policy_issued_at,
        },
      }),
    );
}
