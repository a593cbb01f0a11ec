import type { Kysely } from 'kysely';
import { OSAGO_DISCOUNTS } from '@polis/tariffs';
import type { Database } from '../../db/schema';

export const NO_DISCOUNT = 1;

/**
 * The benefit category a person may use on a vehicle: theirs in the benefit registry, and only on a
 * vehicle they own (a pensioner's discount does not travel to a neighbour's car). 1 (none) otherwise.
 */
export async function entitledDiscount(
  db: Kysely<Database>,
  pinfl: string,
  plate: string | null,
): Promise<number> {
  const benefit = await db
    .selectFrom('osago_benefits')
    .select('discount_id')
    .where('pinfl', '=', pinfl)
    .executeTakeFirst();
  if (!benefit || plate === null) return NO_DISCOUNT;
  const owned = await db
    .selectFrom('vehicles')
    .select('id')
    .where('gov_number', '=', plate)
    .where('owner_type', '=', 'person')
    .where('owner_pinfl', '=', pinfl)
    .executeTakeFirst();
  return owned ? benefit.discount_id : NO_DISCOUNT;
}

export const discountPercent = (discountId: number) => OSAGO_DISCOUNTS[discountId] ?? 0;

/**
 * The discount a save is priced with: the one claimed when the owner is entitled to exactly it, else none.
 * A wrong claim is therefore priced in full, and the total the client computed with it meets a 422 with
 * the full figure; an entitled owner who claims nothing pays in full (the claim is the customer's choice).
 */
export const appliedDiscount = (claimed: number, entitled: number) =>
  claimed === entitled ? claimed : NO_DISCOUNT;
