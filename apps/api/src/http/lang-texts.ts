import type { InterfaceLang, PaymentLang } from '@polis/api-contract';
import { toCyrillic } from '@polis/uz-cyrl';

/**
 * Uzbek in Cyrillic script is never written by hand in the API: it is the Uzbek (Latin) text through the
 * standard transliteration (`@polis/uz-cyrl`, which keeps links, codes and brands Latin). These helpers are the
 * one place that does it, for the text tables (`withCyrillic`) and for the names a table holds per language
 * (`textIn`).
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A text's own words in Cyrillic, the `kept` values in it as they are: what a text function was given (an order
 * id of letters, a name as the passport spells it, a claim's note) is printed as given.
 */
function toCyrillicKeeping(text: string, kept: readonly string[]): string {
  if (kept.length === 0) return toCyrillic(text);
  const pattern = new RegExp(kept.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  let out = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += toCyrillic(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + toCyrillic(text.slice(last));
}

/** The texts a function's arguments bring (strings, and the strings of an object of them), longest first. */
function argumentTexts(args: readonly unknown[]): string[] {
  const texts = args.flatMap((arg) => (isPlainObject(arg) ? Object.values(arg) : [arg]));
  return texts
    .filter((text): text is string => typeof text === 'string' && /[A-Za-z]/.test(text))
    .sort((a, b) => b.length - a.length);
}

/**
 * The brand stays Latin on Uzbek Cyrillic texts as on the pages: it opens every SMS ("Polis: ...") and signs the
 * mail ("Polis jamoasi"). Elsewhere `polis` is the Uzbek word for a policy and is transliterated ("полисингиз").
 */
const BRAND_OPENINGS = ['Polis:', 'Polis jamoasi'] as const;
const BRAND = 'Polis';

function textToCyrillic(text: string, kept: readonly string[]): string {
  return BRAND_OPENINGS.some((opening) => text.startsWith(opening))
    ? BRAND + toCyrillicKeeping(text.slice(BRAND.length), kept)
    : toCyrillicKeeping(text, kept);
}

/**
 * A value with every text in it transliterated: strings, arrays, plain objects, and what functions return (their
 * arguments' texts left as given).
 */
export function cyrillic<T>(value: T, kept: readonly string[] = []): T {
  if (typeof value === 'string') return textToCyrillic(value, kept) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => cyrillic(fn(...args), [...kept, ...argumentTexts(args)])) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => cyrillic(item, kept)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cyrillic(item, kept)])) as T;
  }
  return value;
}

/**
 * A text table of the payment languages with Uzbek in Cyrillic script added, made from its `uz` entry the first
 * time it is read (a module that never meets a Cyrillic request never transliterates).
 */
export function withCyrillic<T>(table: Readonly<Record<PaymentLang, T>>): Readonly<Record<InterfaceLang, T>> {
  let made: { value: T } | undefined;
  return Object.defineProperty({ ...table }, 'uz-cyrl', {
    enumerable: true,
    get: () => (made ??= { value: cyrillic(table.uz) }).value,
  }) as Record<InterfaceLang, T>;
}

/**
 * The text of a `{ uz, ru, en }` triple in an interface language: Uzbek in Cyrillic script is its own `uz-cyrl`
 * when it has one (a value printed as typed, an address or a name, is the same in every script), else the `uz`
 * text transliterated.
 */
export function textIn(
  texts: Readonly<Record<PaymentLang, string>> & { readonly 'uz-cyrl'?: string },
  lang: InterfaceLang,
): string {
  return lang === 'uz-cyrl' ? (texts['uz-cyrl'] ?? toCyrillic(texts.uz)) : texts[lang];
}
