const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** UZS amounts: en-US grouping with the thousands separator replaced by a space (spec 000 section 9). */
export function formatPrice(amount: number): string {
  return numberFormat.format(amount).replace(/,/g, ' ');
}
