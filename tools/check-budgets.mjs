#!/usr/bin/env node
// `npm run check:budgets`: gzip sizes of each host app's JavaScript from its Vite manifest.
//   initial = the entry chunk plus everything it imports statically (what the first page must download)
//   lazy    = every other chunk (route and step chunks, and chunks shared only by them)
// Fails when initial > 100 KB or any lazy chunk > 60 KB (gzip, 1 KB = 1024 bytes) or a manifest is missing.
// A prerendered page's HTML, its CSS inlined, must stay within HTML_BUDGET brotli (as the API sends it): the
// first round trip of a new connection (10 TCP segments, ~14 KB, less the headers) brings the whole page.
// Per route (ROUTE_BUDGETS below, the one place the budgets are written): the JavaScript a page of each route
// kind loads (entry + the chunks its route pulls statically, as tools/build/route-budgets.mjs measures: for
// the site every prerendered page's HTML, for the other apps each route of the route table) must stay under
// its kind's budget; the failure names the route, its size and its budget.
// Usage: node tools/check-budgets.mjs [app ...]   (dist folder: POLIS_DIST_DIR, default dist/apps)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { workspaceRoot } from './build/paths.mjs';
import {
  checkRouteBudgets,
  prerenderedPageKeys,
  routeKindOf,
  routeModules,
  kindName,
  spaRouteKeys,
  javaScriptBytes,
} from './build/route-budgets.mjs';

const KB = 1024;
const BUDGET = { initial: 100 * KB, lazy: 60 * KB };
const HTML_BUDGET = 13.5 * KB;
/** Brotli at the API's quality for pages (apps/api/src/pages/compression.ts). */
const servedSize = (html) =>
  brotliCompressSync(Buffer.from(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
let largestHtml = null;
/**
 * The JavaScript (gzip KB) a page of each route kind may load, per app: a kind is the route's module in the
 * app's route table (a product's wizard page, a content module, a cabinet route; `shell`: a page of no route,
 * the 404s); `*` is any kind not listed, so a new route starts at its app's largest. Each budget is the largest
 * page of the kind measured when it was written (the comment, gzip KB of the build of issue 28's turn) plus
 * 3 KB, rounded up to 5 KB: lower a budget when a page gets lighter. The check prints today's sizes.
 */
const ROUTE_BUDGETS = {
  cabinet: {
    '*': 205,
    'claim-routes': 170, // 160.7; 165.5 before issue 24, 166.1 with its page sharing the lists' states
    'login-route': 205, // 188.9; 195.2 with the fourth language's switch entry and the claim files' preview in the shared code; 202.5 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'policy-routes': 220, // 199.3; 205.1 with issue 24's page sharing the modal and the lists' states; 216.0 with issue 27's cancel dialog, receipts and versions
    'change-route': 215, // 210.7 (issue 27: a mid-term change's forms, the wizards' rules and the payment step)
    'my-data-route': 175, // 170.0 (issue 27: the customer's data, consents and devices)
    'profile-routes': 200, // 195.1 (issue 25: the catalogue's price words and the file pickers' texts in the shared catalogues)
    'saved-route': 205, // 199.4 (saved people and cars of issue 24)
    'business-requests-route': 165, // 162.0 (business applications of issue 25)
  },
  site: {
    '*': 235,
    'accident-page': 240, // 235.8 (issue 24: applications in progress kept on the server, saved people and cars)
    'business-page': 145, // 137.7
    'business-product-page': 215, // 210.4 (issue 24: applications in progress kept on the server, saved people and cars)
    'catalogue-page': 145, // 137.8
    'clinics-page': 165, // 159.3
    'company-pages': 140, // 135.7
    'disclosure-pages': 140, // 135.8
    'documents-page': 225, // 220.5 (issue 24: applications in progress kept on the server, saved people and cars)
    'form-pages': 175, // 169.9
    'home-page': 150, // 142.7
    'insurance-event-page': 220, // 207.6 (the claim flow of issue 23); 215.3 with the claim files' previews (issue 25)
    'housing-page': 230, // 220.0 (issue 24: applications in progress kept on the server, saved people and cars); 225.2 with issue 28's typing before hydration (224.5 before it)
    'job-loss-page': 230, // 222.7 (issue 24: applications in progress kept on the server, saved people and cars)
    'kasko-page': 235, // 227.1 (issue 24: applications in progress kept on the server, saved people and cars)
    'kids-page': 230, // 223.3 (issue 24: applications in progress kept on the server, saved people and cars)
    'kindness-page': 226, // 220.6 (issue 24: applications in progress kept on the server, saved people and cars); 225.1 with React in a chunk of its own (evaluated in a task of its own: two files compress a little worse)
    'mini-kasko-page': 230, // 217.1; 225.5 with issue 25's program comparison
    'monthly-kasko-page': 225, // 218.5 (issue 24: applications in progress kept on the server, saved people and cars)
    'news-pages': 140, // 135.6
    'osago-route': 236, // 230.8 (issue 24: applications in progress kept on the server, saved people and cars); 235.3 with React in a chunk of its own
    'osgop-page': 230, // 223.2 (issue 24: applications in progress kept on the server, saved people and cars)
    'osgor-page': 230, // 225.1 (issue 25: the catalogue's price words and the file pickers' texts in the shared catalogues)
    'pets-page': 230, // 213.0; 221.5 with issue 25's program comparison; 225.6 with issue 28's typing before hydration (224.9 before it)
    'product-page': 115, // 111.8
    'prolong-page': 215, // 210.1 (the one-tap renewal of issue 23; its payment step is a chunk of its own)
    'quick-kasko-page': 230, // 217.5; 225.2 with issue 25's program comparison
    'service-pages': 155, // 149.2
    shell: 115, // 108.6
    'sport-page': 230, // 224.0 (issue 24: applications in progress kept on the server, saved people and cars)
    'takaful-pages': 215, // 207.4
    'thank-you-page': 206, // 200.0; 205.0 with React in a chunk of its own
    'travel-around-uzbekistan-page': 230, // 222.3 (issue 24: applications in progress kept on the server, saved people and cars)
    'travel-minimal-page': 230, // 222.8 (issue 24: applications in progress kept on the server, saved people and cars)
    'travel-page': 230, // 222.8 (issue 24: applications in progress kept on the server, saved people and cars)
  },
  webview: {
    '*': 215,
    'accident-page': 235, // 220.4 (issue 24: applications in progress kept on the server, saved people and cars); 229.2 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'documents-page': 220, // 205.6 (issue 24: applications in progress kept on the server, saved people and cars); 214.5 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'housing-page': 220, // 205.1 (issue 24: applications in progress kept on the server, saved people and cars); 215.5 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'job-loss-page': 220, // 206.2 (issue 24: applications in progress kept on the server, saved people and cars); 215.8 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'kasko-page': 225, // 211.5 (issue 24: applications in progress kept on the server, saved people and cars); 215.3 with issue 28's typing before hydration (214.6 before it); 222.0 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'kids-page': 225, // 207.9 (issue 24: applications in progress kept on the server, saved people and cars); 219.6 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'kindness-page': 210, // 205.2 (issue 24: applications in progress kept on the server, saved people and cars)
    'mini-kasko-page': 225, // 208.3 (issue 24: applications in progress kept on the server, saved people and cars); 218.8 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'mobile-osago-page': 230, // 214.9 (issue 24: applications in progress kept on the server, saved people and cars); 224.5 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'mobile-product-page': 110, // 105.6
    'monthly-kasko-page': 225, // 202.9; 210.3 with issue 25's program comparison; 219.8 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'osgop-page': 215, // 207.6 (issue 24: applications in progress kept on the server, saved people and cars)
    'payment-return-page': 200, // 192.0; 195.4 with issue 25's payment in the same view; the fourth language's switch entry
    'pets-page': 220, // 198.4; 205.9 with issue 25's program comparison; 215.6 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'quick-kasko-page': 220, // 202.2; 211.0 with issue 25's program comparison (eager: a late table shifted the page); 218.5 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'sport-page': 220, // 208.6 (issue 24: applications in progress kept on the server, saved people and cars); 217.3 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'travel-around-uzbekistan-page': 220, // 207.1 (issue 24: applications in progress kept on the server, saved people and cars); 217.1 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'travel-minimal-page': 215, // 207.6 (issue 24: applications in progress kept on the server, saved people and cars)
    'travel-page': 220, // 207.6 (issue 24: applications in progress kept on the server, saved people and cars); 218.1 prerendered (issue 28: the largest language's page, its first step's modules preloaded)
    'webview-thank-you-page': 200, // 192.1
  },
};

const apps = process.argv.slice(2).length ? process.argv.slice(2) : ['site', 'webview', 'cabinet'];
const distRoot = path.resolve(process.env.POLIS_DIST_DIR ?? path.join(workspaceRoot, 'dist/apps'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Manifest keys reachable from `key` through static imports (the chunks loaded together with it). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function measure(app) {
  const dir = path.join(distRoot, app);
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      app,
      error: `no ${path.relative(workspaceRoot, manifestFile)}: build the app first (npx nx build ${app})`,
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const isJs = (key) => /\.m?js$/.test(manifest[key]?.file ?? '');
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!entries.length) return { app, error: `${manifestFile} has no entry chunk` };

  const initialKeys = new Set(entries.flatMap((key) => [...staticClosure(manifest, key)]));
  const initialFiles = [...new Set([...initialKeys].filter(isJs).map((key) => manifest[key].file))];
  const initial = initialFiles.reduce((sum, file) => sum + gzipSize(path.join(dir, file)), 0);

  const lazy = new Map();
  for (const key of Object.keys(manifest)) {
    const { file, src, name, isDynamicEntry } = manifest[key];
    if (initialKeys.has(key) || !isJs(key) || lazy.has(file) || initialFiles.includes(file)) continue;
    lazy.set(file, {
      label: src ?? name ?? key,
      kind: isDynamicEntry ? 'lazy' : 'shared',
      size: gzipSize(path.join(dir, file)),
    });
  }
  return { app, initial, initialFiles, lazy: [...lazy.values()].sort((a, b) => b.size - a.size) };
}

const rows = [];
const failures = [];
for (const result of apps.map(measure)) {
  if (result.error) {
    failures.push(`${result.app}: ${result.error}`);
    continue;
  }
  const initialOk = result.initial <= BUDGET.initial;
  rows.push([
    result.app,
    `initial (${result.initialFiles.length} files)`,
    kb(result.initial),
    kb(BUDGET.initial),
    initialOk ? 'ok' : 'OVER',
  ]);
  if (!initialOk)
    failures.push(`${result.app}: initial JavaScript ${kb(result.initial)} > ${kb(BUDGET.initial)}`);
  for (const chunk of result.lazy) {
    const ok = chunk.size <= BUDGET.lazy;
    rows.push([
      result.app,
      `${chunk.kind} ${chunk.label}`,
      kb(chunk.size),
      kb(BUDGET.lazy),
      ok ? 'ok' : 'OVER',
    ]);
    if (!ok)
      failures.push(
        `${result.app}: ${chunk.kind} chunk ${chunk.label} ${kb(chunk.size)} > ${kb(BUDGET.lazy)}`,
      );
  }
}

/** Every page of every route kind of `app`, with the JavaScript it loads (see tools/build/route-budgets.mjs). */
function routePages(app) {
  const dir = path.join(distRoot, app);
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(path.join(dir, file)));
    return sizes.get(file);
  };
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const shell = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // The URL prefix the apps are served under (`/_site/`): the entry script's URL without the file.
  const src = entry && new RegExp(`src="([^"]*)${entry.file.replace(/[.]/g, '\\.')}"`).exec(shell);
  const base = src ? src[1] : '/';
  const pages = [];
  const seen = new Set();
  const prerendered = path.join(dir, 'prerendered');
  const htmlFiles = existsSync(prerendered)
    ? readdirSync(prerendered, { recursive: true }).filter((file) => String(file).endsWith('.html'))
    : [];
  for (const file of htmlFiles.map(String).sort()) {
    const html = readFileSync(path.join(prerendered, file), 'utf8');
    const { keys, unknown } = prerenderedPageKeys(manifest, html, base);
    const served = servedSize(html);
    if (served > HTML_BUDGET)
      failures.push(`${app}: prerendered/${file} is ${kb(served)} brotli > ${kb(HTML_BUDGET)}`);
    if (!largestHtml || served > largestHtml.size)
      largestHtml = { file: `${app}: prerendered/${file}`, size: served };
    if (unknown.length) failures.push(`${app}: prerendered/${file} loads ${unknown.join(', ')}, not built`);
    const kind = routeKindOf(manifest, keys) ?? 'shell';
    seen.add(kind);
    const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    pages.push({ app, kind, route, ...javaScriptBytes(manifest, keys, sizeOf) });
  }
  for (const key of routeModules(manifest)) {
    if (seen.has(kindName(key))) continue;
    const keys = spaRouteKeys(manifest, key);
    pages.push({
      app,
      kind: kindName(key),
      route: `${key.replace(/^(\.\.\/)+/, '')} (not prerendered, uz)`,
      ...javaScriptBytes(manifest, keys, sizeOf),
    });
  }
  return pages;
}

const routeCheck = checkRouteBudgets(apps.flatMap(routePages), ROUTE_BUDGETS);
failures.push(...routeCheck.failures);

// Fonts (issue 15 item 4): the apps use the system font stack (libs/ui README "Fonts"), so a built app
// ships no font file, and no stylesheet may fetch one from another origin.
for (const app of apps) {
  const assets = path.join(distRoot, app, 'assets');
  if (!existsSync(assets)) continue;
  for (const file of readdirSync(assets)) {
    if (/\.(woff2?|ttf|otf|eot)$/i.test(file))
      failures.push(`${app}: font file assets/${file} (use the system font stack)`);
    if (
      /\.css$/.test(file) &&
      /url\(\s*['"]?(https?:)?\/\//i.test(readFileSync(path.join(assets, file), 'utf8'))
    )
      failures.push(`${app}: assets/${file} loads a file from another origin`);
  }
}

if (rows.length) {
  const header = ['app', 'chunk', 'gzip', 'budget', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i >= 2 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
if (routeCheck.rows.length) {
  const header = ['app', 'route kind', 'pages', 'largest page', 'gzip', 'budget', ''];
  const table = routeCheck.rows.map((row) => [
    row.app,
    row.kind,
    String(row.pages),
    row.route,
    kb(row.bytes),
    row.budget === null ? '-' : `${kb(row.budget)}${row.byDefault ? ' (*)' : ''}`,
    row.ok ? 'ok' : 'OVER',
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...table].map((row) => row[i].length)));
  const line = (row) =>
    row
      .map((cell, i) => (i === 2 || i === 4 || i === 5 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ');
  console.log('\nJavaScript per route (entry + what the route loads statically, gzip; ROUTE_BUDGETS)');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
}
if (largestHtml)
  console.log(
    `\nLargest prerendered page: ${largestHtml.file}, ${kb(largestHtml.size)} brotli (budget ${kb(HTML_BUDGET)})`,
  );
if (failures.length) {
  console.error(`\nBudget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundles are within budget.');
