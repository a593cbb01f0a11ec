import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LANG_COOKIE, readCookie, resolveLang, switchLangPath, type Lang } from '@polis/routing';
import { writeLangCookie } from './links';

/** Language for a path without a prefix: cookie, then the browser's languages, then the default. */
export function detectLang(): Lang {
  return resolveLang({ cookie: document.cookie, browser: navigator.languages ?? [navigator.language] });
}

/**
 * Rendered for paths without a language prefix (the root path on a first visit): remembers the detected
 * language in the cookie and redirects to the same page under its prefix.
 */
export function LangRedirect({ crossOriginCookie = false }: { crossOriginCookie?: boolean }) {
  const location = useLocation();
  const lang = detectLang();
  if (!readCookie(document.cookie, LANG_COOKIE)) writeLangCookie(lang, crossOriginCookie);
  return <Navigate replace to={switchLangPath(location.pathname, location.search, lang) + location.hash} />;
}

/** Remembers the language of a prefixed page when no cookie is set yet. */
export function useRememberLang(lang: Lang, crossOriginCookie = false) {
  useEffect(() => {
    if (!readCookie(document.cookie, LANG_COOKIE)) writeLangCookie(lang, crossOriginCookie);
  }, [lang, crossOriginCookie]);
}
