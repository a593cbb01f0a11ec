#!/usr/bin/env node
// Prerenders a host app (issue 15 item 2; the webview's wizards and the cabinet's login page since issue 28),
// run by `nx build <app>` after Vite's client build as `node tools/prerender.mjs [site|webview|cabinet]`:
//   1. builds apps/<app>/src/prerender.tsx for Node (dist/prerender/<app>, not served);
//   2. renders the pages it lists (`prerenderPaths`: the site's every public page, the webview's product wizards,
//      the cabinet's login page) in each language with React's prerender (Suspense resolved, lazy pages loaded);
//   3. writes each into the built index.html: `<html lang>`, the page's title, description, canonical and
//      hreflang links in the head, the CSS it uses inlined in `<style>`s in place of the stylesheet link (the
//      entry's and the lazy chunks' its markup names: about 5-8 KB brotli, so the first paint waits for no
//      other request), the page in `<div id="root" data-prerendered>` (the browser hydrates it) followed by
//      preload links of the modules it needs for that, as dist/apps/<app>/prerendered/<lang>/<path>/index.html;
//      in place of the entry's script, a small loader (assets/paint-first-<hash>.js) that starts those preloads
//      and the entry once the page is painted (PAINT_FIRST_SCRIPT in build/prerender-document.mjs).
// apps/api serves that file for the path (the public origin replaces ORIGIN_TOKEN in the links, then the
// answer is compressed per Accept-Encoding like every page) and the app's shell for every other path. A page
// that fails to render is reported and left to the shell; the run fails when none renders.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { appConfig } from './build/vite.mjs';
import { workspaceRoot } from './build/paths.mjs';
import {
  IMPORT_HOOK,
  evaluationStepsFor,
  modulePreloadsFor,
  PAINT_FIRST_SCRIPT,
  pageDocument,
  readStylesheets,
  trackDynamicImports,
} from './build/prerender-document.mjs';

const HOST_APPS = ['site', 'webview', 'cabinet'];
const app = process.argv[2] ?? 'site';
if (!HOST_APPS.includes(app)) throw new Error(`prerender: no host app ${app} (${HOST_APPS.join(', ')})`);
const appDir = path.join(workspaceRoot, 'apps', app);
const clientDir = path.join(workspaceRoot, 'dist/apps', app);
const serverDir = path.join(workspaceRoot, 'dist/prerender', app);
const outDir = path.join(clientDir, 'prerendered');
// The URL prefix the app's files are served under (apps/api: `/_<app>/`).
const base = `/_${app}/`;

async function buildServerEntry() {
  const client = appConfig(appDir, { base });
  await build({
    ...client,
    configFile: false,
    logLevel: 'warn',
    // Only the plugins that shape modules: no version file, no precompressed copies of a Node bundle.
    plugins: [
      ...client.plugins.filter((p) => !/version-file|precompressed/.test(p?.name ?? '')),
      trackDynamicImports(),
    ],
    build: {
      ssr: path.join(appDir, 'src/prerender.tsx'),
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      rollupOptions: {
        output: { entryFileNames: 'prerender.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
  return import(pathToFileURL(path.join(serverDir, 'prerender.mjs')).href);
}

async function main() {
  const started = Date.now();
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('prerender: index.html has no empty #root');
  const { renderPage, prerenderPaths, notFoundPages } = await buildServerEntry();
  const stylesheets = readStylesheets(clientDir, template, base);
  if (!/<script type="module" crossorigin src="[^"]+"><\/script>/.test(template))
    throw new Error('prerender: index.html has no entry module script');
  // The loader that starts the app once the page is painted, named by its content like every asset.
  const loaderName = `paint-first-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('hex').slice(0, 8)}.js`;
  writeFileSync(path.join(clientDir, 'assets', loaderName), PAINT_FIRST_SCRIPT);
  const paintFirst = `${base}assets/${loaderName}`;
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  rmSync(outDir, { recursive: true, force: true });
  const failed = [];
  let written = 0;
  const pages = [
    ...prerenderPaths().map((pathname) => [pathname, path.join(pathname, 'index.html')]),
    // The 404 page of each layout and language, sent for unknown paths with the path written in.
    ...notFoundPages(),
  ];
  for (const [pathname, target] of pages) {
    const lang = pathname.split('/')[1];
    try {
      const imported = new Set();
      globalThis[IMPORT_HOOK] = (file) => imported.add(file);
      const rendered = await renderPage(pathname);
      globalThis[IMPORT_HOOK] = undefined;
      if (rendered.includes('<template id="B:')) throw new Error('a part of the page is still loading');
      const modulePreloads = modulePreloadsFor(manifest, appDir, imported, base);
      const html = pageDocument(template, lang, rendered, {
        stylesheets,
        modulePreloads,
        paintFirst,
        evaluationSteps: evaluationStepsFor(manifest, modulePreloads, base),
      });
      const file = path.join(outDir, target);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
      written += 1;
    } catch (error) {
      failed.push(`${pathname}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const line of failed) console.warn(`prerender: not prerendered ${line}`);
  console.log(
    `prerender: ${app}: ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      (failed.length ? `, ${failed.length} left to the app shell` : ''),
  );
  if (!written) process.exit(1);
  // React keeps timers of its own in Node; nothing else is left to wait for.
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
