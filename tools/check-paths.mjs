#!/usr/bin/env node
// `npm run check:paths`: every endpoint path of libs/api-contract/src/paths.ts is typed there and nowhere else in
// non-test source (apps, libs, tools). A string literal or template equal to a path (with or without the `/api`
// prefix, `:name` segments as `${...}`) anywhere else fails the check: take the path from the contract.
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PATHS_FILE = 'libs/api-contract/src/paths.ts';

/** Test code may spell a path out: it checks the contract from outside. */
const isTestFile = (file) =>
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) ||
  /(^|\/)(testing|test-utils|e2e)(\/|\.[jt]sx?$)/.test(file) ||
  /(^|\/)testing\.[jt]sx?$/.test(file) ||
  // The cluster test drives the API from outside, as the journeys do.
  /^tools\/cluster(\/|-test\.mjs$)/.test(file) ||
  file.startsWith('tools/generators/product/files/');

/** The paths of the contract, read from its literals. */
export function contractPaths(text = readFileSync(path.join(root, PATHS_FILE), 'utf8')) {
  return [...text.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
}

/** The string literals and templates of a source file, as written (templates with `${...}` kept). */
function literalsOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.getText(source).slice(1, -1));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const patternOf = (p) =>
  new RegExp(
    `^(/api)?${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '\\$\\{[^}]+\\}')}(\\?.*)?$`,
  );

/**
 * Where each contract path is spelled out in non-test source besides the contract: `paths` from paths.ts, `files`
 * the workspace's source files, `read(file)` their text.
 */
export function pathUses(
  paths = contractPaths(),
  files = sourceFiles(),
  read = (file) => readFileSync(path.join(root, file), 'utf8'),
) {
  const patterns = paths.map((p) => [p, patternOf(p)]);
  const uses = new Map(paths.map((p) => [p, []]));
  for (const file of files) {
    if (file === PATHS_FILE || isTestFile(file)) continue;
    for (const literal of literalsOf(file, read(file))) {
      for (const [p, pattern] of patterns) if (pattern.test(literal)) uses.get(p).push(file);
    }
  }
  return uses;
}

function sourceFiles() {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'libs', 'tools'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs)$/.test(f) && !f.endsWith('.d.ts') && !f.includes('/dist/'))
    .filter((f) => existsSync(path.join(root, f)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const uses = pathUses();
  const twice = [...uses].filter(([, files]) => files.length > 0);
  console.log(
    `${uses.size} endpoint paths in ${PATHS_FILE}: ${uses.size - twice.length} typed only there, ${twice.length} typed again`,
  );
  for (const [p, files] of twice) console.log(`  ${p}: ${[...new Set(files)].join(', ')}`);
  if (twice.length) process.exitCode = 1;
}
