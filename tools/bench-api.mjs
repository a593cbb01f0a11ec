#!/usr/bin/env node
// Benchmark of apps/api on loopback (not a test):
//   node tools/bench-api.mjs [--seconds 10] [--connections 100] [--only regions] [--cpu-prof dir]
// (--only keeps the cases whose name contains the word, e.g. `regions`, `lookup`, `save`.)
// Starts the built API (npm run build first) on a free port with a throwaway SQLite database, then measures a
// bare health route, the person, company and vehicle look-ups, the regions dictionary and a contract save (once
// on the empty database, once with 50,000 paid policies of other cars in force) with autocannon, and prints req/s, p50/p99 latency and each route's throughput as a ratio of the bare route (the
// machine's load says what else ran: compare ratios within one run, not req/s across runs).
// Goal (issue 28): each look-up >= 0.5 of bare with p99 <= 40 ms, the save >= 0.3 of bare, no errors.
//
// The per-client limits stay on and counted (one client address sends everything here): the server is
// started with their ceilings raised for the load test, POLIS_LIMIT_LOOKUP and POLIS_LIMIT_SAVE (see
// LOAD_TEST_LIMITS; apps/api/README.md "Limits"), and the output says so. The wrong-birthday limit is not
// raised: the look-ups send the right birthday, which counts nothing.
// The bare route, GET /api/health, passes every hook of the server (metrics, security headers, no-store, the
// failure report, compression) but the channel check: it is public, sends no credential, and the output says so.
// One client address sends everything: its look-ups of one event-loop turn share their counter's statement
// (`requestCounter`, apps/api/src/guards/client-limits.ts); many clients share it too, one row each.
// Where a save's time goes (measured with each statement timed, 100 connections, about 3,400 saves/s, so ~300 us
// each on this 2-core machine): its statements took ~110 us, of which the commit ~72 us (the contract with its
// indexes, the application, the body and the lead are some ten WAL frames) and the contract's insert ~19 us;
// the other ~190 us are JavaScript (the body's validation, the registry checks, the tariff, the query building,
// the answer). The saves waiting for the connection now share one commit (SQLite's group commit,
// apps/api/src/db/sqlite-driver.ts; each answered after it): the output says how many a commit wrote. 0.3 of
// bare is ~75 us a save: with its statements free it would still not be reached, so that goal is out of reach
// for a save on this design.
// Exits 1 when more than 1% of any route's answers are errors (non-2xx but an expected 304, timeouts,
// socket errors): such a run measured refusals, not the route. Traffic goes only to 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
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
/** The load test's ceilings ({max}/{seconds}, the server's own syntax): far above what one run sends. */
const LOAD_TEST_LIMITS = { POLIS_LIMIT_LOOKUP: '9999999/60', POLIS_LIMIT_SAVE: '9999999/60' };
/** A run whose errors pass this share of a route's answers fails. */
const MAX_ERROR_SHARE = 0.01;

const profileAt = process.argv.indexOf('--cpu-prof');
// --cpu-prof <dir>: the server writes its V8 CPU profile there when it stops (where a route's time goes).
const profile =
  profileAt > 0 ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.argv[profileAt + 1])] : [];
const server = spawn(process.execPath, [...profile, path.join(workspaceRoot, 'dist/apps/api/main.mjs')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    POLIS_DB_FILE: path.join(dir, 'bench.db'),
    // SQLite's commits and transactions, read around the save (the group commit's batches).
    METRICS_PORT: String(port + 1),
    ...LOAD_TEST_LIMITS,
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
/** Paid OSAGO policies of other cars in force, written before the second save case (a year of sales). */
const IN_FORCE = 50_000;
const saveCase = {
  // The real save: registry checks of owner and vehicle, the tariff, a contract, its application and the
  // chat report in one transaction.
  name: 'OSAGO save (POST /api/osago-neo/save-policy/v2)',
  save: true,
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
};
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
    name: 'vehicle lookup (POST /api/check-ip)',
    url: `${origin}/api/check-ip`,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ carNumber: '01A123BC', techSery: 'AAF', techNumber: '1234567' }),
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
  saveCase,
  {
    ...saveCase,
    // The same save where a year of sales is in force: the vehicle's cover is looked up among them.
    name: `OSAGO save, ${IN_FORCE.toLocaleString('en')} policies in force`,
    inForce: IN_FORCE,
  },
];

/** SQLite's commits and the transactions they wrote so far (the server's metrics port). */
async function commitCounts() {
  const text = await (await fetch(`http://127.0.0.1:${port + 1}/metrics`)).text();
  const total = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return {
    commits: total('polis_sqlite_commits_total'),
    transactions: total('polis_sqlite_transactions_total'),
  };
}

/**
 * Writes `count` paid OSAGO policies of other cars, in force for a year from today, straight into the
 * server's SQLite file (WAL: the server reads them at once).
 */
function writeInForce(count) {
  const file = new Database(path.join(dir, 'bench.db'));
  file.pragma('busy_timeout = 5000');
  const insert = file.prepare(
    `insert into contracts (order_id, product, status, amount_uzs, base_amount_uzs, channel, details, plate,
       start_date, end_date, created_at, updated_at, paid_at, paid_via)
     values (?, 'osago', 'paid', 168000, 168000, 'site', ?, ?, ?, ?, ?, ?, ?, 'payme')`,
  );
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 364 * 86_400_000).toISOString().slice(0, 10);
  const at = new Date().toISOString();
  file.transaction(() => {
    for (let i = 0; i < count; i++) {
      const plate = `10B${String(i).padStart(6, '0')}`;
      insert.run(`BENCH-${i}`, JSON.stringify({ plate, period: '1 year' }), plate, today, end, at, at, at);
    }
  })();
  file.close();
}

const rows = [];
const batches = [];
const selected = cases.filter((c, i) => i === 0 || !only || c.name.includes(only));
for (const c of selected) {
  if (c.revalidate) {
    // The ETag the server gives today (none before dictionaries had one: then every answer is a 200).
    const first = await fetch(c.url, { headers: { ...c.headers, 'if-none-match': '' } });
    c.headers = { ...c.headers, 'if-none-match': first.headers.get('etag') ?? '"none"' };
  }
  if (c.inForce) writeInForce(c.inForce);
  const before = c.save ? await commitCounts() : null;
  const r = await autocannon({ ...c, connections, duration: seconds });
  if (before) {
    const after = await commitCounts();
    const commits = after.commits - before.commits;
    const transactions = after.transactions - before.transactions;
    batches.push(
      `${c.name}: ${transactions} transactions in ${commits} commits of SQLite, ` +
        `${(transactions / commits).toFixed(1)} a commit (the group commit: apps/api/src/db/sqlite-driver.ts)`,
    );
  }
  rows.push({
    name: c.name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    answers: r.requests.total + r.errors + r.timeouts,
    // A 304 is the expected answer to a revalidation, not an error.
    errors:
      r.errors + r.timeouts + (c.revalidate ? r.non2xx - (r.statusCodeStats?.['304']?.count ?? 0) : r.non2xx),
  });
}
const bare = rows[0].rps || 1;
console.log(`\n${connections} connections, ${seconds} s each, on ${origin}`);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the end (1, 5, 15 min; ${availableParallelism()} cores)`,
);
console.log(
  `client limits raised for the load test: ${Object.entries(LOAD_TEST_LIMITS)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} (wrong birthdays: unchanged, 5 an hour)`,
);
console.log(
  'bare route: GET /api/health passes every global hook but the channel check (public: no credential to check)\n',
);
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
if (batches.length) console.log(`\n${batches.join('\n')}`);
const goals = [
  ...rows
    .filter((r) => r.name.includes('lookup'))
    .map((r) => [r, r.rps / bare >= 0.5 && r.p99 <= 40 && r.errors === 0, '>= 0.5 of bare, p99 <= 40 ms']),
  ...rows
    .filter((r) => r.name.includes('save'))
    .map((r) => [r, r.rps / bare >= 0.3 && r.errors === 0, '>= 0.3 of bare']),
];
if (goals.length) console.log('');
for (const [row, met, goal] of goals)
  console.log(`goal ${met ? 'met    ' : 'NOT met'} ${row.name}: ${goal}, no errors`);
const failing = rows.filter((r) => r.errors > MAX_ERROR_SHARE * Math.max(1, r.answers));
stop();
if (failing.length) {
  console.error(
    `\nbench-api: more than ${MAX_ERROR_SHARE * 100}% of the answers were errors on: ${failing
      .map((r) => `${r.name} (${r.errors} of ${r.answers})`)
      .join(', ')}; the figures above measured refusals, not the routes.`,
  );
  process.exit(1);
}
process.exit(0);
