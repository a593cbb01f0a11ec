import { createContext, useContext } from 'react';
import { DEFAULT_LANG, type Lang } from '@polis/routing';

export interface LangSettings {
  readonly lang: Lang;
  /** Mark the language cookie Secure (the site is embedded cross-origin over https). */
  readonly crossOriginCookie: boolean;
}

export const LangContext = createContext<LangSettings>({ lang: DEFAULT_LANG, crossOriginCookie: false });

/** The page's language (from its route prefix). */
export const useLang = (): Lang => useContext(LangContext).lang;
export const useLangSettings = (): LangSettings => useContext(LangContext);
