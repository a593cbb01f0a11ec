import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostApp, Lang } from '@polis/routing';

export const HOST_APPS: readonly HostApp[] = ['site', 'webview', 'cabinet'];

/** URL prefix of an app's files: each app is built with Vite `base` `/_<app>/`. */
export const assetPrefix = (app: HostApp) => `/_${app}/`;

/** Vite dev server ports of tools/dev.mjs. */
export const DEV_PORTS: Readonly<Record<HostApp, number>> = { site: 4201, webview: 4202, cabinet: 4203 };

export interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
}

/** Where pages come from: the built apps on disk, or the Vite dev servers in dev proxy mode. */
export interface AppSource {
  indexHtml(app: HostApp): Promise<string | null>;
  /** A top-level file of the site app (`version.json`, `robots.txt`), served at the origin's root. */
  rootFile(name: string): Promise<StaticFile | null>;
  /** What to tell the visitor when an app is not there. */
  missingHint(app: HostApp): string;
  /**
   * The prerendered HTML of a page of an app (a public site page `/ru/osago`, a webview wizard, the cabinet's
   * login page), or null when the build wrote none for it: the server then answers the SPA shell. Optional:
   * dev proxy mode has none.
   */
  prerenderedHtml?(app: HostApp, pathname: string): Promise<string | null>;
  /**
   * The prerendered 404 page of a language, in the business layout or the default one, or null when the
   * build wrote none. Its NOT_FOUND_SEGMENT stands for the path asked for.
   */
  prerenderedNotFound?(lang: Lang, business: boolean): Promise<string | null>;
}

/** Where a build writes an app's prerendered pages: `<dist>/<app>/prerendered/<lang>/<path>/index.html`. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * Stands for the public origin in a prerendered page's canonical and hreflang links (tools/prerender.mjs
 * writes it): the server puts the origin it serves under in its place, as for the sitemap.
 */
export const ORIGIN_TOKEN = '__POLIS_ORIGIN__';

/** Where the prerendered 404 pages were rendered (`/uz/__polis_404__`): the path asked for takes its place. */
export const NOT_FOUND_SEGMENT = '__polis_404__';

/**
 * The file of a page path under the prerendered folder, or null for a path that cannot be one (a dot
 * segment, an escape, an encoded separator): only plain segments of a matched route ever reach the disk.
 */
export function prerenderedFile(distDir: string, pathname: string, app: HostApp = 'site'): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (!segments.length || segments.some((s) => !/^[A-Za-z0-9_-]+$/.test(s))) return null;
  const root = path.join(distDir, app, PRERENDERED_DIR);
  const file = path.join(root, ...segments, 'index.html');
  return file.startsWith(root + path.sep) ? file : null;
}

const TYPES: Readonly<Record<string, string>> = {
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};
const typeOf = (name: string) => TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'EISDIR'
    ) {
      return null;
    }
    throw error;
  }
}

/**
 * index.html is read on every request rather than cached: a rebuild replaces the hashed asset names it
 * points to, and a stale copy would load files that no longer exist. It is a few kilobytes.
 */
export function distSource(distDir: string): AppSource {
  return {
    indexHtml: async (app) =>
      (await readOrNull(path.join(distDir, app, 'index.html')))?.toString('utf8') ?? null,
    rootFile: async (name) => {
      const body = await readOrNull(path.join(distDir, 'site', name));
      return body ? { body, type: typeOf(name) } : null;
    },
    prerenderedHtml: async (app, pathname) => {
      const file = prerenderedFile(distDir, pathname, app);
      return file ? ((await readOrNull(file))?.toString('utf8') ?? null) : null;
    },
    prerenderedNotFound: async (lang, business) => {
      const file = path.join(
        distDir,
        'site',
        PRERENDERED_DIR,
        lang,
        ...(business ? ['for-business'] : []),
        '404.html',
      );
      return (await readOrNull(file))?.toString('utf8') ?? null;
    },
    missingHint: (app) =>
      `The ${app} app is not built yet (no ${path.join(distDir, app, 'index.html')}). ` +
      'Run <code>npm start</code>, or <code>npx nx build ' +
      app +
      '</code> and restart the server.',
  };
}

export const devOrigin = (app: HostApp) => `http://localhost:${DEV_PORTS[app]}`;

async function fetchOrNull(url: string, accept: string): Promise<Response | null> {
  try {
    const response = await fetch(url, { headers: { accept } });
    return response.ok ? response : null;
  } catch {
    return null;
  }
}

/** Dev proxy mode: Vite serves a transformed index.html for its base path and public files beneath it. */
export function devServerSource(): AppSource {
  return {
    indexHtml: async (app) =>
      (await fetchOrNull(`${devOrigin(app)}${assetPrefix(app)}`, 'text/html'))?.text() ?? null,
    rootFile: async (name) => {
      const response = await fetchOrNull(`${devOrigin('site')}${assetPrefix('site')}${name}`, '*/*');
      // Vite answers unknown paths under its base with index.html; that is not the file we asked for.
      if (!response || response.headers.get('content-type')?.startsWith('text/html')) return null;
      return { body: Buffer.from(await response.arrayBuffer()), type: typeOf(name) };
    },
    missingHint: (app) =>
      `The Vite dev server of ${app} does not answer on port ${DEV_PORTS[app]}. Start everything with <code>npm run dev</code>.`,
  };
}
