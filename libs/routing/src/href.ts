import { isLang, type Lang } from './langs';

/**
 * Builds a localised path from a route pattern: `href('ru', 'osago/:ad?', { ad: 'beeline' })` is `/ru/osago/beeline`.
 * Missing optional parameters are dropped; a missing required one is a programming error.
 */
export function href(
  lang: Lang,
  pattern: string,
  params: Readonly<Record<string, string | number | undefined>> = {},
) {
  const parts = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === '') {
        if (optional) return [];
        throw new Error(`href: missing parameter "${name}" for ${pattern}`);
      }
      return [encodeURIComponent(String(value))];
    });
  return `/${[lang, ...parts].join('/')}`;
}

/** The same page in another language: `/ru/osago?x=1` -> `/uz/osago?x=1`. */
export function switchLangPath(pathname: string, search: string, lang: Lang): string {
  const parts = pathname.split('/').filter(Boolean);
  if (isLang(parts[0])) parts.shift();
  return `/${[lang, ...parts].join('/')}${search}`;
}
