import { randomBytes } from 'node:crypto';
import type { SubscriptionStatusCode } from '@polis/api-contract';
import { tashkentDate } from '../contracts/format';

type CardOutcome = 'ok' | 'declined' | 'expired';

interface SandboxCard {
  readonly number: string;
  readonly outcome: CardOutcome;
  /** The phone the bank sends card codes to; null: the code goes to the contract's phone. */
  readonly bankPhone: string | null;
  /** Binds fine, but the later recurring charges are declined (monthly mini KASKO's declined card). */
  readonly recurringDeclined?: true;
}

/**
 * The card processor of the sandbox knows these cards only (Luhn-valid, documented in the README). No
 * processor is integrated for production, where the card calls answer 503.
 */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '8600111111111110', outcome: 'ok', bankPhone: null },
  { number: '9860444444444442', outcome: 'ok', bankPhone: '998909990011' },
  { number: '8600222222222223', outcome: 'declined', bankPhone: null },
  { number: '8600333333333336', outcome: 'expired', bankPhone: null },
  { number: '8600555555555556', outcome: 'ok', bankPhone: null, recurringDeclined: true },
];

export interface AcceptedCard {
  /** The processor's handle on the card: random, never derived from the number (a hash could be reversed). */
  readonly token: string;
  readonly mask: string;
  /** MMYY. */
  readonly expiry: string;
  readonly bankPhone: string | null;
}

export type CardVerdict =
  | { readonly ok: true; readonly card: AcceptedCard }
  | { readonly ok: false; readonly code: Extract<SubscriptionStatusCode, `card_${string}`> };

export const cardDigits = (cardNumber: string) => cardNumber.replace(/\D/g, '');

/** First six (the bank) and last four (what people recognise) digits, as PCI DSS allows showing. */
export function maskCard(cardNumber: string): string {
  const digits = cardDigits(cardNumber);
  return `${digits.slice(0, 4)} ${digits.slice(4, 6)}** **** ${digits.slice(-4)}`;
}

/** MMYY or MM/YY -> MMYY. */
export const normalizeCardDate = (cardDate: string) => cardDate.replace('/', '');

/** A card is good through the last day of its expiry month (Tashkent calendar). */
export function cardDateExpired(mmyy: string, now: Date): boolean {
  const expiry = `20${mmyy.slice(2, 4)}-${mmyy.slice(0, 2)}`;
  return expiry < tashkentDate(now).slice(0, 7);
}

/** What the sandbox processor answers to "bind this card". */
export function checkSandboxCard(cardNumber: string, cardDate: string, now: Date): CardVerdict {
  const digits = cardDigits(cardNumber);
  const expiry = normalizeCardDate(cardDate);
  const card = SANDBOX_CARDS.find((c) => c.number === digits);
  if (!card) return { ok: false, code: 'card_not_found' };
  if (card.outcome === 'declined') return { ok: false, code: 'card_declined' };
  if (card.outcome === 'expired' || cardDateExpired(expiry, now)) return { ok: false, code: 'card_expired' };
  return {
    ok: true,
    card: {
      token: `tok_${randomBytes(24).toString('hex')}`,
      mask: maskCard(digits),
      expiry,
      bankPhone: card.bankPhone,
    },
  };
}
