import type { Kysely, Selectable } from 'kysely';
import {
  CLAIM_PATHS,
  pathTo,
  type CabinetClaim,
  type CabinetClaimDetail,
  type ClaimFile,
} from '@polis/api-contract';
import type { ClaimsTable, Database } from '../db/schema';
import { productTypeIdOf } from './product-types';
import type { CabinetUserRow } from '../contracts/owner-session';

export type ClaimRow = Selectable<ClaimsTable>;

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

/** The files of claims by claim id (claims filed online; the paper-era ones have none). */
export async function filesOfClaims(
  db: Kysely<Database>,
  claimIds: readonly number[],
): Promise<Map<number, ClaimFile[]>> {
  const byClaim = new Map<number, ClaimFile[]>();
  if (claimIds.length === 0) return byClaim;
  const rows = await db
    .selectFrom('claim_files')
    .select(['id', 'claim_id', 'kind', 'content_type', 'size_bytes'])
    .where('claim_id', 'in', [...claimIds])
    .orderBy('id')
    .execute();
  for (const { claim_id, ...file } of rows) {
    const list = byClaim.get(claim_id) ?? [];
    list.push({ ...file, url: `/api${pathTo(CLAIM_PATHS.download, { id: file.id })}` });
    byClaim.set(claim_id, list);
  }
  return byClaim;
}

/** `8600 **** **** 1110` or `account ****5678`: what a claim's answers show of the payout. */
export function maskedPayout(row: Pick<ClaimRow, 'payout_method' | 'payout_card' | 'payout_account'>) {
  if (row.payout_method === 'card' && row.payout_card) {
    const digits = row.payout_card.replace(/\D/g, '');
    return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
  }
  if (row.payout_method === 'account' && row.payout_account) return `****${row.payout_account.slice(-4)}`;
  return null;
}

/** A list item; claims filed online add their files, the adjuster's note and the masked payout. */
export const claimItemOf = (row: ClaimRow, files: readonly ClaimFile[] = []): CabinetClaim => {
  const payout = maskedPayout(row);
  return {
    id: row.id,
    event_date: row.event_date,
    claim_status: row.status,
    product: row.product,
    product_type_id: productTypeIdOf(row.product),
    policy_number: row.policy_number,
    description: row.description,
    ...(files.length > 0 || row.policy_id !== null ? { files: [...files] } : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(payout ? { payout } : {}),
  };
};

export const claimDetailOf = (row: ClaimRow, files: readonly ClaimFile[] = []): CabinetClaimDetail => ({
  ...claimItemOf(row, files),
  claimed_uzs: row.claimed_uzs === null ? null : Number(row.claimed_uzs),
  paid_uzs: row.paid_uzs === null ? null : Number(row.paid_uzs),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
