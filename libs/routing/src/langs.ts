/**
 * Interface languages, each also its path prefix and the value of the language cookie. `uz-cyrl` is Uzbek in
 * Cyrillic script, made from the Uzbek (Latin) texts (libs/uz-cyrl); its prefix is its BCP 47 tag in lower case:
 * `/oz`, which some Uzbek sites use, means the *Latin* script on gov.uz (where `/uz` is Cyrillic), the opposite of
 * what `/uz` is here.
 */
export const LANGS = ['uz', 'en', 'ru', 'uz-cyrl'] as const;
export type Lang = (typeof LANGS)[number];
/** The spec leaves the default open; Uzbek is the state language and the insurer's first language. */
export const DEFAULT_LANG: Lang = 'uz';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** BCP 47 tags: `<html lang>`, `hreflang`, and the locale of number and date formats. */
export const LANG_TAGS: Readonly<Record<Lang, string>> = {
  uz: 'uz',
  en: 'en',
  ru: 'ru',
  'uz-cyrl': 'uz-Cyrl',
};

/** The language of a BCP 47 locale (react-intl's `intl.locale`): `uz-Cyrl` is `uz-cyrl`, `ru-RU` is `ru`. */
export function langOfLocale(locale: string): Lang {
  const subtags = locale.toLowerCase().split(/[-_]/);
  if (subtags[0] === 'uz' && subtags.includes('cyrl')) return 'uz-cyrl';
  return isLang(subtags[0]) ? subtags[0] : DEFAULT_LANG;
}

/** The language without its script, for what is kept in uz, ru and en only (Cyrillic Uzbek is Uzbek). */
export const baseLang = (lang: Lang): 'uz' | 'ru' | 'en' => (lang === 'uz-cyrl' ? 'uz' : lang);
