// The server side of the cabinet's prerendering (tools/prerender.mjs builds this file for Node and calls it at
// build time): the login page, the one page of the cabinet that is the same for every visitor, in each language.
import { prerender } from 'react-dom/static';
import { LANGS } from '@polis/routing';
import { hostAppConfig, prerenderHostPage } from '@polis/shell';
import { cabinetApp } from './cabinet-app';

const config = hostAppConfig({ ...cabinetApp, env: import.meta.env });

/**
 * Every path to prerender: `/{lang}/login`. A visitor with a session is sent on to the dashboard once the
 * app runs; `login/{app}` and the dashboard's pages are drawn by the app's shell.
 */
export function prerenderPaths(): string[] {
  return LANGS.map((lang) => `/${lang}/login`);
}

/** Unknown cabinet paths get the app's shell, which draws the 404 page. */
export function notFoundPages(): [string, string][] {
  return [];
}

export const renderPage = (pathname: string): Promise<string> => prerenderHostPage(config, pathname, prerender);
