// The cluster test's SQLite part: one instance on its SQLite file (the default set-up), killed with SIGKILL
// while some forty saves are in flight, then started again on the same file. SQLite commits the saves waiting
// for its connection together (group commit, apps/api/src/db/sqlite-driver.ts): none may be answered before its
// commit, so every acknowledged save must be there after the restart, once, and its Idempotency-Key must replay
// the same contract.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { freePort } from '../build/free-port.mjs';
import { PRODUCTS, call } from './client.mjs';
import { signalGroup, startInstance } from './processes.mjs';

/** Concurrent clients, and the acknowledged saves after which the instance is killed. */
const CLIENTS = 40;
const KILL_AFTER = 120;

export async function sqliteCrash({ dir, bundle, check }) {
  const [port, mailPort] = await Promise.all([freePort(), freePort()]);
  const dbFile = path.join(dir, 'sqlite', 'polis.db');
  const spec = {
    bundle,
    port,
    env: {
      DATABASE_URL: '',
      POLIS_DB_FILE: dbFile,
      POLIS_UPLOADS_DIR: path.join(dir, 'sqlite', 'uploads'),
      POLIS_MAIL_SINK_PORT: String(mailPort),
      POLIS_LIMIT_SAVE: '1000000/3600',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
    log: path.join(dir, 'api-sqlite.log'),
  };
  let instance = await startInstance('sqlite', spec);
  const product = PRODUCTS.kindness;
  const acknowledged = [];
  let sent = 0;
  let killed = false;
  const client = async (n) => {
    for (let i = 0; !killed; i++) {
      const key = `sqlite-crash-${n}-${i}`;
      sent += 1;
      try {
        const res = await call(instance.origin, 'POST', product.save, {
          json: product.body(),
          headers: { 'idempotency-key': key },
          retry: 0,
        });
        if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
        acknowledged.push({ key, saved: res.body });
      } catch {
        return; // no answer: the instance is gone (not acknowledged, so it may or may not be there)
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        signalGroup(instance, 'SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
  const waitExit = Date.now() + 5000;
  while (!instance.exited && Date.now() < waitExit) await new Promise((r) => setTimeout(r, 50));
  check(
    `SQLite: the instance was killed with ${sent - acknowledged.length} of ${sent} saves unanswered`,
    killed && instance.exited,
    `killed ${killed}, exited ${instance.exited}`,
  );

  instance = await startInstance('sqlite', spec);
  const db = new SQLite(dbFile, { readonly: true });
  try {
    const find = db.prepare('select count(*) as n from contracts where id = ? and order_id = ?');
    const missing = acknowledged.filter(({ saved }) => find.get(saved.contract_id, saved.order_id).n !== 1);
    check(
      `SQLite: all ${acknowledged.length} saves acknowledged before the kill are there after the restart, once`,
      acknowledged.length >= KILL_AFTER && missing.length === 0,
      `${missing.length} missing`,
    );
  } finally {
    db.close();
  }
  const replays = await Promise.all(
    acknowledged.slice(-20).map(({ key }) =>
      call(instance.origin, 'POST', product.save, {
        json: product.body(),
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  const same = replays.filter(
    (r, i) => r.status === 200 && r.body?.contract_id === acknowledged.at(-20 + i).saved.contract_id,
  );
  check(
    "SQLite: the last 20 acknowledged saves' keys replay the same contracts after the restart",
    same.length === replays.length && replays.length === Math.min(20, acknowledged.length),
    replays.map((r) => r.status).join(' '),
  );
  signalGroup(instance, 'SIGTERM');
}
