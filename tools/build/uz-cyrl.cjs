// The Cyrillic catalogues (`messages/uz-cyrl.json`) of the build tools: Vite's plugin, Jest's transform and the
// i18n check read libs/uz-cyrl's TypeScript through here (compiled in memory with swc, no build of it needed).
const { readFileSync, existsSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const SRC = path.join(__dirname, '../../libs/uz-cyrl/src');
const loaded = new Map();

function load(file) {
  if (loaded.has(file)) return loaded.get(file).exports;
  const module = { exports: {} };
  loaded.set(file, module);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const local = (id) => (id.startsWith('.') ? load(path.join(path.dirname(file), `${id}.ts`)) : require(id));
  new Function('module', 'exports', 'require', code)(module, module.exports, local);
  return module.exports;
}

/** The Cyrillic catalogue of a `messages/uz-cyrl.json` (the committed overrides) beside its `uz.json`. */
function cyrillicCatalogueOf(overridesFile) {
  const { cyrillicCatalogue } = load(path.join(SRC, 'index.ts'));
  const uz = JSON.parse(readFileSync(path.join(path.dirname(overridesFile), 'uz.json'), 'utf8'));
  const overrides = existsSync(overridesFile) ? JSON.parse(readFileSync(overridesFile, 'utf8')) : {};
  return cyrillicCatalogue(uz, overrides);
}

const UZ_CYRL_CATALOGUE = /[\\/]messages[\\/]uz-cyrl\.json$/;

module.exports = { cyrillicCatalogueOf, UZ_CYRL_CATALOGUE };
