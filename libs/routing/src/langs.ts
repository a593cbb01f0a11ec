export const LANGS = ['uz', 'en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
/** The spec leaves the default open; Uzbek is the state language and the insurer's first language. */
export const DEFAULT_LANG: Lang = 'uz';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);
