#!/usr/bin/env node
// `npm start`: builds the three apps and the API, then serves everything on one origin
// (http://localhost:3000 by default; PORT, HOST and the other server variables pass through).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { workspaceRoot } from './build/paths.mjs';

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'site', 'webview', 'cabinet', 'api'], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: { ...process.env, NX_TUI: 'false' },
});
if (build.status !== 0) {
  console.error('\nThe build failed; nothing was started.');
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(workspaceRoot, 'dist/apps/api/main.mjs')], {
  cwd: workspaceRoot,
  stdio: 'inherit',
  env: process.env,
});

// The server shuts down gracefully on these; we only pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
