#!/usr/bin/env node
// Fails when a message id is missing in any language: every `messages/` folder must hold uz, en and ru
// catalogues with the same keys, no empty texts, parseable ICU with the same placeholders, and every
// literal message id used in source must exist in some catalogue. The fourth language, Uzbek in Cyrillic
// script, is generated from uz.json (libs/uz-cyrl): its committed uz-cyrl.json holds only overrides by id, each
// an id of uz.json, and the generated catalogue must parse with the same placeholders as the others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { createRequire } from 'node:module';
import { workspaceRoot } from './build/paths.mjs';

const { cyrillicCatalogueOf } = createRequire(import.meta.url)('./build/uz-cyrl.cjs');

const LANGS = ['uz', 'en', 'ru'];
const SKIP = new Set(['node_modules', 'dist', '.nx', 'coverage', 'test-results']);
const problems = [];

function walk(dir, visit) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

function placeholders(message) {
  const names = new Set();
  const visit = (elements) => {
    for (const el of elements) {
      if (
        el.type === TYPE.argument ||
        el.type === TYPE.number ||
        el.type === TYPE.date ||
        el.type === TYPE.time
      )
        names.add(el.value);
      if (el.type === TYPE.select || el.type === TYPE.plural) {
        names.add(el.value);
        for (const option of Object.values(el.options)) visit(option.value);
      }
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        visit(el.children);
      }
    }
  };
  visit(parse(message));
  return [...names].sort().join(',');
}

const catalogueDirs = [];
const sources = [];
for (const top of ['apps', 'libs']) {
  walk(path.join(workspaceRoot, top), (file) => {
    if (path.basename(path.dirname(file)) === 'messages' && file.endsWith('/uz.json'))
      catalogueDirs.push(path.dirname(file));
    // The API renders no react-intl messages (its pages carry their own texts): only front-end sources.
    const server = file.includes(`${path.sep}apps${path.sep}api${path.sep}`);
    if (
      /\.(ts|tsx)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      // Test helpers (test-utils/) define test products with their own texts; they never ship.
      !file.includes(`${path.sep}test-utils${path.sep}`) &&
      file.includes(`${path.sep}src${path.sep}`) &&
      !server
    )
      sources.push(file);
  });
}

const known = new Set();
let count = 0;
for (const dir of catalogueDirs) {
  const rel = path.relative(workspaceRoot, dir);
  const catalogues = {};
  for (const lang of LANGS) {
    try {
      catalogues[lang] = JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
    } catch (error) {
      problems.push(`${rel}/${lang}.json: missing or not JSON (${error.message})`);
    }
  }
  if (LANGS.some((l) => !catalogues[l])) continue;
  const overridesFile = path.join(dir, 'uz-cyrl.json');
  try {
    const overrides = JSON.parse(readFileSync(overridesFile, 'utf8'));
    for (const id of Object.keys(overrides)) {
      if (!(id in catalogues.uz))
        problems.push(`${rel}/uz-cyrl.json: override "${id}" is not an id of uz.json`);
    }
    catalogues['uz-cyrl'] = cyrillicCatalogueOf(overridesFile);
  } catch (error) {
    problems.push(
      `${rel}/uz-cyrl.json: missing or not JSON (${error.message}); \`{}\` when nothing needs overriding`,
    );
    continue;
  }
  const all = new Set(LANGS.flatMap((l) => Object.keys(catalogues[l])));
  for (const id of all) {
    known.add(id);
    count++;
    let shape = null;
    for (const lang of [...LANGS, 'uz-cyrl']) {
      const text = catalogues[lang][id];
      if (text === undefined) {
        problems.push(`${rel}: "${id}" is missing in ${lang}`);
        continue;
      }
      if (typeof text !== 'string' || !text.trim()) {
        problems.push(`${rel}: "${id}" is empty in ${lang}`);
        continue;
      }
      try {
        const p = placeholders(text);
        if (shape === null) shape = p;
        else if (p !== shape)
          problems.push(`${rel}: "${id}" has other placeholders in ${lang} ({${p}} vs {${shape}})`);
      } catch (error) {
        problems.push(`${rel}: "${id}" is not valid ICU in ${lang}: ${error.message}`);
      }
    }
  }
}

// Literal ids in source: id="x", id: 'x', formatMessage({ id: "x" }) ...; template ids with ${} are dynamic.
const ID_RE = /\bid(?:=|:\s*)(["'`])([a-z][\w.-]*\.[\w.-]+)\1/g;
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(ID_RE)) {
    if (!known.has(match[2]))
      problems.push(`${path.relative(workspaceRoot, file)}: message id "${match[2]}" is in no catalogue`);
  }
}

if (problems.length) {
  console.error(`i18n check: ${problems.length} problem(s)\n` + problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
console.log(
  `i18n check: ${catalogueDirs.length} catalogues, ${count} message ids, all present in uz, en and ru (and uz-cyrl, made from uz)`,
);
