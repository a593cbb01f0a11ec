#!/usr/bin/env node
// Benchmark of apps/api on loopback (not a test):
//   node tools/bench-api.mjs [--seconds 10] [--connections 100] [--only regions]
// (--only keeps the cases whose name contains the word, e.g. `regions`, `lookup`, `save`.)
// Starts the built API (npm run build first) on a free port with a throwaway SQLite database, then measures a
// bare health route, a registry lookup and a contract save with autocannon, and prints req/s, p50/p99 latency
// and each route's throughput as a ratio of the bare route. Goal (issue: reference API): lookups >= 5000 req/s
// with p99 <= 50 ms at 100 connections, zero errors. Traffic goes only to 127.0.0.1 and stops by itself.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { workspaceRoot } from './build/paths.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : null;
const seconds = arg('seconds', 10);
const connections = arg('connections', 100);
const port = arg('port', 3999);
const origin = `http://127.0.0.1:${port}`;
const dir = mkdtempSync(path.join(tmpdir(), 'polis-bench-'));
const auth = `Basic ${Buffer.from('site:site-sandbox').toString('base64')}`;

const server = spawn(process.execPath, [path.join(workspaceRoot, 'dist/apps/api/main.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    POLIS_DB_FILE: path.join(dir, 'bench.db'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 100));
}

const json = { 'content-type': 'application/json', authorization: auth };
const cases = [
  { name: 'bare health route', url: `${origin}/api/health` },
  {
    name: 'person lookup (POST /api/sayt/getPerson)',
    url: `${origin}/api/sayt/getPerson`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ birthday: '15.03.1990', passportSeria: 'AA', passportNumber: '1234567' }),
  },
  {
    name: 'company lookup (GET /api/osgor_neo/inn/v3)',
    url: `${origin}/api/osgor_neo/inn/v3?inn=200123456`,
    headers: json,
  },
  {
    name: 'regions (GET /api/getRegions, plain)',
    url: `${origin}/api/getRegions`,
    headers: json,
  },
  {
    // A dictionary as a browser asks for it (25 KB of regions and districts, brotli accepted).
    name: 'regions (GET /api/getRegions, br)',
    url: `${origin}/api/getRegions`,
    headers: { ...json, 'accept-encoding': 'br, gzip' },
  },
  {
    // A repeat visit: the browser revalidates its copy and gets 304 without a body.
    name: 'regions revalidated (If-None-Match, 304)',
    url: `${origin}/api/getRegions`,
    headers: { ...json, 'accept-encoding': 'br, gzip', 'if-none-match': '' },
    revalidate: true,
  },
  {
    // The real save: registry checks of owner and vehicle, the tariff, a contract, its application and the
    // chat report in one transaction.
    name: 'OSAGO save (POST /api/osago-neo/save-policy/v2)',
    url: `${origin}/api/osago-neo/save-policy/v2`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      amount_uzs: 384000,
      gos_number: '01A123BC',
      tech_sery: 'AAF',
      tech_number: '1234567',
      drivers: [],
      period_id: 1,
      number_drivers_id: 1,
      accident_insurance: false,
      gazballon_insurance: false,
      miniKaskoInsurance: false,
      phone_number: '998901234567',
      startDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      owner_birthday: '15.03.1990',
      owner__pass_seria: 'AA',
      owner__pass_number: '1234567',
      discountId: 1,
    }),
  },
];

const rows = [];
const selected = cases.filter((c, i) => i === 0 || !only || c.name.includes(only));
for (const c of selected) {
  if (c.revalidate) {
    // The ETag the server gives today (none before dictionaries had one: then every answer is a 200).
    const first = await fetch(c.url, { headers: { ...c.headers, 'if-none-match': '' } });
    c.headers = { ...c.headers, 'if-none-match': first.headers.get('etag') ?? '"none"' };
  }
  const r = await autocannon({ ...c, connections, duration: seconds });
  rows.push({
    name: c.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // A 304 is the expected answer to a revalidation, not an error.
    errors:
      r.errors + r.timeouts + (c.revalidate ? r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) : r.non2xx),
  });
}
const bare = rows[0].rps || 1;
console.log(`\n${connections} connections, ${seconds} s each, on ${origin}\n`);
console.log(
  'route'.padEnd(46),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
  'vs bare'.padStart(8),
);
for (const row of rows) {
  console.log(
    row.name.padEnd(46),
    String(row.rps).padStart(8),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    String(row.errors).padStart(7),
    (row.rps / bare).toFixed(2).padStart(8),
  );
}
const lookups = rows.filter((r) => r.name.includes('lookup'));
if (lookups.length) {
  const ok = lookups.every((r) => r.rps >= 5000 && r.p99 <= 50 && r.errors === 0);
  console.log(`\nlookup goal (>= 5000 req/s, p99 <= 50 ms, no errors): ${ok ? 'met' : 'NOT met'}`);
}
stop();
process.exit(0);
