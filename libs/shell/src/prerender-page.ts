import type { prerender as reactPrerender } from 'react-dom/static';
import { createHostApp, loadFirstPage, type HostAppConfig } from './host-app';

/**
 * The HTML of one page of a host app as the browser's first render draws it (tools/prerender.mjs builds each
 * app's `src/prerender.tsx` for Node and calls it at build time). React's `prerender` is passed in by the app,
 * so that react-dom/static never reaches a browser bundle through this library.
 *
 * The leading `<title>`, `<meta>` and `<link>` tags of the answer are the page's PageMeta, hoisted by React:
 * they belong in the document's head.
 */
export async function prerenderHostPage(
  config: HostAppConfig,
  pathname: string,
  prerender: typeof reactPrerender,
): Promise<string> {
  // A part that suspends while React renders (a catalogue or module loading for the first time) would come
  // out of order, revealed by an inline script: no content without JavaScript. Rendering again once all is
  // loaded gives each part in its place.
  for (let attempt = 1; ; attempt += 1) {
    const html = await renderOnce(config, pathname, prerender);
    if (!html.includes('<template id="B:') || attempt === 3) return html;
  }
}

async function renderOnce(
  config: HostAppConfig,
  pathname: string,
  prerender: typeof reactPrerender,
): Promise<string> {
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
