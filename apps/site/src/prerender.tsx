// The server side of the site's prerendering (tools/prerender.mjs builds this file for Node and calls it at
// build time): every public page, in each language, rendered to HTML as the browser's first render draws it.
import { prerender } from 'react-dom/static';
import { LANGS, publicPagePaths } from '@polis/routing';
import { hostAppConfig, prerenderHostPage } from '@polis/shell';
import { siteApp } from './site-app';

const config = hostAppConfig({ ...siteApp, env: import.meta.env });

/** Every path to prerender: each public page under each language prefix (`/uz`, `/ru/osago`, ...). */
export function prerenderPaths(): string[] {
  // publicPagePaths gives `''` for the home page, then `/osago`, `/catalogue/auto`, ...
  return LANGS.flatMap((lang) => publicPagePaths().map((page) => `/${lang}${page}`));
}

/**
 * The path segment the 404 pages are prerendered at (`/uz/__polis_404__`, `/uz/for-business/__polis_404__`):
 * the server writes the path asked for in its place (apps/api/src/pages/app-sources.ts has the same).
 */
export const NOT_FOUND_SEGMENT = '__polis_404__';

/** The 404 page of each layout in each language: `[path to render, file under prerendered/]`. */
export function notFoundPages(): [string, string][] {
  return LANGS.flatMap((lang): [string, string][] => [
    [`/${lang}/${NOT_FOUND_SEGMENT}`, `${lang}/404.html`],
    [`/${lang}/for-business/${NOT_FOUND_SEGMENT}`, `${lang}/for-business/404.html`],
  ]);
}

/** The HTML of one page: React's output, whose leading head tags (the page's PageMeta) belong in the head. */
export const renderPage = (pathname: string): Promise<string> => prerenderHostPage(config, pathname, prerender);
