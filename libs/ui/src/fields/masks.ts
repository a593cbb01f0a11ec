/** A react-text-mask mask: one entry per character, a RegExp for a slot the user fills, a string for a literal. */
export type Mask = Array<string | RegExp>;

// Uzbek Cyrillic adds Ў Қ Ғ Ҳ to the Russian alphabet; vehicle and document series use both scripts.
const UPPER = 'A-ZА-ЯЁЎҚҒҲ';
const LOWER = 'a-zа-яёўқғҳ';

const TOKENS: ReadonlyMap<string, RegExp> = new Map([
  ['#', /\d/],
  ['X', new RegExp(`[0-9${UPPER}${LOWER}]`)],
  ['S', new RegExp(`[${UPPER}${LOWER}]`)],
  ['A', new RegExp(`[${UPPER}]`)],
  ['a', new RegExp(`[${LOWER}]`)],
]);

/**
 * The spec's mask pattern as a react-text-mask mask: `#` digit, `X` letter or digit, `S` letter,
 * `A` uppercase letter, `a` lowercase letter (Latin and Cyrillic); every other character is a literal.
 */
export function maskFromPattern(pattern: string): Mask {
  return Array.from(pattern, (char) => TOKENS.get(char) ?? char);
}

/** The same mask accepting either case, so a pipe can upper-case what the user types in lower case. */
export function caseInsensitiveMask(mask: ReadonlyArray<string | RegExp>): Mask {
  return mask.map((part) =>
    part instanceof RegExp && !part.flags.includes('i') ? new RegExp(part.source, `${part.flags}i`) : part,
  );
}

export const PHONE_PATTERN = '+998 ## ### ## ##';
export const DATE_PATTERN = '##.##.####';

/** Uzbek mobile numbers: the `+998 ` prefix is fixed, the user types the nine digits after it. */
export const PHONE_MASK: ReadonlyArray<string | RegExp> = Object.freeze(maskFromPattern(PHONE_PATTERN));
export const DATE_MASK: ReadonlyArray<string | RegExp> = Object.freeze(maskFromPattern(DATE_PATTERN));
