#!/usr/bin/env node
// `npm test`'s typecheck: every project of the workspace in four TypeScript programs instead of one per project.
// The libraries and the host apps share their compiler options, so one program (tsconfig.browser.json) checks
// them all, each file once; the API, the journeys and the tools keep their own. Two run at a time (two cores).
// A project's own check stays `nx run <project>:typecheck`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot } from './build/paths.mjs';

const programs = [
  'tsconfig.browser.json',
  'apps/api/tsconfig.json',
  'apps/e2e/tsconfig.json',
  'tools/tsconfig.json',
];

// Every project with a tsconfig of its own must be in one of the programs: a new browser project is covered by
// the browser program's globs, any other kind needs a line above.
const browserProjects = ['site', 'webview', 'cabinet'].map((a) => `apps/${a}`);
const projects = ['apps', 'libs'].flatMap((top) =>
  readdirSync(path.join(workspaceRoot, top)).map((p) => `${top}/${p}`),
);
const uncovered = projects.filter(
  (p) =>
    existsSync(path.join(workspaceRoot, p, 'tsconfig.json')) &&
    !p.startsWith('libs/') &&
    !browserProjects.includes(p) &&
    !programs.includes(`${p}/tsconfig.json`),
);
if (uncovered.length) {
  console.error(`typecheck: no program checks ${uncovered.join(', ')}: add it to tools/typecheck.mjs`);
  process.exit(1);
}

const tsc = path.join(workspaceRoot, 'node_modules/typescript/bin/tsc');
const run = (project) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit', '--pretty', 'false'], {
      cwd: workspaceRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`typecheck ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });

const queue = [...programs];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await run(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
