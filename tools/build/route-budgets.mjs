// What each route of a built host app loads, and its check against the per-route budgets of
// tools/check-budgets.mjs (`ROUTE_BUDGETS`). Pure functions over a Vite manifest, the prerendered HTML and a
// file-size function, so tools/route-budgets.test.ts can prove them on fixtures.
//
// - A prerendered page (the site) loads what its HTML names: the entry `<script type="module">`, the
//   `<link rel="modulepreload">`s the prerender wrote for its route, and everything those import statically.
// - A route of an app shell that is not prerendered (cabinet, webview, the site's unlisted pages) loads the
//   entry, the route table (`src/pages.ts`) and the route's module, each with its static imports, and the
//   messages of one language (`uz`) that these import dynamically: what the first page of that route waits
//   for before it can run.
// A route's kind is its module in the route table (`src/pages.ts` imports each route module dynamically): a
// product's wizard page (`kasko-page`), a content module (`company-pages`, `home-page`), a cabinet route.

import path from 'node:path';

/** The route table every host app lazy-loads its routes from. */
export const ROUTE_TABLE = 'src/pages.ts';

const isJs = (manifest, key) => /\.m?js$/.test(manifest[key]?.file ?? '');

/** Manifest keys reachable from `keys` through static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const entriesOf = (manifest) => Object.keys(manifest).filter((key) => manifest[key].isEntry);

/** The route modules of an app, in the order of its route table (none without a route table). */
export function routeModules(manifest) {
  return (manifest[ROUTE_TABLE]?.dynamicImports ?? []).filter((key) => isJs(manifest, key));
}

/** A route module's short name: `../../libs/products-motor/src/kasko/kasko-page.tsx` is `kasko-page`. */
export const kindName = (key) => path.posix.basename(key).replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The kind of a page that loads `keys`: the route module it loads, a product's page when it loads more than
 * one (a product page is drawn inside the generic `product-page`), else the last in route-table order.
 */
export function routeKindOf(manifest, keys) {
  const loaded = routeModules(manifest).filter((key) => keys.has(key));
  if (!loaded.length) return null;
  return kindName(loaded.find((key) => key.includes('/libs/products-')) ?? loaded[loaded.length - 1]);
}

/**
 * `src` of module scripts and `href` of module preloads in an HTML page, in order. A prerendered page's
 * paint-first loader (tools/build/prerender-document.mjs) stands for the entry it names (`data-entry`), and its
 * preloads waiting for the first paint (`data-modulepreload`) count as preloads: the loader itself is a few
 * hundred bytes outside the build's manifest.
 */
export function modulesOfHtml(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const script =
      /^<script\b/.test(tag) &&
      /\btype="module"/.test(tag) &&
      (/\bdata-entry="([^"]+)"/.exec(tag) ?? /\bsrc="([^"]+)"/.exec(tag));
    const preload =
      /^<link\b/.test(tag) &&
      /\b(?:rel="modulepreload"|data-modulepreload)/.test(tag) &&
      /\bhref="([^"]+)"/.exec(tag);
    const url = (script || preload || [])[1];
    if (url) found.push(url);
  }
  return found;
}

/**
 * The manifest keys a prerendered page loads: the modules its HTML names (URLs under `base`) and their static
 * imports. A URL the manifest does not know is returned in `unknown` (the page names a file not built).
 */
export function prerenderedPageKeys(manifest, html, base) {
  const keyOfFile = new Map(Object.keys(manifest).map((key) => [manifest[key].file, key]));
  const keys = [];
  const unknown = [];
  for (const url of modulesOfHtml(html)) {
    const file = url.startsWith(base) ? url.slice(base.length) : url;
    const key = keyOfFile.get(file);
    if (key) keys.push(key);
    else unknown.push(url);
  }
  return { keys: staticClosure(manifest, keys), unknown };
}

/** The dynamic imports from the entry down to `target` (entry first), or null when the entry cannot reach it. */
function dynamicChain(manifest, target) {
  const from = new Map();
  const queue = entriesOf(manifest);
  for (const entry of queue) from.set(entry, null);
  while (queue.length) {
    const key = queue.shift();
    if (key === target) {
      const chain = [];
      for (let at = key; at !== null; at = from.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of staticClosure(manifest, [key])) {
      for (const dynamic of manifest[next].dynamicImports ?? []) {
        if (!from.has(dynamic)) {
          from.set(dynamic, key);
          queue.push(dynamic);
        }
      }
    }
  }
  return null;
}

/**
 * The manifest keys the first page of a route that is not prerendered loads: the chain of lazy modules from
 * the entry to the route module, each with its static imports, and the `lang` messages they import lazily.
 */
export function spaRouteKeys(manifest, routeKey, lang = 'uz') {
  const chain = dynamicChain(manifest, routeKey) ?? [...entriesOf(manifest), routeKey];
  const keys = staticClosure(manifest, chain);
  const messages = [...keys].flatMap((key) =>
    (manifest[key].dynamicImports ?? []).filter((dynamic) => dynamic.endsWith(`/${lang}.json`)),
  );
  for (const key of staticClosure(manifest, messages)) keys.add(key);
  return keys;
}

/** Bytes of the JavaScript files of `keys` (each file once), sized by `sizeOf(file)`. */
export function javaScriptBytes(manifest, keys, sizeOf) {
  const files = new Set([...keys].filter((key) => isJs(manifest, key)).map((key) => manifest[key].file));
  let bytes = 0;
  for (const file of files) bytes += sizeOf(file);
  return { bytes, files: files.size };
}

const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * Each route kind's largest page against its budget. `pages`: `{ app, kind, route, bytes, files }` (one per
 * measured page); `budgets`: `{ [app]: { [kind]: KB, '*': KB } }` (gzip KB; `*` for a kind not listed). A page
 * over its kind's budget fails, named with its route, size and budget; so does an app or kind without one.
 */
export function checkRouteBudgets(pages, budgets) {
  const largest = new Map();
  for (const page of pages) {
    const id = `${page.app} ${page.kind}`;
    const kept = largest.get(id);
    if (!kept || page.bytes > kept.page.bytes) largest.set(id, { page, count: (kept?.count ?? 0) + 1 });
    else kept.count += 1;
  }
  const rows = [];
  const failures = [];
  for (const { page, count } of [...largest.values()].sort(
    (a, b) => a.page.app.localeCompare(b.page.app) || a.page.kind.localeCompare(b.page.kind),
  )) {
    const own = budgets[page.app]?.[page.kind];
    const budgetKb = own ?? budgets[page.app]?.['*'];
    const over = budgetKb === undefined || page.bytes > budgetKb * KB;
    rows.push({
      app: page.app,
      kind: page.kind,
      route: page.route,
      pages: count,
      bytes: page.bytes,
      budget: budgetKb === undefined ? null : budgetKb * KB,
      byDefault: own === undefined && budgetKb !== undefined,
      ok: !over,
    });
    if (budgetKb === undefined)
      failures.push(
        `${page.app} ${page.kind}: no route budget (route ${page.route} loads ${kb(page.bytes)})`,
      );
    else if (over)
      failures.push(
        `${page.app} route ${page.route} (${page.kind}) loads ${kb(page.bytes)} of JavaScript > its budget ${kb(budgetKb * KB)}`,
      );
  }
  return { rows, failures };
}
