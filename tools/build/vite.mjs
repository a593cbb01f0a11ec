// Shared Vite settings for host apps and publishable libraries.
import path from 'node:path';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { viteAliases, workspaceRoot } from './paths.mjs';

const require = createRequire(import.meta.url);
const { cyrillicCatalogueOf, UZ_CYRL_CATALOGUE } = require('./uz-cyrl.cjs');

/** Externals for library builds: every bare import that is not relative stays a dependency. */
const isExternal = (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');

/**
 * A library's entry points: `src/index.ts`, plus `src/<name>.ts` for each `./<name>` its package.json exports
 * (`@polis/api-contract/paths`), each built to `dist/<name>.js`.
 */
function libraryEntries(dirname) {
  const { exports = {} } = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  const extra = Object.keys(exports)
    // Code entries only: `./paths`, not `./package.json` or a style sheet (`./styles.css`).
    .filter((key) => key !== '.' && !/\.[a-z]+$/.test(key))
    .map((key) => key.slice(2));
  return Object.fromEntries(['index', ...extra].map((name) => [name, path.join(dirname, `src/${name}.ts`)]));
}

/** A published library ships its Cyrillic catalogue as made from uz.json, not the overrides it is made with. */
const cyrillicCatalogues = () => ({
  name: 'polis-uz-cyrl-catalogues',
  enforce: 'pre',
  load(id) {
    if (!UZ_CYRL_CATALOGUE.test(id)) return null;
    return { code: `export default ${JSON.stringify(cyrillicCatalogueOf(id))};`, moduleType: 'js' };
  },
});

/** Whether a library's source has style sheets (then its build has `dist/styles.css`). */
const hasStyles = (dirname) =>
  readdirSync(path.join(dirname, 'src'), { recursive: true }).some((file) => String(file).endsWith('.css'));

/**
 * A publishable library's build: ES modules per entry, every bare import external (its package.json lists them),
 * and, when it has styles, one `dist/styles.css` that its entries import (so `import '@polis/<lib>'` brings its
 * styles along for a consumer of the built package, as the source does inside the monorepo) and that its
 * package.json exports as `./styles.css`.
 */
export function libraryConfig(dirname) {
  const name = path.basename(dirname);
  const styles = hasStyles(dirname);
  return {
    root: dirname,
    plugins: [react(), cyrillicCatalogues()],
    build: {
      outDir: path.join(dirname, 'dist'),
      emptyOutDir: true,
      sourcemap: true,
      lib: {
        entry: libraryEntries(dirname),
        formats: ['es'],
        fileName: (_format, entry) => `${entry}.js`,
        cssFileName: 'styles',
      },
      rollupOptions: {
        external: isExternal,
        output: styles ? { banner: (chunk) => (chunk.isEntry ? "import './styles.css';" : '') } : {},
      },
    },
    logLevel: 'warn',
    name,
  };
}

/** Build id: CI's commit when given, else the build time. Written to version.json for deployment checks. */
const buildVersion = process.env.POLIS_VERSION || new Date().toISOString();

/** Emits version.json next to index.html; the running app polls it to notice a new deployment. */
const versionFile = () => ({
  name: 'polis-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'version.json',
      source: JSON.stringify({ version: buildVersion }),
    });
  },
});

/**
 * Message catalogues (`.../messages/{uz,en,ru,uz-cyrl}.json`) are compiled to ICU ASTs at build time, so the
 * browser needs no message parser: react-intl's parser is swapped for its no-parser build (about 8 KB
 * gzip less in every app's first load). tools/check-i18n.mjs guarantees every used id has a compiled text.
 * The Cyrillic Uzbek catalogue is made here from the library's uz.json (its committed uz-cyrl.json holds only
 * overrides by id): a chunk of its own per library, like the other languages.
 */
const CATALOGUE = /[\\/]messages[\\/](uz|en|ru|uz-cyrl)\.json$/;
const precompiledMessages = () => ({
  name: 'polis-precompiled-messages',
  enforce: 'pre',
  load(id) {
    if (!CATALOGUE.test(id)) return null;
    let messages;
    if (UZ_CYRL_CATALOGUE.test(id)) {
      this.addWatchFile(path.join(path.dirname(id), 'uz.json'));
      messages = cyrillicCatalogueOf(id);
    } else messages = JSON.parse(readFileSync(id, 'utf8'));
    const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
    return {
      code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`,
      moduleType: 'js',
    };
  },
});
const noParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/**
 * Writes `.br` (brotli 11) and `.gz` (gzip 9) beside every text asset of an app build above 1 KB, for the API's
 * static files plugin (`preCompressed`): the server picks one per Accept-Encoding and compresses nothing
 * per request. Source maps are left alone (only developers fetch them).
 */
const TEXT_ASSET = /\.(m?js|css|html|json|svg|txt|xml|webmanifest)$/;
const precompressedAssets = () => {
  let outDir = '';
  return {
    name: 'polis-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT_ASSET.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
};

/**
 * React Router 7 resolves to its development build under every export condition; the production build
 * (same API, no dev-only warnings) is in `dist/production`. App builds use it: a few KB less on each first load.
 */
const reactRouterProduction = () => ({
  name: 'polis-react-router-production',
  config(_, { command }) {
    if (command !== 'build') return null;
    const root = path.dirname(require.resolve('react-router/package.json'));
    return {
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(root, 'dist/production/index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(root, 'dist/production/dom-export.mjs') },
        ],
      },
    };
  },
});

export function appConfig(dirname, { base = '/' } = {}) {
  const name = path.basename(dirname);
  return {
    root: dirname,
    base,
    plugins: [react(), versionFile(), precompiledMessages(), reactRouterProduction(), precompressedAssets()],
    define: { 'import.meta.env.VITE_POLIS_VERSION': JSON.stringify(buildVersion) },
    resolve: { alias: [noParser, ...viteAliases()] },
    build: {
      outDir: path.join(workspaceRoot, 'dist/apps', name),
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      // Every browser the apps support preloads modules natively; the polyfill would cost each first load.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          codeSplitting: {
            // Redux Toolkit (RTK Query, immer, reselect) in a chunk of its own: every page that calls the API
            // needs it, no first page does, and merged with the form libraries it would pass the lazy budget.
            groups: [
              // React and React DOM in a chunk of their own, beside the entry: a prerendered page's loader
              // evaluates it in a task of its own before the entry's (tools/build/prerender-document.mjs,
              // evaluationStepsFor), so that neither task is long on a phone's CPU.
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 20,
              },
              {
                name: 'redux-toolkit',
                test: /node_modules[\\/](@reduxjs[\\/]toolkit|immer|reselect|@standard-schema[\\/]utils)[\\/]/,
                includeDependenciesRecursively: false,
              },
              { name: 'initial', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    server: { port: Number(process.env.VITE_PORT ?? 4200), strictPort: true },
  };
}
