import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appForPath,
  langCookie,
  langFromCookie,
  matchRoute,
  parseAcceptLanguage,
  resolveLang,
  splitLang,
  type HostApp,
} from '@polis/routing';
import { NO_CACHE } from './app-assets';
import { compressAnswer } from './compression';
import { NOT_FOUND_SEGMENT, ORIGIN_TOKEN, type AppSource } from './app-sources';
import { configuredOrigin, originFor, seoFiles } from './seo-files';

/** The crawler files change with a deployment only; an hour in any cache is fine. */
const SEO_CACHE = 'public, max-age=3600';

/** A single path segment with an extension (`/version.json`, `/robots.txt`): a file, not a page. */
const ROOT_FILE = /^\/([a-z0-9][\w-]*(\.[\w-]+)*\.[a-z0-9]+)$/i;

const missingPage = (app: HostApp, hint: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Polis: ${app} not available</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>Polis</h1><p>${hint}</p></body></html>`;

/**
 * A redirect chosen from the visitor's cookie and Accept-Language must not be cached for everyone, and a
 * shared cache has to key it on both.
 */
function redirectByLanguage(request: FastifyRequest, reply: FastifyReply, path: string, search: string) {
  const cookie = request.headers.cookie;
  const lang = resolveLang({ cookie, browser: parseAcceptLanguage(request.headers['accept-language']) });
  reply.header('cache-control', 'no-store').header('vary', 'Cookie, Accept-Language');
  return {
    lang,
    location: `/${lang}${path === '/' ? '' : path}${search}`,
    hadCookie: langFromCookie(cookie) !== null,
  };
}

/**
 * Every other GET is a page of one of the three SPAs: the route table decides which app answers and whether
 * the status is 200 or 404 (the SPA then renders its own 404 page inside the right layout).
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export async function pageRoutes(
  app: FastifyInstance,
  source: AppSource,
  // Where the sitemap's and robots.txt's absolute URLs point (`./seo-files.ts`).
  { publicOrigin = configuredOrigin(process.env) }: { publicOrigin?: string | null } = {},
) {
  const seo = seoFiles(publicOrigin);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = new URL(request.url, 'http://localhost');

    if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
      const origin = originFor(publicOrigin, request);
      if (!origin) return reply.code(400).type('text/plain; charset=utf-8').send('Bad Host header');
      const files = seo(origin);
      reply.header('cache-control', SEO_CACHE);
      return pathname === '/robots.txt'
        ? reply.type('text/plain; charset=utf-8').send(files.robots)
        : reply.type('application/xml; charset=utf-8').send(files.sitemap);
    }

    if (pathname === '/') {
      const { lang, location, hadCookie } = redirectByLanguage(request, reply, pathname, search);
      if (!hadCookie) reply.header('set-cookie', langCookie(lang));
      return reply.redirect(location, 302);
    }

    const rootFile = ROOT_FILE.exec(pathname);
    if (rootFile && rootFile[1] !== 'index.html') {
      const file = await source.rootFile(rootFile[1]);
      if (file) return reply.header('cache-control', NO_CACHE).type(file.type).send(file.body);
    }

    const match = matchRoute(pathname);
    if (match && !splitLang(pathname).lang) {
      return reply.redirect(redirectByLanguage(request, reply, pathname, search).location, 302);
    }

    const hostApp = appForPath(pathname);
    // A page the build prerendered (the site's public pages, the webview's wizards, the cabinet's login page)
    // is sent as written; every other path, and a page without its file, gets the app's shell.
    const prerendered =
      match && source.prerenderedHtml ? await source.prerenderedHtml(hostApp, pathname) : null;
    if (prerendered !== null) {
      const origin = originFor(publicOrigin, request) ?? '';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(prerendered.replaceAll(ORIGIN_TOKEN, origin));
    }
    // An unknown site path under a language gets the prerendered 404 page of its layout, the path written in.
    const { lang, rest } = splitLang(pathname);
    const business = /^for-business(\/|$)/.test(rest);
    const notFound =
      !match && hostApp === 'site' && lang && source.prerenderedNotFound
        ? await source.prerenderedNotFound(lang, business)
        : null;
    if (notFound !== null) {
      const origin = originFor(publicOrigin, request) ?? '';
      // The business 404 page was rendered at /{lang}/for-business/__polis_404__, the other at /{lang}/__polis_404__.
      const asked = escapeHtml(business ? rest.replace(/^for-business\/?/, '') : rest);
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', NO_CACHE)
        .send(notFound.replaceAll(ORIGIN_TOKEN, origin).replaceAll(NOT_FOUND_SEGMENT, asked));
    }
    const html = await source.indexHtml(hostApp);
    reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE);
    if (html === null) return reply.code(503).send(missingPage(hostApp, source.missingHint(hostApp)));
    return reply.code(match ? 200 : 404).send(html);
  };

  // In a scope of their own: the compression hook must not run before the API's own onSend hooks.
  await app.register(async (pages) => {
    pages.addHook('onSend', compressAnswer);
    pages.get('/', handler);
    pages.get('/*', handler);
  });
}
