#!/usr/bin/env node
// `npm run check:budgets`: gzip sizes of each host app's JavaScript from its Vite manifest.
//   initial = the entry chunk plus everything it imports statically (what the first page must download)
//   lazy    = every other chunk (route and step chunks, and chunks shared only by them)
// Fails when initial > 100 KB or any lazy chunk > 60 KB (gzip, 1 KB = 1024 bytes) or a manifest is missing.
// Usage: node tools/check-budgets.mjs [app ...]   (dist folder: POLIS_DIST_DIR, default dist/apps)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { workspaceRoot } from './build/paths.mjs';

const KB = 1024;
const BUDGET = { initial: 100 * KB, lazy: 60 * KB };
const apps = process.argv.slice(2).length ? process.argv.slice(2) : ['site', 'webview', 'cabinet'];
const distRoot = path.resolve(process.env.POLIS_DIST_DIR ?? path.join(workspaceRoot, 'dist/apps'));

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Manifest keys reachable from `key` through static imports (the chunks loaded together with it). */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function measure(app) {
  const dir = path.join(distRoot, app);
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      app,
      error: `no ${path.relative(workspaceRoot, manifestFile)}: build the app first (npx nx build ${app})`,
    };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const isJs = (key) => /\.m?js$/.test(manifest[key]?.file ?? '');
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!entries.length) return { app, error: `${manifestFile} has no entry chunk` };

  const initialKeys = new Set(entries.flatMap((key) => [...staticClosure(manifest, key)]));
  const initialFiles = [...new Set([...initialKeys].filter(isJs).map((key) => manifest[key].file))];
  const initial = initialFiles.reduce((sum, file) => sum + gzipSize(path.join(dir, file)), 0);

  const lazy = new Map();
  for (const key of Object.keys(manifest)) {
    const { file, src, name, isDynamicEntry } = manifest[key];
    if (initialKeys.has(key) || !isJs(key) || lazy.has(file) || initialFiles.includes(file)) continue;
    lazy.set(file, {
      label: src ?? name ?? key,
      kind: isDynamicEntry ? 'lazy' : 'shared',
      size: gzipSize(path.join(dir, file)),
    });
  }
  return { app, initial, initialFiles, lazy: [...lazy.values()].sort((a, b) => b.size - a.size) };
}

const rows = [];
const failures = [];
for (const result of apps.map(measure)) {
  if (result.error) {
    failures.push(`${result.app}: ${result.error}`);
    continue;
  }
  const initialOk = result.initial <= BUDGET.initial;
  rows.push([
    result.app,
    `initial (${result.initialFiles.length} files)`,
    kb(result.initial),
    kb(BUDGET.initial),
    initialOk ? 'ok' : 'OVER',
  ]);
  if (!initialOk)
    failures.push(`${result.app}: initial JavaScript ${kb(result.initial)} > ${kb(BUDGET.initial)}`);
  for (const chunk of result.lazy) {
    const ok = chunk.size <= BUDGET.lazy;
    rows.push([
      result.app,
      `${chunk.kind} ${chunk.label}`,
      kb(chunk.size),
      kb(BUDGET.lazy),
      ok ? 'ok' : 'OVER',
    ]);
    if (!ok)
      failures.push(
        `${result.app}: ${chunk.kind} chunk ${chunk.label} ${kb(chunk.size)} > ${kb(BUDGET.lazy)}`,
      );
  }
}

// Fonts (issue 15 item 4): the apps use the system font stack (libs/ui README "Fonts"), so a built app
// ships no font file, and no stylesheet may fetch one from another origin.
for (const app of apps) {
  const assets = path.join(distRoot, app, 'assets');
  if (!existsSync(assets)) continue;
  for (const file of readdirSync(assets)) {
    if (/\.(woff2?|ttf|otf|eot)$/i.test(file))
      failures.push(`${app}: font file assets/${file} (use the system font stack)`);
    if (
      /\.css$/.test(file) &&
      /url\(\s*['"]?(https?:)?\/\//i.test(readFileSync(path.join(assets, file), 'utf8'))
    )
      failures.push(`${app}: assets/${file} loads a file from another origin`);
  }
}

if (rows.length) {
  const header = ['app', 'chunk', 'gzip', 'budget', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i >= 2 && i <= 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
if (failures.length) {
  console.error(`\nBudget check failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll bundles are within budget.');
