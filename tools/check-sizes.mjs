#!/usr/bin/env node
// `npm run check:sizes`: how many non-blank lines each product takes across its front end, API module, contract
// and tariff (generated or not), tests, messages and READMEs excluded. Simple products stay within 400 lines,
// OSAGO within 3,300. `--all` lists every product; `--files <key>` lists one product's files.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The ceilings (issue 22): a simple product; OSAGO, with its registry checks, drivers, renewal and copy (3,000), and
 * since issue 27 its mid-term changes (drivers, phone, plate: `osago/policy-change.ts`, 277 lines), 300 more.
 */
export const LIMITS = { kids: 400, kindness: 400, documents: 400, osago: 3300 };

const isCounted = (file) =>
  /\.(tsx?|css)$/.test(file) &&
  !/\.(test|spec)\.[jt]sx?$/.test(file) &&
  !/(^|\/)(messages|test-utils|testing)(\/|\.|-)/.test(file) &&
  !/-messages\.ts$/.test(file);

function walk(dir) {
  if (!existsSync(dir)) return [];
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((name) => walk(path.join(dir, name)));
}

/** A product's places: API module, front-end folder (in whichever products library), contract, tariff. */
export function productFiles(key, base = root) {
  const libs = readdirSync(path.join(base, 'libs')).filter((l) => l.startsWith('products-'));
  const places = [
    `apps/api/src/products/${key}`,
    ...libs.map((l) => `libs/${l}/src/${key}`),
    `libs/api-contract/src/${key}.ts`,
    `libs/api-contract/src/${key}`,
    `libs/tariffs/src/${key}.ts`,
    `libs/tariffs/src/${key}`,
  ];
  return places
    .flatMap((p) => walk(path.join(base, p)))
    .map((f) => path.relative(base, f))
    .filter(isCounted);
}

export const nonBlankLines = (text) => text.split('\n').filter((l) => l.trim() !== '').length;

export function productSize(key, base = root) {
  return productFiles(key, base).reduce(
    (sum, f) => sum + nonBlankLines(readFileSync(path.join(base, f), 'utf8')),
    0,
  );
}

function main(args) {
  if (args[0] === '--files') {
    const key = args[1];
    const rows = productFiles(key).map((f) => [nonBlankLines(readFileSync(path.join(root, f), 'utf8')), f]);
    for (const [n, f] of rows.sort((a, b) => b[0] - a[0])) console.log(`${String(n).padStart(5)} ${f}`);
    console.log(`${String(rows.reduce((s, [n]) => s + n, 0)).padStart(5)} total`);
    return 0;
  }
  const keys = args.includes('--all')
    ? readdirSync(path.join(root, 'apps/api/src/products')).filter((k) => k !== 'kit')
    : Object.keys(LIMITS);
  let over = 0;
  for (const key of keys) {
    const size = productSize(key);
    const limit = LIMITS[key];
    const verdict = limit === undefined ? '' : size <= limit ? `<= ${limit}` : `OVER ${limit}`;
    if (limit !== undefined && size > limit) over++;
    console.log(`${key.padEnd(26)} ${String(size).padStart(5)}  ${verdict}`);
  }
  console.log(over ? `${over} product(s) over their size` : 'every product within its size');
  return over ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
