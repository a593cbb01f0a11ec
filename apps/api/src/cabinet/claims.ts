import type { Kysely, Selectable } from 'kysely';
import type { CabinetClaim, CabinetClaimDetail } from '@polis/api-contract';
import type { ClaimsTable, Database } from '../db/schema';
import { productTypeIdOf } from './product-types';
import type { CabinetUserRow } from '../contracts/owner-session';

type ClaimRow = Selectable<ClaimsTable>;

/**
 * A user's claims: filed with the user's phone, or by the registered person (PINFL). Newest event first.
 * With `id`, that claim only when it is the user's: another user's id reads as missing.
 */
export async function claimsOfUser(
  db: Kysely<Database>,
  user: CabinetUserRow,
  { id }: { id?: number } = {},
): Promise<ClaimRow[]> {
  const { pinfl } = user;
  let query = db
    .selectFrom('claims')
    .selectAll()
    .where((eb) => eb.or([eb('phone', '=', user.phone), ...(pinfl ? [eb('pinfl', '=', pinfl)] : [])]))
    .orderBy('event_date', 'desc')
    .orderBy('id', 'desc');
  if (id !== undefined) query = query.where('id', '=', id);
  return query.execute();
}

export const claimItemOf = (row: ClaimRow): CabinetClaim => ({
  id: row.id,
  event_date: row.event_date,
  claim_status: row.status,
  product: row.product,
  product_type_id: productTypeIdOf(row.product),
  policy_number: row.policy_number,
  description: row.description,
});

export const claimDetailOf = (row: ClaimRow): CabinetClaimDetail => ({
  ...claimItemOf(row),
  claimed_uzs: row.claimed_uzs === null ? null : Number(row.claimed_uzs),
  paid_uzs: row.paid_uzs === null ? null : Number(row.paid_uzs),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
