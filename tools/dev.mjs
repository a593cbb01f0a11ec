#!/usr/bin/env node
// `npm run dev`: the whole origin on http://localhost:3000 with hot reload.
//
//   API   esbuild watch -> dist/apps/api/main.mjs, run by `node --watch` (restarts on each rebuild), with
//         POLIS_DEV_PROXY=1: /_site/*, /_webview/*, /_cabinet/* and every page are fetched from the Vite
//         dev servers below instead of dist/.
//   Vite  site on 4201, webview on 4202, cabinet on 4203, each with its production base (/_site/ ...), so
//         URLs are the same as in `npm start`.
//
// Hot reload: the API tunnels the websocket upgrades under /_<app>/ to the right Vite server.
// Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { workspaceRoot } from './build/paths.mjs';
import { watchApi } from '../apps/api/build.mjs';

const APPS = [
  ['site', 4201],
  ['webview', 4202],
  ['cabinet', 4203],
];
const viteBin = path.join(workspaceRoot, 'node_modules/vite/bin/vite.js');
const children = new Set();
let stopping = false;
let esbuild;

function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: workspaceRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const label = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${label} exited (${signal ?? code}); stopping the others`);
      stop(1);
    } else if (children.size === 0) process.exit(process.exitCode ?? 0);
  });
  children.add(child);
  return child;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  await esbuild?.dispose();
  for (const child of children) child.kill('SIGTERM');
  if (children.size === 0) process.exit(code);
  // A child that ignores SIGTERM must not keep the terminal.
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

esbuild = await watchApi();

for (const [app, port] of APPS) {
  run(app, [
    viteBin,
    '--config',
    `apps/${app}/vite.config.mts`,
    '--port',
    String(port),
    '--strictPort',
    '--base',
    `/_${app}/`,
  ]);
}
run('api', ['--watch', 'dist/apps/api/main.mjs'], { POLIS_DEV_PROXY: '1', PORT: process.env.PORT ?? '3000' });
