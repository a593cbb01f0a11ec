#!/usr/bin/env node
// Bundles apps/api into one ESM file. npm packages stay external (resolved from node_modules at run time);
// @polis/* libraries are compiled in from source through the tsconfig paths.
import { build, context } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const buildOptions = {
  absWorkingDir: root,
  entryPoints: ['apps/api/src/main.ts'],
  outfile: 'dist/apps/api/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'apps/api/tsconfig.json',
  sourcemap: true,
  logLevel: 'info',
};

/** Builds once, then rebuilds on every change (tools/dev.mjs); returns the esbuild context to dispose. */
export async function watchApi() {
  const ctx = await context(buildOptions);
  await ctx.rebuild();
  await ctx.watch();
  return ctx;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build(buildOptions);
}
