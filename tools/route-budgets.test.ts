import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  checkRouteBudgets,
  javaScriptBytes,
  modulesOfHtml,
  prerenderedPageKeys,
  routeKindOf,
  spaRouteKeys,
} from './build/route-budgets.mjs';

/** A built app in miniature: entry -> (lazy) route table -> (lazy) a content page and a product's wizard. */
const MANIFEST = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages.ts', 'src/messages/uz.json', 'src/messages/ru.json'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/pages.ts': {
    file: 'assets/pages.js',
    isDynamicEntry: true,
    dynamicImports: [
      'src/pages/home-page.tsx',
      'src/pages/product-page.tsx',
      '../../libs/products-motor/src/kasko/kasko-page.tsx',
    ],
  },
  'src/pages/home-page.tsx': { file: 'assets/home-page.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'src/pages/product-page.tsx': { file: 'assets/product-page.js', isDynamicEntry: true, imports: ['_ui.js'] },
  '../../libs/products-motor/src/kasko/kasko-page.tsx': {
    file: 'assets/kasko-page.js',
    isDynamicEntry: true,
    imports: ['_ui.js', '_wizard.js'],
    dynamicImports: [
      '../../libs/products-motor/src/messages/uz.json',
      '../../libs/products-motor/src/messages/ru.json',
    ],
  },
  '_ui.js': { file: 'assets/ui.js' },
  '_wizard.js': { file: 'assets/wizard.js' },
  'src/messages/uz.json': { file: 'assets/uz-app.js', isDynamicEntry: true },
  'src/messages/ru.json': { file: 'assets/ru-app.js', isDynamicEntry: true },
  '../../libs/products-motor/src/messages/uz.json': { file: 'assets/uz-motor.js', isDynamicEntry: true },
  '../../libs/products-motor/src/messages/ru.json': { file: 'assets/ru-motor.js', isDynamicEntry: true },
  'index.css': { file: 'assets/index.css' },
};
const KB = 1024;
const SIZES: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/react.js': 50 * KB,
  'assets/pages.js': 2 * KB,
  'assets/home-page.js': 10 * KB,
  'assets/product-page.js': 5 * KB,
  'assets/kasko-page.js': 30 * KB,
  'assets/ui.js': 8 * KB,
  'assets/wizard.js': 20 * KB,
  'assets/uz-app.js': 3 * KB,
  'assets/ru-app.js': 4 * KB,
  'assets/uz-motor.js': 6 * KB,
  'assets/ru-motor.js': 7 * KB,
};
const sizeOf = (file: string) => SIZES[file];
const preloads = (...files: string[]) =>
  files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/_site/${file}">`)
    .join('');
const page = (body: string) =>
  `<html><head><script type="module" crossorigin src="/_site/assets/index.js"></script>` +
  `<link rel="stylesheet" href="/_site/assets/index.css"></head><body><div id="root"></div>${body}</body></html>`;

describe('what a route loads', () => {
  it('reads the entry script and module preloads of a prerendered page, not its style sheets', () => {
    expect(modulesOfHtml(page(preloads('assets/pages.js')))).toEqual([
      '/_site/assets/index.js',
      '/_site/assets/pages.js',
    ]);
  });

  it('reads a paint-first page as the entry its loader names and the preloads waiting for the paint', () => {
    const html =
      '<html><head><script type="module" src="/_site/assets/paint-first-1.js" ' +
      'data-entry="/_site/assets/index.js"></script></head><body><div id="root"></div>' +
      '<link data-modulepreload href="/_site/assets/pages.js"></body></html>';
    expect(modulesOfHtml(html)).toEqual(['/_site/assets/index.js', '/_site/assets/pages.js']);
  });

  it('sums a prerendered page: its entry with static imports and its preloads, each file once', () => {
    const html = page(
      preloads('assets/uz-app.js', 'assets/pages.js', 'assets/kasko-page.js', 'assets/ui.js'),
    );
    const { keys, unknown } = prerenderedPageKeys(MANIFEST, html, '/_site/');
    expect(unknown).toEqual([]);
    expect(routeKindOf(MANIFEST, keys)).toBe('kasko-page');
    // index 40 + react 50 + uz 3 + pages 2 + kasko 30 + ui 8 + wizard 20 (kasko's static import)
    expect(javaScriptBytes(MANIFEST, keys, sizeOf)).toEqual({ bytes: 153 * KB, files: 7 });
  });

  it('names the product rather than the generic product page, and reports a file that was not built', () => {
    const html = page(preloads('assets/product-page.js', 'assets/kasko-page.js', 'assets/gone.js'));
    const { keys, unknown } = prerenderedPageKeys(MANIFEST, html, '/_site/');
    expect(routeKindOf(MANIFEST, keys)).toBe('kasko-page');
    expect(unknown).toEqual(['/_site/assets/gone.js']);
  });

  it('sums a route that is not prerendered: the lazy chain to it and its messages in one language', () => {
    const keys = spaRouteKeys(MANIFEST, '../../libs/products-motor/src/kasko/kasko-page.tsx');
    // index 40 + react 50 + uz-app 3 + pages 2 + kasko 30 + ui 8 + wizard 20 + uz-motor 6
    expect(javaScriptBytes(MANIFEST, keys, sizeOf).bytes).toBe(159 * KB);
  });
});

describe('checkRouteBudgets', () => {
  const pages = [
    { app: 'site', kind: 'home-page', route: '/uz', bytes: 100 * KB, files: 4 },
    { app: 'site', kind: 'home-page', route: '/ru', bytes: 101 * KB, files: 4 },
    { app: 'site', kind: 'kasko-page', route: '/uz/kasko', bytes: 150 * KB, files: 7 },
    { app: 'site', kind: 'kasko-page', route: '/ru/kasko', bytes: 161 * KB, files: 7 },
    { app: 'site', kind: 'pets-page', route: '/uz/pets', bytes: 140 * KB, files: 7 },
  ];

  it('passes routes within their kind budget, the largest page of each kind shown', () => {
    const { rows, failures } = checkRouteBudgets(pages, {
      site: { 'home-page': 105, 'kasko-page': 165, '*': 145 },
    });
    expect(failures).toEqual([]);
    expect(
      rows.map((r: { kind: string; route: string; pages: number; byDefault: boolean }) => [
        r.kind,
        r.route,
        r.pages,
        r.byDefault,
      ]),
    ).toEqual([
      ['home-page', '/ru', 2, false],
      ['kasko-page', '/ru/kasko', 2, false],
      ['pets-page', '/uz/pets', 1, true],
    ]);
  });

  it('fails an over-budget route, naming the route, its size and its budget', () => {
    const { rows, failures } = checkRouteBudgets(pages, {
      site: { 'home-page': 105, 'kasko-page': 160, '*': 145 },
    });
    expect(failures).toEqual([
      'site route /ru/kasko (kasko-page) loads 161.0 KB of JavaScript > its budget 160.0 KB',
    ]);
    expect(rows.find((r: { kind: string }) => r.kind === 'kasko-page')).toMatchObject({ ok: false });
  });

  it('holds a kind without a budget of its own to its app default, and fails an app with none', () => {
    expect(
      checkRouteBudgets(pages, { site: { 'home-page': 105, 'kasko-page': 165, '*': 120 } }).failures,
    ).toEqual(['site route /uz/pets (pets-page) loads 140.0 KB of JavaScript > its budget 120.0 KB']);
    expect(checkRouteBudgets(pages.slice(0, 2), {}).failures).toEqual([
      'site home-page: no route budget (route /ru loads 101.0 KB)',
    ]);
  });
});

describe('npm run check:budgets on a built app with a route over its budget', () => {
  it('exits 1 and names the route, its size and its budget', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-budgets-'));
    try {
      const site = path.join(dir, 'site');
      const write = (file: string, content: string | Buffer) => {
        mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        writeFileSync(path.join(site, file), content);
      };
      write('.vite/manifest.json', JSON.stringify(MANIFEST));
      write('index.html', page(''));
      // Random bytes do not compress: the files weigh their size gzipped too.
      for (const [file, bytes] of Object.entries(SIZES)) write(file, randomBytes(bytes));
      // The wizard grew past the site's kasko-page budget (235 KB).
      write('assets/wizard.js', randomBytes(120 * KB));
      write('prerendered/uz/kasko/index.html', page(preloads('assets/pages.js', 'assets/kasko-page.js')));
      const run = spawnSync(process.execPath, [path.join(__dirname, 'check-budgets.mjs'), 'site'], {
        env: { ...process.env, POLIS_DIST_DIR: dir },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /site route \/uz\/kasko \(kasko-page\) loads 2\d\d\.\d KB of JavaScript > its budget 235\.0 KB/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
