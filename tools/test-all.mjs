#!/usr/bin/env node
// `npm test`: lint, typecheck, i18n check, export and path checks, unit tests, builds, bundle budgets, the cluster
// test (three API instances on PostgreSQL behind haproxy), then the Playwright journeys against the built apps
// behind apps/api. Ends with one summary line `N passed, N failed` (tests and the cluster test's checks, not steps).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './build/paths.mjs';

process.env.NX_NO_CLOUD = 'true';
process.env.NX_TUI = 'false';
process.env.TZ = 'UTC';
const nx = ['npx', 'nx'];
const runMany = (target, extra = []) => [
  ...nx,
  'run-many',
  '-t',
  target,
  '--parallel=2',
  '--outputStyle=stream-without-prefixes',
  ...extra,
];

const jestResults = () => [
  ...['apps', 'libs'].flatMap((top) =>
    readdirSync(path.join(workspaceRoot, top)).map((p) =>
      path.join(workspaceRoot, top, p, 'test-results/jest.json'),
    ),
  ),
  // The tools project (the generators' tests).
  path.join(workspaceRoot, 'tools/test-results/jest.json'),
];
for (const file of jestResults()) {
  rmSync(file, { force: true });
  // Jest writes --outputFile without creating its folder.
  if (existsSync(path.dirname(path.dirname(file)))) mkdirSync(path.dirname(file), { recursive: true });
}
rmSync(path.join(workspaceRoot, 'apps/e2e/test-results'), { recursive: true, force: true });
// The cluster test's checks (tools/cluster-test.mjs writes them).
const clusterFile = path.join(workspaceRoot, 'tools/test-results/cluster.json');
rmSync(clusterFile, { force: true });

const steps = [
  { name: 'lint', cmd: runMany('lint') },
  { name: 'typecheck', cmd: ['node', 'tools/typecheck.mjs'] },
  { name: 'i18n', cmd: ['node', 'tools/check-i18n.mjs'] },
  { name: 'exports', cmd: ['node', 'tools/check-exports.mjs'] },
  { name: 'paths', cmd: ['node', 'tools/check-paths.mjs'] },
  { name: 'sizes', cmd: ['node', 'tools/check-sizes.mjs'] },
  {
    name: 'unit tests',
    cmd: runMany('test', ['--skip-nx-cache', '--', '--ci', '--json', '--outputFile=test-results/jest.json']),
  },
  { name: 'build', cmd: runMany('build'), required: true },
  { name: 'budgets', cmd: ['node', 'tools/check-budgets.mjs'] },
  // Needs PostgreSQL and haproxy (.ci/run installs them); fails, never skips, without them.
  { name: 'cluster', cmd: ['node', 'tools/cluster-test.mjs'] },
  { name: 'e2e', cmd: [...nx, 'run', 'e2e:e2e', '--skip-nx-cache', '--outputStyle=stream-without-prefixes'] },
];

const failedSteps = [];
const timings = [];
const runStarted = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.cmd.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    stdio: 'inherit',
    cwd: workspaceRoot,
    env: process.env,
  });
  const ok = result.status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  timings.push(`${step.name} ${seconds} s`);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (!ok) {
    failedSteps.push(step.name);
    if (step.required) break;
  }
}

function firstLine(text) {
  // Jest and Playwright colour their messages; the first meaningful line is enough here.
  // eslint-disable-next-line no-control-regex -- the escape character is what starts a colour code
  const plain = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (plain.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 300);
}

let passed = 0;
let failed = 0;
// The names of what failed are printed again at the end, where a truncated CI log still shows them.
const failures = [];
for (const file of jestResults()) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  for (const suite of r.testResults ?? []) {
    const where = path.relative(workspaceRoot, suite.name);
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      failures.push(`${where} › ${t.fullName}\n    ${firstLine(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where} (the suite did not run)\n    ${firstLine(suite.message)}`);
    }
  }
}
const jestPassed = passed;
const e2eFile = path.join(workspaceRoot, 'apps/e2e/test-results/results.json');
if (existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
}
if (existsSync(e2eFile)) {
  const { suites } = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`apps/e2e/${file ?? suite.file} › ${spec.title}\n    ${firstLine(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of suites ?? []) walk(suite);
}
let clusterPassed = 0;
if (existsSync(clusterFile)) {
  const cluster = JSON.parse(readFileSync(clusterFile, 'utf8'));
  clusterPassed = cluster.passed;
  passed += cluster.passed;
  failed += cluster.failed;
  for (const f of cluster.failures ?? []) failures.push(`tools/cluster-test.mjs › ${f}`);
}
if (failures.length) console.log(`\nfailed tests:\n${failures.map((f) => `- ${f}`).join('\n')}`);
console.log(
  `\nunit: ${jestPassed} passed; cluster: ${clusterPassed} passed; e2e: ${passed - jestPassed - clusterPassed} passed`,
);
// The team's speed (issue 28): the whole run, after npm install, stays within 30 minutes on two cores.
const totalSeconds = Math.round((Date.now() - runStarted) / 1000);
const TOTAL_LIMIT_SECONDS = 30 * 60;
console.log(`steps: ${timings.join(', ')}; total ${totalSeconds} s (${(totalSeconds / 60).toFixed(1)} min)`);
if (totalSeconds > TOTAL_LIMIT_SECONDS) {
  console.log(
    `WARNING: the tests took ${(totalSeconds / 60).toFixed(1)} min, past the 30 min the team keeps to`,
  );
}
if (failedSteps.length) {
  console.log(`failed steps: ${failedSteps.join(', ')}`);
  // A failed step that ran no test still fails the run.
  if (failed === 0) failed = failedSteps.length;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
