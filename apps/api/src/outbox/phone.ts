/**
 * The spec's forms send phones without the plus and spaces, the invoice form even without the 998 prefix
 * ("Invoice phone strips a 4-character prefix"). Both reach the same stored form: 998 + 9 digits.
 */
export function normalizeUzPhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const compact = String(input).replace(/[\s()+-]/g, '');
  if (/^998\d{9}$/.test(compact)) return compact;
  if (/^\d{9}$/.test(compact)) return `998${compact}`;
  return null;
}
