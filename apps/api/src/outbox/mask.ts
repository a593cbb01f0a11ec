/**
 * Masking for everything that leaves the system as free text (chat relay messages, verification answers).
 * The spec allows naming the product, a masked phone and a product detail, "never a full passport, PINFL
 * or card". Patterns run from the most specific to the catch-all so a card is not first eaten as a phone.
 */

const CARD = /(?<!\d)\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?(\d{4})(?!\d)/g;
const PHONE = /(?<!\d)\+?998[ -]?\(?(\d{2})\)?[ -]?\d{3}[ -]?\d{2}[ -]?(\d{2})(?!\d)/g;
/** Uzbek passports and ID cards: two Latin letters and seven digits (AA1234567, AD 1234567). */
const PASSPORT = /(?<![A-Za-z])([A-Za-z]{2})[ -]?\d{7}(?!\d)/g;
/**
 * PINFL (14), INN (9), cards without separators, bank accounts (20): a run of 9+ digits is personal until
 * proven not. Shorter runs stay: policy numbers (7) and dates must remain readable in reports.
 */
const LONG_DIGITS = /\d{9,}/g;

/** `998901234567` or `+998 90 123 45 67` -> `+998 90 *** ** 67` (operator code and last two digits stay). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  const local = digits.startsWith('998') && digits.length === 12 ? digits.slice(3) : digits.slice(-9);
  return `+998 ${local.slice(0, 2)} *** ** ${local.slice(-2)}`;
}

/** Replaces cards, phones, passports and long digit runs in free text; already masked text is unchanged. */
export function maskSensitive(text: string): string {
  return text
    .replace(CARD, (_m, last4: string) => `**** **** **** ${last4}`)
    .replace(PHONE, (_m, operator: string, last2: string) => `+998 ${operator} *** ** ${last2}`)
    .replace(PASSPORT, (_m, series: string) => `${series.toUpperCase()} *******`)
    .replace(LONG_DIGITS, (run) => '*'.repeat(run.length));
}

/**
 * "Aziz Karimov" -> "A*** K***": the initials identify the policy to its holder without naming them to
 * anyone who scans the QR code. Words are split on whitespace only so `Gʻulom` keeps its apostrophe inside.
 */
export function maskHolderName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.map((word) => `${Array.from(word)[0]?.toUpperCase() ?? ''}***`).join(' ');
}

/**
 * `Karimov Alisher Bahodirovich` -> `K. Alisher`: enough for the owner to recognise themselves, not to
 * identify someone (a vehicle's registered owner before their passport matched, a renewal's holder).
 */
export function maskPersonName(full: string): string {
  const [last = '', first = ''] = full.trim().split(/\s+/);
  const initial = last ? `${Array.from(last)[0] ?? ''}.` : '';
  return [initial, first].filter(Boolean).join(' ');
}

/** `alisher@example.uz` -> `a***@example.uz`: enough to recognise one's own address (a renewal link's offer). */
export const maskEmail = (email: string): string => email.replace(/^(.)[^@]*@/, '$1***@');

/** Text for Telegram's parse_mode HTML: only these three characters are special there. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
