import { DEFAULT_LANG, LANG_TAGS, LANGS, privatePathHeads, publicPagePaths } from '@polis/routing';
import { assetPrefix } from './app-sources';

/**
 * `/sitemap.xml` and `/robots.txt` of the one origin. URLs are absolute: on `POLIS_PUBLIC_ORIGIN` when set
 * (production sets it: links in SMS use it too), else on the origin the request came to (its protocol and
 * `Host`; `X-Forwarded-*` only from a proxy `TRUST_PROXY` names).
 */

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `POLIS_PUBLIC_ORIGIN` as an origin (`https://polis.uz`), or null when unset or not an http(s) URL. */
export function configuredOrigin(env: Readonly<Record<string, string | undefined>>): string | null {
  const value = env.POLIS_PUBLIC_ORIGIN?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin to write into the files, or null for a Host header that is not a host name. */
export function originFor(
  configured: string | null,
  request: { readonly protocol: string; readonly host: string },
): string | null {
  if (configured) return configured;
  if (!HOST.test(request.host) || !/^https?$/.test(request.protocol)) return null;
  return `${request.protocol}://${request.host.toLowerCase()}`;
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every public page in uz, ru and en, each `<url>` with its `xhtml:link` alternates in the three languages
 * and `x-default` the Uzbek page: the same alternates the pages' own `<head>` carries (PageMeta of
 * @polis/shell), and no alternate that redirects.
 */
export function sitemapXml(origin: string, paths: readonly string[] = publicPagePaths()): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const path of paths) {
    const alternates = [
      ...LANGS.map((lang) => ({ hreflang: LANG_TAGS[lang], href: `${origin}/${lang}${path}` })),
      { hreflang: 'x-default', href: `${origin}/${DEFAULT_LANG}${path}` },
    ];
    for (const lang of LANGS) {
      lines.push('  <url>', `    <loc>${xml(`${origin}/${lang}${path}`)}</loc>`);
      for (const a of alternates) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`);
      }
      lines.push('  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * Crawlers stay out of the API, the sandbox, the cabinet, the webview (native apps' wizards and payment
 * returns) and a buyer's own pages, in every language and without one (those redirect). `$` ends a rule at
 * the segment (RFC 9309), so `/uz/mobile` does not also shut out `/uz/mobile-app`.
 */
export function robotsTxt(origin: string, heads: readonly string[] = privatePathHeads()): string {
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /sandbox',
    `Disallow: ${assetPrefix('cabinet')}`,
  ];
  lines.push(`Disallow: ${assetPrefix('webview')}`);
  for (const head of heads) {
    for (const prefix of ['', ...LANGS.map((lang) => `/${lang}`)]) {
      lines.push(`Disallow: ${prefix}/${head}$`, `Disallow: ${prefix}/${head}/`);
    }
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** Both files as served: built once per origin (a few, unless Host headers are made up: then not kept). */
export function seoFiles(configured: string | null) {
  const kept = new Map<string, { sitemap: string; robots: string }>();
  return (origin: string) => {
    let files = kept.get(origin);
    if (!files) {
      files = { sitemap: sitemapXml(origin), robots: robotsTxt(origin) };
      if (configured || kept.size < 8) kept.set(origin, files);
    }
    return files;
  };
}
