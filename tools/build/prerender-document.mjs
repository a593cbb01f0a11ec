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
 * The stylesheets of the page's lazy chunks: each CSS file of the build (the entry's is in the template) whose
 * class selectors the page's HTML uses. The browser would otherwise draw the page unstyled until the page's
 * JavaScript loads them; Vite's loader finds them in place then and adds none.
 */
export function stylesheetsFor(body, stylesheets) {
  const used = new Set([...body.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return stylesheets
    .filter((sheet) => sheet.classes.some((name) => used.has(name)))
    .map((sheet) => sheet.href);
}

/** Every CSS file of a client build but the template's own, with the class names it styles. */
export function readStylesheets(clientDir, template, base) {
  const dir = path.join(clientDir, 'assets');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css') && !template.includes(`${base}assets/${name}"`))
    .sort()
    .map((name) => ({
      href: `${base}assets/${name}`,
      classes: [
        ...new Set(
          [...readFileSync(path.join(dir, name), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]),
        ),
      ],
    }));
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
 * The built index.html around one rendered page: its language; its title, description, canonical and
 * hreflang links (React hoists them to the front of its output) in the head, each marked prerendered; the
 * stylesheets its markup uses; the page in `#root[data-prerendered]`; and after it the preload links of the
 * modules it needs to hydrate. Those are in the body and of low priority: the stylesheets, which hold up the
 * first paint, and the entry come first; the page is readable before the modules arrive.
 * @param {string} template
 * @param {string} lang the path prefix; `<html lang>` takes its BCP 47 tag (`uz-cyrl` is `uz-Cyrl`)
 * @param {string} rendered
 * @param {{ stylesheets?: { href: string, classes: string[] }[], modulePreloads?: string[] }} [options]
 */
export function pageDocument(template, lang, rendered, { stylesheets = [], modulePreloads = [] } = {}) {
  const head = HOISTED.exec(rendered)[0];
  const body = rendered.slice(head.length);
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  const tags = head
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/ href="\//g, ` href="${ORIGIN_TOKEN}/`)
    .replace(/<(meta|link) /g, `<$1 ${PRERENDERED_ATTRIBUTE}="" `);
  const links = stylesheetsFor(body, stylesheets)
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const preloads = modulePreloads
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang === 'uz-cyrl' ? 'uz-Cyrl' : lang}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${body}</div>${preloads}`,
    )
    .replace('</head>', () => `    ${links}${tags}\n  </head>`);
  if (title !== undefined) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  return html;
}
