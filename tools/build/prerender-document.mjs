// The document side of the site's prerendering (tools/prerender.mjs): what goes around React's HTML of one
// page, and which of the build's files that page needs before it can hydrate.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Stands for the public origin in the prerendered links (apps/api/src/pages/app-sources.ts has the same). */
export const ORIGIN_TOKEN = '__POLIS_ORIGIN__';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The global the prerender build's dynamic imports report to (see trackDynamicImports). */
export const IMPORT_HOOK = '__polisPrerenderImport';

const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*>|<link [^>]*>)*/;

/**
 * The lazy chunks' stylesheets the page's HTML uses: each CSS file of the build but the entry's (the
 * template's) whose class selectors the markup names. The browser would otherwise draw the page unstyled
 * until the page's JavaScript loads them.
 */
export function stylesheetsFor(body, stylesheets) {
  const used = new Set([...body.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return stylesheets.filter((sheet) => sheet.classes.some((name) => used.has(name)));
}

/** The `href`s of the template's (the entry's) stylesheet links, in order. */
const templateSheets = (template) =>
  [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g)].map((m) => m[1]);

/**
 * A stylesheet's text, ready to sit in a `<style>` element: it may not close the element, and its `url()`s
 * must mean the same file from the page's path as from the assets folder (Vite writes them absolute, under
 * the base, or as `data:`).
 */
function inlineable(name, css) {
  if (/<\/style/i.test(css))
    throw new Error(`prerender: assets/${name} cannot be inlined (it holds </style)`);
  const relative = [...css.matchAll(/url\(\s*['"]?([^'")\s]+)/g)]
    .map((m) => m[1])
    .find((url) => !/^(data:|\/|#)/.test(url));
  if (relative)
    throw new Error(`prerender: assets/${name} has a relative url(${relative}); inlined, it would break`);
  return css.trim();
}

/**
 * Every CSS file of a client build, with its text and the class names it styles: the template's own
 * (`entry: true`, in the template's order) first, then the lazy chunks' by name.
 */
export function readStylesheets(clientDir, template, base) {
  const dir = path.join(clientDir, 'assets');
  const entry = templateSheets(template);
  const names = readdirSync(dir).filter((name) => name.endsWith('.css'));
  const hrefOf = (name) => `${base}assets/${name}`;
  const ordered = [
    ...entry.map((href) => {
      const name = names.find((n) => hrefOf(n) === href);
      if (!name) throw new Error(`prerender: index.html links ${href}, not built`);
      return name;
    }),
    ...names.filter((name) => !entry.includes(hrefOf(name))).sort(),
  ];
  return ordered.map((name) => {
    const css = inlineable(name, readFileSync(path.join(dir, name), 'utf8'));
    return {
      href: hrefOf(name),
      entry: entry.includes(hrefOf(name)),
      css,
      classes: [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]))],
    };
  });
}

/**
 * A Vite plugin for the prerender's server build: each dynamic `import('…')` first reports the file it
 * imports (absolute path) to `globalThis[IMPORT_HOOK]`, when set. So the prerender learns which modules a
 * page loads on demand while it renders: its page module, its catalogues, its lazy parts.
 */
export function trackDynamicImports() {
  const dynamicImport = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;
  return {
    name: 'polis-prerender-dynamic-imports',
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !code.includes('import(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(dynamicImport)) {
        const resolved = await this.resolve(match[2], id);
        if (!resolved || resolved.external) continue;
        const file = resolved.id.split('?')[0];
        out += `${code.slice(last, match.index)}(globalThis.${IMPORT_HOOK}?.(${JSON.stringify(file)}), ${match[0]})`;
        last = match.index + match[0].length;
      }
      return last ? { code: out + code.slice(last), map: null } : null;
    },
  };
}

/**
 * The JavaScript files to preload for a page (`base`-prefixed, in manifest order): the chunks of the modules
 * it imported on demand while rendering (absolute paths) and every chunk they import statically, less those
 * the entry loads anyway. The browser fetches them while it parses the HTML, instead of one level of imports
 * after another once the entry runs; Vite's loader finds them in place and adds no link of its own.
 */
export function modulePreloadsFor(manifest, root, imported, base) {
  const keyOf = new Map(Object.keys(manifest).map((key) => [path.resolve(root, key), key]));
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const initial = closure(Object.keys(manifest).filter((key) => manifest[key].isEntry));
  const wanted = closure([...imported].map((file) => keyOf.get(file)).filter(Boolean));
  const files = Object.keys(manifest)
    .filter((key) => wanted.has(key) && !initial.has(key) && /\.m?js$/.test(manifest[key].file))
    .map((key) => `${base}${manifest[key].file}`);
  return [...new Set(files)];
}

/**
 * The chunks the loader evaluates one per task before it imports the entry (PAINT_FIRST_SCRIPT), as `base`-
 * prefixed URLs: the entry's static chunks and the page's preloads (`preloads`, from modulePreloadsFor) that do
 * not import the entry's chunk, directly or through another, each after the chunks it imports. Imported with the
 * entry, every module of the page's first render is evaluated in one task (React and the libraries too: 100 ms
 * and more on a phone's CPU); one chunk a task, no task of them is long. A chunk that imports the entry's is
 * left to the entry: importing it would start the app.
 */
export function evaluationStepsFor(manifest, preloads, base) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) return [];
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`${base}${chunk.file}`, key]));
  const startsApp = new Map();
  const reachesEntry = (key, path = new Set()) => {
    if (key === entry) return true;
    if (startsApp.has(key)) return startsApp.get(key);
    if (path.has(key)) return false;
    path.add(key);
    const reaches = (manifest[key]?.imports ?? []).some((next) => reachesEntry(next, path));
    path.delete(key);
    startsApp.set(key, reaches);
    return reaches;
  };
  const steps = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
    if (key !== entry && /\.m?js$/.test(manifest[key].file) && !reachesEntry(key))
      steps.push(`${base}${manifest[key].file}`);
  };
  for (const key of manifest[entry].imports ?? []) visit(key);
  for (const href of preloads) visit(keyOf.get(href));
  return steps;
}

/**
 * Marks the link of a stylesheet whose rules the page carries inline: a browser fetches no stylesheet of a
 * type it does not know (HTML, "Processing the type attribute"), not even ahead of the parser.
 */
export const INLINED_STYLESHEET_TYPE = 'text/x-inlined';

/**
 * The page's CSS in `<style>` elements, in the order the links had: the entry's, then the lazy chunks' its
 * markup uses, each named by `data-href`. The first paint waits for no stylesheet request. Each sheet also
 * keeps its link, of a type no browser fetches, so that Vite's loader, which looks for the link of each sheet
 * a chunk needs (the entry's too), finds it in place when the page's JavaScript imports that chunk and does
 * not fetch the same rules again; on a client-side navigation it adds the links of the next page's other
 * sheets as usual.
 */
function inlineStyles(used) {
  return used
    .map(
      (sheet) =>
        `<link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="${sheet.href}">` +
        `<style data-href="${sheet.href}">${sheet.css}</style>`,
    )
    .join('');
}

/** How long the loader starts preloads in one task before it lets the browser run other tasks. */
const PRELOAD_SLICE_MS = 4;

/** The attribute of a module preload that waits for the first paint (its `rel` until then; see PAINT_FIRST). */
export const PAINT_FIRST_PRELOAD = 'data-modulepreload';

/**
 * The loader of a prerendered page's JavaScript (written next to the build's assets by tools/prerender.mjs and
 * named by the page in place of the entry's script): the page is painted first, from its HTML and inline CSS
 * alone, then the module preloads the page names (`data-modulepreload` links, which no browser fetches) become
 * real ones and the entry is imported. Fetched together with the HTML, the app's modules would compete with it
 * for the first round trips of a slow network and for the main thread before the first paint; the page they
 * hydrate is already on screen. A page kept in a background tab paints nothing: it loads after a moment anyway.
 * Each preload starts a request, which costs the main thread up to a few milliseconds (a product page names some
 * 40 modules: ~15 ms in all, ~60 ms on a phone's CPU): they are started a few milliseconds' worth per task
 * (PRELOAD_SLICE_MS), so that no task of the loader blocks input; the entry is imported once all are, so that
 * Vite's loader finds every link in place and adds none twice. Before it, the chunks the script's `data-steps`
 * names (evaluationStepsFor) are imported one after the other, each in a task of its own.
 */
export const PAINT_FIRST_SCRIPT = `const script = document.querySelector('script[data-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const waiting = [...document.querySelectorAll('link[${PAINT_FIRST_PRELOAD}]')];
  const next = () => {
    const began = performance.now();
    do {
      const placeholder = waiting.shift();
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = placeholder.href;
      placeholder.replaceWith(link);
    } while (waiting.length && performance.now() - began < ${PRELOAD_SLICE_MS});
    if (waiting.length) setTimeout(next, 0);
    else evaluate();
  };
  if (waiting.length) next();
  else evaluate();
};
const steps = (script.dataset.steps || '').split(' ').filter(Boolean);
const evaluate = () => {
  const step = steps.shift();
  if (!step) return void import(script.dataset.entry);
  const after = () => setTimeout(evaluate, 0);
  import(step).then(after, after);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;

/**
 * The built index.html around one rendered page: its language; its title, description, canonical and
 * hreflang links (React hoists them to the front of its output) in the head, each marked prerendered; in
 * place of the entry's stylesheet link, the CSS its markup uses, inlined (`stylesheets` from readStylesheets);
 * the page in `#root[data-prerendered]`; and after it the preload links of the modules it needs to hydrate.
 * With `paintFirst` (the loader's URL), the entry's script is the loader's instead and the preloads wait for it
 * (PAINT_FIRST_SCRIPT): nothing of the app is fetched before the page is painted. Without it, the preloads are
 * of low priority: the entry comes first; the page is drawn, styled, before the modules arrive.
 * @param {string} template
 * @param {string} lang the path prefix; `<html lang>` takes its BCP 47 tag (`uz-cyrl` is `uz-Cyrl`)
 * @param {string} rendered
 * The entry's own preloads (Vite's links in the template) wait for the first paint too, and the loader evaluates
 * the chunks `evaluationSteps` names one per task before the entry.
 * @param {{ stylesheets?: { href: string, entry?: boolean, css: string, classes: string[] }[], modulePreloads?: string[], paintFirst?: string, evaluationSteps?: string[] }} [options]
 */
export function pageDocument(
  template,
  lang,
  rendered,
  { stylesheets = [], modulePreloads = [], paintFirst, evaluationSteps = [] } = {},
) {
  const head = HOISTED.exec(rendered)[0];
  const body = rendered.slice(head.length);
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  const tags = head
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/ href="\//g, ` href="${ORIGIN_TOKEN}/`)
    .replace(/<(meta|link) /g, `<$1 ${PRERENDERED_ATTRIBUTE}="" `);
  const entry = templateSheets(template);
  const used = [
    ...entry.map((href) => stylesheets.find((sheet) => sheet.href === href)).filter(Boolean),
    ...stylesheetsFor(
      body,
      stylesheets.filter((sheet) => !entry.includes(sheet.href)),
    ),
  ];
  const inlined = new Set(used.map((sheet) => sheet.href));
  const preloads = modulePreloads
    .map((href) =>
      paintFirst
        ? `<link ${PAINT_FIRST_PRELOAD} href="${href}">`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
    )
    .join('');
  let styles = inlineStyles(used);
  let html = template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (script, entry) =>
      paintFirst
        ? `<script type="module" src="${paintFirst}" data-entry="${entry}"` +
          `${evaluationSteps.length ? ` data-steps="${evaluationSteps.join(' ')}"` : ''}></script>`
        : script,
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href) =>
      paintFirst ? `<link ${PAINT_FIRST_PRELOAD} href="${href}">` : link,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${lang === 'uz-cyrl' ? 'uz-Cyrl' : lang}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(/<link rel="stylesheet"[^>]* href="([^"]+)"[^>]*>/g, (link, href) => {
      if (!inlined.has(href)) return link;
      const all = styles;
      styles = '';
      return all;
    })
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${body}</div>${preloads}`,
    )
    .replace('</head>', () => `    ${styles}${tags}\n  </head>`);
  if (title !== undefined) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  return html;
}
