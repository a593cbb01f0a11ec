import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Contract, Policy } from './contract-service';
import type { CabinetUserRow } from './owner-session';

/** A policy with the contract it was issued for. */
export interface IssuedPolicy {
  readonly policy: Policy;
  readonly contract: Contract;
}

/**
 * The owner's PINFL an OSAGO save recorded (`osago_applications.data`, applicant.person.pinfl). Drivers
 * named on someone else's policy are not its holders, so their PINFLs do not count.
 */
function ownerPinflOf(data: string | null): string | null {
  if (!data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    const person = (parsed as { applicant?: { person?: { pinfl?: unknown } | null } } | null)?.applicant
      ?.person;
    return typeof person?.pinfl === 'string' ? person.pinfl : null;
  } catch {
    return null;
  }
}

/**
 * Issued policies of a user: bought with the user's phone (proven by the SMS code), or, once registered,
 * with the user as the OSAGO owner (PINFL). The LIKE only narrows the rows; the parsed owner decides, so a
 * PINFL that appears as a driver's does not match. Newest first.
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
        // A PINFL is 14 digits: nothing in it is a LIKE wildcard.
        ...(pinfl ? [eb('a.data', 'like', `%"pinfl":"${pinfl}"%`)] : []),
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
