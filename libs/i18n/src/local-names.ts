import type { Lang } from '@polis/routing';

/** A name the API gives in its three languages (countries, programs, risks, clinics' cities). */
export interface Names {
  readonly uz: string;
  readonly ru: string;
  readonly en: string;
}

let transliterate: ((text: string) => string) | null = null;

/**
 * Loads the transliteration with every Cyrillic Uzbek catalogue (combineMessageSources), so a page in that
 * language has it before it renders and pages in the other languages never download it.
 */
export async function loadCyrillic(): Promise<void> {
  transliterate ??= (await import('@polis/uz-cyrl')).toCyrillic;
}

/** An Uzbek (Latin) text the API gave, in Cyrillic script (as it is until the transliteration has loaded). */
export const inCyrillic = (text: string): string => (transliterate ? transliterate(text) : text);

/** The name in the page's language; Uzbek in Cyrillic script is the Uzbek name transliterated. */
export function nameIn(names: Names, lang: Lang): string {
  return lang === 'uz-cyrl' ? inCyrillic(names.uz) : names[lang];
}

/** The same for rows that spell their names `name_uz`, `name_ru`, `name_en`. */
export function rowNameIn(
  row: { readonly name_uz: string; readonly name_ru: string; readonly name_en: string } | undefined,
  lang: Lang,
) {
  return row ? nameIn({ uz: row.name_uz, ru: row.name_ru, en: row.name_en }, lang) : '';
}
