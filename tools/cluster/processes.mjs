// The cluster test's processes: a throwaway PostgreSQL, API instances and haproxy, each in its own process
// group so that one kill ends it with its children, and all of them ended (and the temp dir removed) by
// `stopAll()` whatever happened: a failed check, an exception, Ctrl+C or SIGTERM.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../build/free-port.mjs';

const running = new Set();

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `cmd` in a process group of its own, output to `log`; `stopAll` ends it. */
function startGroup(name, cmd, args, { log, env, uid, gid, cwd }) {
  const out = openSync(log, 'a');
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', out, out], env, uid, gid, cwd });
  const proc = { name, child, log, exited: false };
  child.on('exit', () => {
    proc.exited = true;
    running.delete(proc);
  });
  running.add(proc);
  return proc;
}

/** Signals the whole group of a process (no error when it is gone already). */
export function signalGroup(proc, signal) {
  if (proc.exited) return;
  try {
    process.kill(-proc.child.pid, signal);
  } catch {
    // already gone
  }
}

/** Ends every process this run started: SIGTERM, then SIGKILL for what is left after `graceMs`. */
export async function stopAll(graceMs = 3000) {
  const procs = [...running];
  // PostgreSQL's immediate shutdown (SIGQUIT) leaves nothing behind; the rest stop on SIGTERM.
  for (const proc of procs) signalGroup(proc, proc.name === 'postgres' ? 'SIGQUIT' : 'SIGTERM');
  const until = Date.now() + graceMs;
  while (procs.some((p) => !p.exited) && Date.now() < until) await sleep(50);
  for (const proc of procs) signalGroup(proc, 'SIGKILL');
}

/** The synchronous last resort (process 'exit'): SIGKILL to every group still running. */
export function killAllNow() {
  for (const proc of running) signalGroup(proc, 'SIGKILL');
}

export const logTail = (proc, lines = 15) => {
  try {
    return readFileSync(proc.log, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

/** Debian's PostgreSQL binaries (the newest major), or an error saying what to install. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (majors.length === 0) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return path.join(root, majors.at(-1), 'bin');
}

/** As root, initdb and postgres must run as the `postgres` user (they refuse root). */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('running as root and there is no postgres user to run PostgreSQL as');
  }
}

/**
 * A PostgreSQL cluster of its own in `dir` on a free loopback port (no fsync: it lives as long as the run),
 * with an empty database `polis`. Returns its URL.
 */
export async function startPostgres(dir) {
  const bin = postgresBin();
  const user = postgresUser();
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  const init = spawnSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'],
    { ...user, cwd: dir, encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error}`);
  const port = await freePort();
  const proc = startGroup(
    'postgres',
    path.join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { log: path.join(dir, 'postgres.log'), ...user, cwd: dir },
  );
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; ; i++) {
    if (proc.exited) throw new Error(`PostgreSQL did not start:\n${logTail(proc)}`);
    const client = new pg.Client(admin);
    try {
      await client.connect();
      await client.query('create database polis');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (i > 100) throw new Error(`PostgreSQL did not answer: ${error.message}`);
      await sleep(100);
    }
  }
  return { proc, url: `postgres://postgres@127.0.0.1:${port}/polis` };
}

/** One API instance (`node dist/apps/api/main.mjs`), ready when its `/api/ready` answers 200. */
export async function startInstance(name, { bundle, port, env, log }) {
  const proc = startGroup(name, process.execPath, [bundle], {
    log,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  proc.port = port;
  proc.origin = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (proc.exited) throw new Error(`API instance ${name} exited:\n${logTail(proc)}`);
    try {
      const res = await fetch(`${proc.origin}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`API instance ${name} not ready in 30 s:\n${logTail(proc)}`);
    await sleep(100);
  }
}

/**
 * haproxy in the foreground (`-db`) with `cfg`: round robin over the instances, `GET /api/ready` checked every
 * 300 ms (a dead instance is out after 2 failures), `X-Forwarded-For` added for the instances' TRUST_PROXY.
 * Two front ends: `port` balances every instance, `onePort` only the first (the one-instance figure).
 */
export async function startHaproxy(dir, { port, onePort, statsPort, instances }) {
  const which = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (which.status !== 0) throw new Error('haproxy is not installed: apt-get install -y haproxy');
  const servers = (list) =>
    list.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 300ms fall 2 rise 2`).join('\n');
  const cfg = [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option httpchk GET /api/ready',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    `frontend all`,
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    `frontend one`,
    `  bind 127.0.0.1:${onePort}`,
    '  default_backend first',
    `frontend stats`,
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'backend instances',
    '  balance roundrobin',
    servers(instances),
    'backend first',
    '  balance roundrobin',
    servers(instances.slice(0, 1)),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, cfg);
  const check = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration: ${check.stderr}`);
  const proc = startGroup('haproxy', 'haproxy', ['-f', file, '-db'], { log: path.join(dir, 'haproxy.log') });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exited) throw new Error(`haproxy exited:\n${logTail(proc)}`);
    try {
      if ((await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error(`haproxy did not answer:\n${logTail(proc)}`);
    await sleep(100);
  }
  return {
    proc,
    origin,
    oneOrigin: `http://127.0.0.1:${onePort}`,
    statsOrigin: `http://127.0.0.1:${statsPort}`,
  };
}

/** The servers haproxy counts up in the `instances` back end (its CSV statistics). */
export async function serversUp(stats) {
  const csv = await (await fetch(`${stats}/stats;csv`)).text();
  return csv
    .split('\n')
    .map((line) => line.split(','))
    .filter(
      (f) => f[0] === 'instances' && f[1] !== 'BACKEND' && f[1] !== 'FRONTEND' && f[17]?.startsWith('UP'),
    )
    .map((f) => f[1]);
}

/** The process listening on a loopback TCP port (`ss`), or null. */
export function listenerPid(port) {
  const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}
