// The server side of the webview's prerendering (tools/prerender.mjs builds this file for Node and calls it at
// build time): each product's first step inside the native apps, in each language, as the first render draws it.
import { prerender } from 'react-dom/static';
import { LANGS, ROUTES } from '@polis/routing';
import { hostAppConfig, prerenderHostPage } from '@polis/shell';
import { webviewApp } from './webview-app';

const config = hostAppConfig({ ...webviewApp, env: import.meta.env });

/**
 * Every path to prerender: each product wizard of the native apps (`mobile/<product>`, without an
 * advertising channel: the same page) under each language prefix. The payment return and thank-you pages
 * show one payment or contract, named in their address: the app's shell draws them.
 */
export function prerenderPaths(): string[] {
  const wizards = ROUTES.filter(
    (r) => r.app === 'webview' && r.path.startsWith('mobile/') && !r.path.includes(':'),
  );
  return LANGS.flatMap((lang) => wizards.map((r) => `/${lang}/${r.path}`));
}

/** Unknown webview paths get the app's shell, which draws the 404 page. */
export function notFoundPages(): [string, string][] {
  return [];
}

export const renderPage = (pathname: string): Promise<string> => prerenderHostPage(config, pathname, prerender);
