// The server side of the site's prerendering (tools/prerender.mjs builds this file for Node and calls it at
// build time): every public page, in each language, rendered to HTML as the browser's first render draws it.
import { prerender } from 'react-dom/static';
import { LANGS, publicPagePaths } from '@polis/routing';
import { createHostApp, hostAppConfig, loadFirstPage } from '@polis/shell';
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

/**
 * The HTML of one page: React's output, whose leading `<title>`, `<meta>` and `<link>` tags (the page's
 * PageMeta, hoisted by React) belong in the document's head.
 */
export async function renderPage(pathname: string): Promise<string> {
  // A part that suspends while React renders (a catalogue or module loading for the first time) would come
  // out of order, revealed by an inline script: no content without JavaScript. Rendering again once all is
  // loaded gives each part in its place.
  for (let attempt = 1; ; attempt += 1) {
    const html = await renderOnce(pathname);
    if (!html.includes('<template id="B:') || attempt === 3) return html;
  }
}

async function renderOnce(pathname: string): Promise<string> {
  const first = await loadFirstPage(config, pathname);
  const { element } = createHostApp(config, { ...first, location: pathname });
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // React moves a large finished part to the end of the stream, behind a script; a file has no stream.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // A page that fails on the server is not prerendered (the server then sends the app's shell for it).
  if (errors.length) throw errors[0];
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html += decoder.decode(value, { stream: true });
  }
  return html + decoder.decode();
}
