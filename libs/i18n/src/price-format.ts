/**
 * UZS amounts: groups of three digits separated by a space, at most two decimals, no trailing zeros
 * (spec 000 section 9): what en-US number formatting gives with its commas made spaces. Written out by
 * hand: the first Intl.NumberFormat of a page costs tens of milliseconds of main thread (locale data), and
 * every product page shows a price while it hydrates.
 */
export function formatPrice(amount: number): string {
  // Beyond 1e21 String switches to exponent notation; Infinity and NaN have no digits to group.
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21)
    return fallbackFormat().format(amount).replace(/,/g, ' ');
  const [whole, fraction] = roundToCents(Math.abs(amount));
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ' ');
  // Intl's sign: -0 and -0.001 give "-0".
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The amount's shortest decimal form (what String gives, and what Intl rounds) rounded half up to two
 * decimals, as whole and two-digit fraction strings.
 */
function roundToCents(abs: number): [string, string] {
  const text = String(abs);
  // Exponent notation below 1e21 only for amounts under 1e-6, which round to 0.
  if (text.includes('e')) return ['0', '00'];
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const cents = fraction.padEnd(2, '0');
  if (cents.length === 2 || cents[2]! < '5') return [whole, cents.slice(0, 2)];
  const rounded = (BigInt(whole + cents.slice(0, 2)) + 1n).toString().padStart(3, '0');
  return [rounded.slice(0, -2), rounded.slice(-2)];
}

let fallback: Intl.NumberFormat | undefined;
function fallbackFormat(): Intl.NumberFormat {
  fallback ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return fallback;
}

/** A sum with the page's currency word, as text (`115 000 000 UZS`, `… сум`, `… soʻm`): summaries and labels. */
export function priceText(
  intl: { formatMessage(d: { id: string; defaultMessage?: string }, v?: Record<string, string>): string },
  amount: number,
): string {
  return intl.formatMessage(
    { id: 'i18n.price.uzs', defaultMessage: '{amount} UZS' },
    { amount: formatPrice(amount) },
  );
}
