/** Uzcard (8600...) and Humo (9860...) numbers have 16 digits; the field shows them in groups of four. */
export const CARD_NUMBER_PATTERN = '#### #### #### ####';
/** Expiry as printed on the card. */
export const CARD_DATE_PATTERN = '##/##';

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

export const isCompleteCardNumber = (value: string): boolean => /^\d{16}$/.test(cardDigits(value));

/** `MM/YY` as typed -> `MMYY` as `/web/subscription/*` takes it. */
export const cardDateForApi = (value: string): string => cardDigits(value);

/**
 * A real month, and not before the current one (a card is valid to the end of its month). The server
 * checks again in Tashkent time; this only spares the customer a round trip for a typo.
 */
export function cardDateProblem(
  value: string,
  now: Date = new Date(),
): 'incomplete' | 'month' | 'past' | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return 'incomplete';
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return 'month';
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : null;
}
