import { DEFAULT_LANG, isLang, type Lang } from './langs';

/** Cookie that remembers the chosen language (spec 000 section 2). */
export const LANG_COOKIE = 'i18n_redirected';
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** First supported language in a browser's preference list (`ru-RU` counts as `ru`, `uz-Cyrl-UZ` as `uz-cyrl`). */
export function browserLang(languages: readonly string[] | undefined | null): Lang | null {
  for (const tag of languages ?? []) {
    const subtags = tag.trim().toLowerCase().split(/[-_]/);
    if (subtags[0] === 'uz' && subtags.includes('cyrl')) return 'uz-cyrl';
    if (isLang(subtags[0])) return subtags[0];
  }
  return null;
}

/** `Accept-Language: ru-RU,ru;q=0.9,en;q=0.8` as an ordered list of tags. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}

export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

export function langFromCookie(cookieHeader: string | undefined | null): Lang | null {
  const value = readCookie(cookieHeader, LANG_COOKIE);
  return isLang(value) ? value : null;
}

export interface LangSources {
  readonly prefix?: string | null;
  readonly cookie?: string | null;
  readonly browser?: readonly string[] | null;
}

/** The language order of the spec: route prefix, then cookie, then browser languages, then the default. */
export function resolveLang({ prefix, cookie, browser }: LangSources): Lang {
  if (isLang(prefix)) return prefix;
  const fromCookie = langFromCookie(cookie);
  if (fromCookie) return fromCookie;
  return browserLang(browser) ?? DEFAULT_LANG;
}

/**
 * The cookie string for `document.cookie` or `Set-Cookie`: 365 days, path /, SameSite=Lax, and Secure only
 * when the site is configured for cross-origin use (an embedding partner on https).
 */
export function langCookie(lang: Lang, { crossOrigin = false }: { crossOrigin?: boolean } = {}): string {
  const parts = [`${LANG_COOKIE}=${lang}`, `Max-Age=${LANG_COOKIE_MAX_AGE}`, 'Path=/', 'SameSite=Lax'];
  if (crossOrigin) parts.push('Secure');
  return parts.join('; ');
}
