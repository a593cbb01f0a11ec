import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cardDateExpired, SANDBOX_CARDS } from '../../subscriptions/sandbox-cards';

export type ChargeResult = 'charged' | 'declined' | 'expired';

export interface CardCharge {
  /** The charge's idempotency key: the processor answers a repeated key with its first answer. */
  readonly key: string;
  readonly token: string;
  readonly mask: string;
  /** MMYY. */
  readonly expiry: string;
  readonly amountUzs: number;
  readonly now: Date;
}

/** A recurring debit of a saved card (a real processor's "pay by token" with an idempotency key). */
export type CardProcessor = (charge: CardCharge) => Promise<ChargeResult>;

const sandboxCardOf = (mask: string) =>
  SANDBOX_CARDS.find(
    (c) => mask === `${c.number.slice(0, 4)} ${c.number.slice(4, 6)}** **** ${c.number.slice(-4)}`,
  );

/**
 * The sandbox processor: a card past its expiry month is `expired`, the declined test card `declined`, the
 * others `charged`. Its ledger (`sandbox_card_charges`) keeps one answer per key, written first-wins, so a
 * request repeated after a crash never debits twice, on any number of instances.
 */
export function sandboxCardProcessor(db: Kysely<Database>): CardProcessor {
  return async (charge) => {
    const known = await db
      .selectFrom('sandbox_card_charges')
      .select('result')
      .where('charge_key', '=', charge.key)
      .executeTakeFirst();
    if (known) return known.result;
    const card = sandboxCardOf(charge.mask);
    const result: ChargeResult = cardDateExpired(charge.expiry, charge.now)
      ? 'expired'
      : !card || card.recurringDeclined
        ? 'declined'
        : 'charged';
    await db
      .insertInto('sandbox_card_charges')
      .values({
        charge_key: charge.key,
        card_token: charge.token,
        amount_uzs: charge.amountUzs,
        result,
        created_at: charge.now.toISOString(),
      })
      .onConflict((oc) => oc.column('charge_key').doNothing())
      .execute();
    const stored = await db
      .selectFrom('sandbox_card_charges')
      .select('result')
      .where('charge_key', '=', charge.key)
      .executeTakeFirstOrThrow();
    return stored.result;
  };
}
