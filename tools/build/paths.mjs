// One source of truth for the @polis/* import map: tsconfig.base.json. Vite, Jest and esbuild read it from here.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function polisPaths() {
  const base = JSON.parse(readFileSync(path.join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  return Object.entries(base.compilerOptions.paths).map(([name, [target]]) => ({
    name,
    file: path.join(workspaceRoot, target),
  }));
}

/** Vite aliases, longest first so `@polis/x/testing` wins over `@polis/x`. */
export function viteAliases() {
  return polisPaths()
    .sort((a, b) => b.name.length - a.name.length)
    .map(({ name, file }) => ({ find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`), replacement: file }));
}
