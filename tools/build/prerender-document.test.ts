import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMPORT_HOOK,
  INLINED_STYLESHEET_TYPE,
  modulePreloadsFor,
  PAINT_FIRST_PRELOAD,
  PAINT_FIRST_SCRIPT,
  ORIGIN_TOKEN,
  pageDocument,
  readStylesheets,
  stylesheetsFor,
  trackDynamicImports,
} from './prerender-document.mjs';

const root = '/repo/apps/site';
/** A Vite manifest of the shape the client build writes (keys relative to the app's root). */
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shared-R.js'] },
  '_shared-R.js': { file: 'assets/react-R.js' },
  'src/pages.ts': { file: 'assets/pages-P.js', isDynamicEntry: true, imports: ['_shared-R.js'] },
  '../../libs/products/src/osgor-page.tsx': {
    file: 'assets/osgor-page-O.js',
    isDynamicEntry: true,
    imports: ['_shared-R.js', '_form-F.js', '_price-C.js'],
    css: ['assets/osgor-page-O.css'],
  },
  '_form-F.js': { file: 'assets/form-F.js', imports: ['_dates-D.js'] },
  '_dates-D.js': { file: 'assets/dates-D.js' },
  '_price-C.js': { file: 'assets/price-C.js', imports: ['_price-C.css'] },
  '_price-C.css': { file: 'assets/price-C.css' },
  '../../libs/i18n/src/messages/uz.json': { file: 'assets/uz-U.js', isDynamicEntry: true },
  '../../libs/i18n/src/messages/ru.json': { file: 'assets/ru-Q.js', isDynamicEntry: true },
  'src/pages/home-page.tsx': { file: 'assets/home-page-H.js', isDynamicEntry: true },
};

describe('modulePreloadsFor', () => {
  it('lists the chunks of the modules a page imported and their static imports, not the entry’s', () => {
    const imported = new Set([
      path.resolve(root, 'src/pages.ts'),
      path.resolve(root, '../../libs/products/src/osgor-page.tsx'),
      path.resolve(root, '../../libs/i18n/src/messages/uz.json'),
    ]);
    expect(modulePreloadsFor(manifest, root, imported, '/_site/')).toEqual([
      '/_site/assets/pages-P.js',
      '/_site/assets/osgor-page-O.js',
      '/_site/assets/form-F.js',
      '/_site/assets/dates-D.js',
      '/_site/assets/price-C.js',
      '/_site/assets/uz-U.js',
    ]);
  });

  it('ignores files the client build does not know and gives nothing for a page that imported nothing', () => {
    expect(modulePreloadsFor(manifest, root, new Set(['/elsewhere/x.ts']), '/_site/')).toEqual([]);
    expect(modulePreloadsFor(manifest, root, new Set(), '/_site/')).toEqual([]);
  });
});

describe('stylesheetsFor', () => {
  const sheets = [
    { href: '/_site/assets/price.css', css: '.polis-price{}', classes: ['polis-price', 'polis-price__sum'] },
    { href: '/_site/assets/modal.css', css: '.polis-modal{}', classes: ['polis-modal'] },
  ];
  it('keeps the stylesheets whose classes the markup uses', () => {
    expect(stylesheetsFor('<p class="lead polis-price__sum">1 000</p>', sheets)).toEqual([sheets[0]]);
    expect(stylesheetsFor('<p class="lead">text</p>', sheets)).toEqual([]);
  });
});

describe('readStylesheets', () => {
  let dir: string;
  const template = '<head><link rel="stylesheet" crossorigin href="/_site/assets/index-A.css"></head>';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'prerender-css-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets/index-A.css'), ':root{--c:red}.polis-shell{color:var(--c)}\n');
    writeFileSync(path.join(dir, 'assets/price-B.css'), '.polis-price{background:url(/_site/assets/p.svg)}');
    writeFileSync(
      path.join(dir, 'assets/modal-C.css'),
      '.polis-modal{background:url("data:image/svg+xml,x")}',
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the entry’s sheet first, then the lazy ones by name, with their text and classes', () => {
    const sheets = readStylesheets(dir, template, '/_site/');
    expect(sheets.map((s) => [s.href, s.entry])).toEqual([
      ['/_site/assets/index-A.css', true],
      ['/_site/assets/modal-C.css', false],
      ['/_site/assets/price-B.css', false],
    ]);
    expect(sheets[0]).toMatchObject({
      css: ':root{--c:red}.polis-shell{color:var(--c)}',
      classes: ['polis-shell'],
    });
  });

  it('refuses a sheet that would not work inlined', () => {
    writeFileSync(path.join(dir, 'assets/font-D.css'), '@font-face{src:url(./f.woff2)}');
    expect(() => readStylesheets(dir, template, '/_site/')).toThrow(/relative url\(\.\/f\.woff2\)/);
    writeFileSync(path.join(dir, 'assets/font-D.css'), '.x{content:"</style>"}');
    expect(() => readStylesheets(dir, template, '/_site/')).toThrow(/<\/style/);
  });
});

describe('pageDocument', () => {
  const template =
    '<!doctype html><html lang="uz"><head><title>Polis</title>' +
    '<script type="module" crossorigin src="/_site/assets/index-A.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/_site/assets/index-A.css"></head>' +
    '<body><div id="root"></div><noscript>Polis needs JavaScript.</noscript></body></html>';
  const rendered =
    '<title>OSGOR — Polis</title><meta name="description" content="Cover"/>' +
    '<link rel="canonical" href="/ru/osgor"/><main><h1 class="polis-price">OSGOR</h1></main>';
  const stylesheets = [
    { href: '/_site/assets/index-A.css', entry: true, css: 'body{margin:0}', classes: [] },
    { href: '/_site/assets/modal.css', css: '.polis-modal{}', classes: ['polis-modal'] },
    { href: '/_site/assets/price.css', css: '.polis-price{color:red}', classes: ['polis-price'] },
  ];

  it('writes the language, the head tags, the page, its CSS inlined and its module preloads', () => {
    const html = pageDocument(template, 'ru', rendered, {
      stylesheets,
      modulePreloads: ['/_site/assets/osgor-page-O.js', '/_site/assets/form-F.js'],
    });
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>OSGOR — Polis</title>');
    expect(html).not.toContain('<title>Polis</title>');
    expect(html).toContain('<meta data-prerendered="" name="description" content="Cover"/>');
    expect(html).toContain(`<link data-prerendered="" rel="canonical" href="${ORIGIN_TOKEN}/ru/osgor"/>`);
    // In the entry's link's place: its rules, then those of the lazy sheet the markup uses, each with its link
    // of a type no browser fetches, for Vite's loader to find.
    expect(html).toContain(
      '<script type="module" crossorigin src="/_site/assets/index-A.js"></script>' +
        `<link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="/_site/assets/index-A.css">` +
        '<style data-href="/_site/assets/index-A.css">body{margin:0}</style>' +
        `<link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="/_site/assets/price.css">` +
        '<style data-href="/_site/assets/price.css">.polis-price{color:red}</style>',
    );
    expect(html).not.toMatch(/<link rel="stylesheet"(?! type="text\/x-inlined")/);
    expect(html).not.toContain('modal.css');
    expect(html).toContain(
      '<div id="root" data-prerendered=""><main><h1 class="polis-price">OSGOR</h1></main></div>' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_site/assets/osgor-page-O.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/_site/assets/form-F.js">',
    );
    expect(html).not.toContain('<noscript>');
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<body>'));
  });

  it('with a paint-first loader, names the loader in the entry’s place and leaves the preloads to it', () => {
    const html = pageDocument(template, 'en', rendered, {
      stylesheets,
      modulePreloads: ['/_site/assets/osgor-page-O.js'],
      paintFirst: '/_site/assets/paint-first-1.js',
    });
    expect(html).toContain(
      '<script type="module" src="/_site/assets/paint-first-1.js" data-entry="/_site/assets/index-A.js"></script>',
    );
    expect(html).not.toContain('src="/_site/assets/index-A.js"');
    // No browser fetches a link without a rel: nothing of the app is asked for before the loader runs.
    expect(html).toContain(`<link ${PAINT_FIRST_PRELOAD} href="/_site/assets/osgor-page-O.js">`);
    expect(html).not.toContain('rel="modulepreload"');
    // The loader turns exactly those into module preloads, then imports the entry it is named with.
    expect(PAINT_FIRST_SCRIPT).toContain(`link[${PAINT_FIRST_PRELOAD}]`);
    expect(PAINT_FIRST_SCRIPT).toContain('import(script.dataset.entry)');
  });

  it('keeps a stylesheet link it has no text for, and adds no preload when the page needs no module', () => {
    const html = pageDocument(template, 'uz', rendered);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/_site/assets/index-A.css">');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('modulepreload');
  });
});

describe('trackDynamicImports', () => {
  const plugin = trackDynamicImports();
  const context = {
    resolve: async (spec: string, importer: string) =>
      spec.startsWith('node:')
        ? { id: spec, external: true }
        : { id: `${path.resolve(path.dirname(importer), spec)}.ts?v=1` },
  };
  const transform = (code: string, id: string) =>
    (
      plugin.transform as (this: typeof context, code: string, id: string) => Promise<{ code: string } | null>
    ).call(context, code, id);

  it('makes each dynamic import report the file it imports before importing it', async () => {
    const out = await transform(
      "const page = () => import('./pages/osgor-page');\nconst fs = () => import('node:fs');",
      '/repo/apps/site/src/pages.ts',
    );
    expect(out?.code).toBe(
      `const page = () => (globalThis.${IMPORT_HOOK}?.("/repo/apps/site/src/pages/osgor-page.ts"), import('./pages/osgor-page'));\n` +
        "const fs = () => import('node:fs');",
    );
  });

  it('leaves modules without dynamic imports, virtual modules and dependencies alone', async () => {
    expect(await transform('export const a = 1;', '/repo/apps/site/src/a.ts')).toBeNull();
    expect(await transform("import('./x')", '\0virtual:x')).toBeNull();
    expect(await transform("import('./x')", '/repo/node_modules/lib/index.js')).toBeNull();
  });

  it('reports through the global hook when the transformed code runs', async () => {
    const out = await transform("export const load = () => import('./data');", '/repo/apps/site/src/a.ts');
    const seen: string[] = [];
    (globalThis as Record<string, unknown>)[IMPORT_HOOK] = (file: string) => seen.push(file);
    try {
      // Evaluate the rewritten call with the import stubbed out.
      const call = out!.code
        .replace('export const load = () => ', '')
        .replace("import('./data')", '"loaded"');
      expect(new Function(`return ${call}`)()).toBe('loaded');
    } finally {
      delete (globalThis as Record<string, unknown>)[IMPORT_HOOK];
    }
    expect(seen).toEqual(['/repo/apps/site/src/data.ts']);
  });
});
