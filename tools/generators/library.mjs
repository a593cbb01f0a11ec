#!/usr/bin/env node
// Scaffolds a publishable @polis/* library: node tools/generators/library.mjs <name> --tags scope:x,type:y [--description "..."]
// (A product and its library: npx nx g @polis/tools:product, tools/generators/product.)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from '../build/paths.mjs';
import { libraryFiles, withLibraryPath } from './library-files.cjs';

const [name, ...rest] = process.argv.slice(2);
const opt = (flag, fallback) => {
  const i = rest.indexOf(flag);
  return i >= 0 ? rest[i + 1] : fallback;
};
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: library.mjs <kebab-name> --tags scope:x,type:y [--description "..."]');
  process.exit(1);
}
const tags = opt('--tags', 'scope:shared,type:util').split(',');
const description = opt('--description', `Polis ${name} library`);
const dir = path.join(workspaceRoot, 'libs', name);
if (existsSync(dir)) {
  console.error(`libs/${name} exists already`);
  process.exit(1);
}
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text.trimStart());
};

for (const [file, text] of Object.entries(libraryFiles(name, { tags, description }))) write(file, text);
write('src/index.ts', `export {};\n`);

const basePath = path.join(workspaceRoot, 'tsconfig.base.json');
const base = JSON.parse(readFileSync(basePath, 'utf8'));
base.compilerOptions.paths = withLibraryPath(base.compilerOptions.paths, name);
writeFileSync(basePath, JSON.stringify(base, null, 2) + '\n');
console.log(`created libs/${name} (${tags.join(', ')})`);
