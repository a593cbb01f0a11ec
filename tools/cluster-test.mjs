#!/usr/bin/env node
// The cluster test (a step of `npm test`, after the build): three API instances (dist/apps/api/main.mjs) on one
// throwaway PostgreSQL behind haproxy, a bounded purchase load through the balancer with one instance killed
// (SIGKILL) in the middle, then checks that the cluster behaved as one server: every acknowledged save and
// payment exactly once, no duplicate policy, uploaded files readable through every instance, the per-client
// limits held across instances, the monthly charge and renewal reminder jobs acting once per item while all
// instances tick. Prints the throughput of the load with one instance and with three (not asserted: two cores
// cannot show scaling). Then one instance on SQLite killed with SIGKILL amid concurrent saves: every acknowledged
// save there after the restart (`cluster/sqlite-crash.mjs`). Never skips: without PostgreSQL or haproxy it fails. Ends with `N passed, N failed`
// (checks) and writes them to tools/test-results/cluster.json for tools/test-all.mjs.
//   node tools/cluster-test.mjs [--keep-logs]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './build/free-port.mjs';
import { workspaceRoot } from './build/paths.mjs';
import { PHONE, PRODUCTS, call, lastSms, logIn, save, traffic } from './cluster/client.mjs';
import { purchaseLoad } from './cluster/load.mjs';
import { sqliteCrash } from './cluster/sqlite-crash.mjs';
import {
  listenerPid,
  killAllNow,
  logTail,
  serversUp,
  signalGroup,
  startHaproxy,
  startInstance,
  startPostgres,
  stopAll,
} from './cluster/processes.mjs';

const RESULTS = path.join(workspaceRoot, 'tools/test-results/cluster.json');
const BUNDLE = path.join(workspaceRoot, 'dist/apps/api/main.mjs');
/** The per-client ceilings of the limits check ({max}/{seconds}, apps/api/README.md "Limits"). */
const SAVE_MAX = 5;
const LOOKUP_MAX = 4;
const LIMIT_WINDOW_S = 3600;
const keepLogs = process.argv.includes('--keep-logs');

const results = { passed: 0, failed: 0, failures: [] };
function check(name, ok, detail = '') {
  if (ok) results.passed += 1;
  else {
    results.failed += 1;
    results.failures.push(`${name}${detail ? `: ${detail}` : ''}`);
  }
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && detail ? ` (${detail})` : ''}`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const waitFor = async (what, test, ms = 10_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await test()) return true;
    await sleep(150);
  }
  throw new Error(`${what}: not within ${ms / 1000} s`);
};

const dir = mkdtempSync(path.join(tmpdir(), 'polis-cluster-'));
let sql;
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await sql?.end().catch(() => undefined);
  await stopAll();
  if (!keepLogs) rmSync(dir, { recursive: true, force: true });
  else console.log(`logs kept in ${dir}`);
}
process.on('exit', () => {
  killAllNow();
  if (!keepLogs) rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the cluster`);
    cleanup().finally(() => process.exit(1));
  });
}

const rows = async (text, params = []) => (await sql.query(text, params)).rows;

async function main() {
  if (!existsSync(BUNDLE))
    throw new Error(`${path.relative(workspaceRoot, BUNDLE)} is missing: build the api first`);
  const started = Date.now();

  // PostgreSQL, three instances, the balancer.
  const postgres = await startPostgres(dir);
  sql = new pg.Client(postgres.url);
  await sql.connect();
  const [mailPort, lbPort, onePort, statsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const env = {
    DATABASE_URL: postgres.url,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Believe the balancer's X-Forwarded-For: the limits count per client address, not per balancer.
    TRUST_PROXY: '127.0.0.1',
    POLIS_LIMIT_SAVE: `${SAVE_MAX}/${LIMIT_WINDOW_S}`,
    POLIS_LIMIT_LOOKUP: `${LOOKUP_MAX}/${LIMIT_WINDOW_S}`,
    POLIS_MAIL_SINK_PORT: String(mailPort),
    POLIS_MAIL_POLL_MS: '500',
    // Every instance runs both jobs, often: they race on every item.
    POLIS_MONTHLY_CHARGE_MS: '700',
    POLIS_REMINDER_MS: '700',
  };
  const names = ['a', 'b', 'c'];
  const ports = await Promise.all(names.map(() => freePort()));
  const spec = (name, i) => ({
    bundle: BUNDLE,
    port: ports[i],
    // Each its own uploads folder: on PostgreSQL files must not depend on it.
    env: { ...env, POLIS_UPLOADS_DIR: path.join(dir, `uploads-${name}`) },
    log: path.join(dir, `api-${name}.log`),
  });
  // All three start together on the empty database: the migrations and the seed run once (the database's locks).
  const instances = await Promise.all(names.map((name, i) => startInstance(name, spec(name, i))));
  const lb = await startHaproxy(dir, {
    port: lbPort,
    onePort,
    statsPort,
    instances: instances.map((p, i) => ({ name: names[i], port: p.port })),
  });
  await waitFor(
    'haproxy sees three instances up',
    async () => (await serversUp(lb.statsOrigin)).length === 3,
  );
  console.log(
    `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: PostgreSQL, 3 instances, haproxy`,
  );
  for (const [i, inst] of instances.entries()) {
    const ready = await call(inst.origin, 'GET', '/api/ready');
    check(`instance ${names[i]} is ready on PostgreSQL`, ready.status === 200 && ready.body?.ready === true);
  }

  // The per-client limits, held across instances: more requests than the ceiling, from one client address,
  // spread over the three instances directly, get exactly the ceiling's successes.
  const windowLeft = LIMIT_WINDOW_S * 1000 - (Date.now() % (LIMIT_WINDOW_S * 1000));
  if (windowLeft < 15_000) await sleep(windowLeft + 500); // not across a window's edge
  const limitSaves = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      save(instances[i % 3].origin, 'kindness', {
        key: `limit-save-${i}`,
        ip: '10.99.0.1',
        root: workspaceRoot,
      }),
    ),
  );
  const saveCodes = limitSaves.map((r) => r.status);
  check(
    `save limit ${SAVE_MAX}: 12 saves of one client over 3 instances, exactly ${SAVE_MAX} saved`,
    saveCodes.filter((s) => s === 200).length === SAVE_MAX &&
      saveCodes.filter((s) => s === 429).length === 12 - SAVE_MAX,
    saveCodes.join(' '),
  );
  const lookups = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      call(instances[i % 3].origin, 'POST', '/api/sayt/getPerson', {
        json: { passportSeria: 'AA', passportNumber: '1234567', birthday: '15.03.1990', pinfl: '' },
        headers: { 'x-forwarded-for': '10.99.0.2' },
      }),
    ),
  );
  const lookupCodes = lookups.map((r) => r.status);
  check(
    `look-up limit ${LOOKUP_MAX}: 12 look-ups of one client over 3 instances, exactly ${LOOKUP_MAX} answered`,
    lookupCodes.filter((s) => s === 200).length === LOOKUP_MAX &&
      lookupCodes.filter((s) => s === 429).length === 12 - LOOKUP_MAX,
    lookupCodes.join(' '),
  );
  const acknowledged = limitSaves
    .filter((r) => r.status === 200)
    .map((r, i) => ({ product: 'kindness', key: `limit-${i}`, saved: r.body, paid: false }));

  // One save sent at once to the three instances with the same Idempotency-Key (a double click whose
  // requests the balancer spread): one contract, the same answer everywhere.
  const twins = await Promise.all(
    instances.map((inst) =>
      save(inst.origin, 'pets', { key: 'cluster-twin', ip: '10.99.0.4', root: workspaceRoot }),
    ),
  );
  const twinIds = new Set(twins.map((r) => r.body?.contract_id));
  const twinRows = await rows('select key from idempotency_keys where key = $1', ['cluster-twin']);
  check(
    'one save sent to three instances at once with one Idempotency-Key: one contract, the same answer',
    twins.every((r) => r.status === 200) && twinIds.size === 1 && twinRows.length === 1,
    twins.map((r) => `${r.status} ${r.body?.contract_id}`).join(', '),
  );
  if (twins[0].status === 200)
    acknowledged.push({ product: 'pets', key: 'cluster-twin', saved: twins[0].body, paid: false });

  // Throughput: the same purchase load through one instance, then through three (printed, not asserted).
  const one = await purchaseLoad(lb.oneOrigin, { count: 45, concurrency: 6, root: workspaceRoot, run: 1 });
  const three = await purchaseLoad(lb.origin, { count: 45, concurrency: 6, root: workspaceRoot, run: 2 });
  const rate = (r) => (r.requests / r.seconds).toFixed(1);
  console.log(
    `throughput, 1 instance:  ${rate(one)} requests/s (${one.requests} requests, ${one.seconds.toFixed(1)} s)`,
  );
  console.log(
    `throughput, 3 instances: ${rate(three)} requests/s (${three.requests} requests, ${three.seconds.toFixed(1)} s)`,
  );
  for (const [label, r] of [
    ['1 instance', one],
    ['3 instances', three],
  ]) {
    const failedOnes = r.purchases.filter((p) => !p.paid);
    check(
      `${label}: every purchase saved and paid`,
      failedOnes.length === 0,
      failedOnes.map((p) => p.error).join('; '),
    );
  }

  // The load again, one instance killed with SIGKILL a third of the way: the clients retry what got no answer.
  // Not the one holding the sandbox's mailbox (the first to bind its port): the mail check needs it.
  const sinkHolder = listenerPid(mailPort);
  const victimAt = instances.findIndex((inst, i) => i > 0 && inst.child.pid !== sinkHolder);
  const victim = instances[victimAt];
  const victimName = names[victimAt];
  let killedAt = null;
  const killed = await purchaseLoad(lb.origin, {
    count: 45,
    concurrency: 6,
    root: workspaceRoot,
    run: 3,
    onProgress: (done) => {
      if (done === 15 && !killedAt) {
        killedAt = Date.now();
        signalGroup(victim, 'SIGKILL');
      }
    },
  });
  check(
    `instance ${victimName} was killed mid-load`,
    killedAt !== null && victim.exited,
    `exited: ${victim.exited}`,
  );
  // Its health check fails twice 300 ms apart: out within a few seconds (the load may end sooner).
  let up = [];
  const out = await waitFor(
    'the killed instance out of the balancer',
    async () => {
      up = await serversUp(lb.statsOrigin);
      return !up.includes(victimName) && up.length === 2;
    },
    5000,
  ).catch(() => false);
  check('the balancer took the killed instance out', out, up.join(','));
  const unanswered = killed.purchases.filter((p) => !p.paid);
  console.log(
    `load with a kill: ${killed.purchases.length - unanswered.length} of ${killed.purchases.length} purchases acknowledged, ` +
      `${traffic.retries} retries so far; not acknowledged: ${unanswered.map((p) => p.error).join('; ') || 'none'}`,
  );
  // A purchase cut by the kill may lose its answer, never an answered write; most purchases still complete.
  check(
    'load with a kill: at least 39 of 45 purchases acknowledged',
    unanswered.length <= 6,
    `${unanswered.length} not`,
  );

  // The killed instance comes back (a new process on its port): the balancer puts it back.
  instances[victimAt] = await startInstance(victimName, spec(victimName, victimAt));
  await waitFor('haproxy sees the instance up again', async () =>
    (await serversUp(lb.statsOrigin)).includes(victimName),
  );

  const all = [...one.purchases, ...three.purchases, ...killed.purchases];
  acknowledged.push(...all.filter((p) => p.saved));
  const paid = all.filter((p) => p.paid);

  // Every acknowledged save exactly once, under its own ids, and its key replays the same contract.
  const ids = acknowledged.map((p) => p.saved.contract_id);
  const found = await rows('select id, order_id from contracts where id = any($1)', [ids]);
  const byId = new Map(found.map((r) => [Number(r.id), r.order_id]));
  const missing = acknowledged.filter((p) => byId.get(p.saved.contract_id) !== p.saved.order_id);
  check(
    `every acknowledged save (${acknowledged.length}) is in the database once with its order id`,
    missing.length === 0 && new Set(ids).size === ids.length,
    missing.map((p) => p.saved.contract_id).join(','),
  );
  const keyed = all.filter((p) => p.saved);
  const stored = await rows(
    'select key, response from idempotency_keys where key = any($1) and status_code = 200',
    [keyed.map((p) => p.key)],
  );
  const replayOf = new Map(stored.map((r) => [r.key, JSON.parse(r.response).contract_id]));
  const wrongKey = keyed.filter((p) => replayOf.get(p.key) !== p.saved.contract_id);
  check(
    "every acknowledged save's Idempotency-Key holds its contract",
    wrongKey.length === 0,
    wrongKey.map((p) => p.key).join(','),
  );
  const replays = await Promise.all(
    keyed.slice(0, 12).map((p, i) =>
      save(instances[i % 3].origin, p.product, {
        key: p.key,
        ip: p.ip,
        email: p.email,
        root: workspaceRoot,
      }).then((r) => [p, r]),
    ),
  );
  const badReplays = replays.filter(([p, r]) => r.body?.contract_id !== p.saved.contract_id);
  check(
    'a save repeated on another instance replays the same contract',
    badReplays.length === 0,
    badReplays.map(([, r]) => r.status).join(','),
  );

  // Every acknowledged payment: paid once, one policy, the check says so through the balancer.
  const paidIds = paid.map((p) => p.saved.contract_id);
  const policies = await rows(
    'select contract_id, count(*)::int n from policies where contract_id = any($1) group by contract_id',
    [paidIds],
  );
  const policyCount = new Map(policies.map((r) => [Number(r.contract_id), r.n]));
  const notOne = paidIds.filter((id) => policyCount.get(id) !== 1);
  check(
    `every acknowledged payment (${paid.length}) has exactly one policy`,
    notOne.length === 0,
    notOne.join(','),
  );
  const payments = await rows(
    `select contract_id, count(*)::int n from (
       select contract_id from payme_transactions where state = 2 and contract_id = any($1)
       union all select contract_id from click_transactions where status = 'completed' and contract_id = any($1)) t
     group by contract_id`,
    [paidIds],
  );
  const paymentCount = new Map(payments.map((r) => [Number(r.contract_id), r.n]));
  const notOnce = paidIds.filter((id) => paymentCount.get(id) !== 1);
  check('every acknowledged payment is recorded exactly once', notOnce.length === 0, notOnce.join(','));
  const statuses = await rows(
    "select count(*)::int n from contracts where id = any($1) and status in ('paid', 'issued')",
    [paidIds],
  );
  check(
    'every paid contract is paid in the database',
    statuses[0].n === paidIds.length,
    `${statuses[0].n} of ${paidIds.length}`,
  );
  const checks = await Promise.all(
    paid.map((p) => call(lb.origin, 'POST', PRODUCTS[p.product].check, { json: p.saved })),
  );
  const unchecked = checks.filter((r) => r.body?.check !== true);
  check(
    'the payment check through the balancer says paid for every one',
    unchecked.length === 0,
    `${unchecked.length} not`,
  );
  const dupPolicies = await rows(
    `select 1 from policies group by contract_id having count(*) > 1
     union all select 1 from policies group by series, number having count(*) > 1`,
  );
  check('no contract has two policies, no policy number is given twice', dupPolicies.length === 0);
  const dupTx = await rows(
    'select 1 from payme_transactions where state = 2 group by contract_id having count(*) > 1',
  );
  check('no contract was paid twice through Payme', dupTx.length === 0);

  // The cabinet, logged in through the balancer: the same policies and files through every instance.
  const token = await logIn(lb.origin, PHONE, '10.99.0.3');
  const lists = await Promise.all(
    instances.map((inst) =>
      call(inst.origin, 'GET', '/api/shaxsiy_kabinet/get/policy-new', { headers: { 'x-auth-token': token } }),
    ),
  );
  check(
    'the cabinet answers the same policies through every instance',
    lists.every((r) => r.status === 200) &&
      lists[0].body?.data?.length > 0 &&
      // Links are absolute on the request's host, which is each instance's own port here.
      new Set(lists.map((r) => r.bytes.toString('utf8').replace(/127\.0\.0\.1:\d+/g, 'HOST'))).size === 1,
    lists.map((r) => r.status).join(','),
  );
  const petIds = acknowledged.filter((p) => p.product === 'pets').map((p) => p.saved.contract_id);
  const files = await rows(
    'select id, contract_id, content_type from contract_files where contract_id = any($1)',
    [petIds],
  );
  check(
    `every pets save stored its two photos (${files.length} files)`,
    files.length === 2 * petIds.length && files.length > 0,
  );
  let unreadable = 0;
  for (const file of files) {
    const answers = await Promise.all(
      instances.map((inst) =>
        call(inst.origin, 'GET', `/api/contract-files/${file.id}`, { headers: { 'x-auth-token': token } }),
      ),
    );
    const same = new Set(answers.map((r) => r.bytes.toString('base64'))).size === 1;
    if (
      !answers.every(
        (r) => r.status === 200 && r.bytes.length > 0 && r.headers.get('content-type') === file.content_type,
      ) ||
      !same
    )
      unreadable += 1;
  }
  check(
    'every uploaded file is readable, the same bytes, through every instance',
    unreadable === 0,
    `${unreadable} not`,
  );

  // Monthly charges: two monthly KASKO plans (two cars), then the sandbox clock a month on while all three
  // instances run the charge job every 700 ms: each due month is charged exactly once.
  const plans = [];
  for (const [i, car] of [
    ['01A123BC', '1234567'],
    ['01B234CD', '2345678'],
  ].entries()) {
    const saved = await call(lb.origin, 'POST', '/api/monthly-kasko/save', {
      json: {
        program_id: 1,
        gos_number: car[0],
        tech_sery: 'AAF',
        tech_number: car[1],
        phone_number: PHONE,
        passport: 'AA1234567',
        birthday: '15.03.1990',
        amount_uzs: 60_000,
      },
      headers: { 'x-forwarded-for': `10.99.1.${i + 1}` },
    });
    if (saved.status !== 200) throw new Error(`monthly KASKO save answered ${saved.status} ${saved.bytes}`);
    const ids = { contract_id: saved.body.contract_id, order_id: saved.body.order_id };
    const created = await call(lb.origin, 'POST', '/api/web/subscription/create-card', {
      json: { ...ids, card_number: '8600 1111 1111 1110', card_date: '1229' },
      headers: { 'x-forwarded-for': `10.99.1.${i + 1}` },
    });
    const code = /: ([0-9]{6})\./.exec((await lastSms(lb.origin, PHONE, 'subscription-code')) ?? '')?.[1];
    const verified = await call(lb.origin, 'POST', '/api/web/subscription/verify', {
      json: { code, subscription_id: created.body?.subscription_id, order_id: ids.order_id },
    });
    if (verified.body?.data?.status !== 'active') throw new Error(`card not bound: ${verified.bytes}`);
    const opened = await call(lb.origin, 'POST', '/api/monthly-kasko/check', { json: ids });
    if (opened.body?.check !== true) throw new Error(`monthly KASKO not paid: ${opened.bytes}`);
    plans.push(ids);
  }
  await waitFor('the plans are active', async () => {
    const r = await rows(
      "select count(*)::int n from monthly_plans where contract_id = any($1) and status = 'active'",
      [plans.map((p) => p.contract_id)],
    );
    return r[0].n === plans.length;
  });
  for (const month of [2, 3]) {
    await call(lb.origin, 'POST', '/sandbox/api/monthly-kasko/advance', { json: { days: 32 } });
    await sleep(2500); // several ticks of every instance's job at the new clock
    const statuses = await Promise.all(
      plans.flatMap((ids) =>
        instances.map((inst) => call(inst.origin, 'POST', '/api/monthly-kasko/status', { json: ids })),
      ),
    );
    check(
      `month ${month}: every plan shows ${month} months paid, on every instance`,
      statuses.every((r) => r.body?.periods_paid === month),
      statuses.map((r) => r.body?.periods_paid).join(','),
    );
  }
  const charges = await rows(
    "select contract_id, period, count(*)::int n from monthly_charges where contract_id = any($1) and status = 'charged' group by contract_id, period",
    [plans.map((p) => p.contract_id)],
  );
  const ledger = await rows("select charge_key from sandbox_card_charges where result = 'charged'");
  check(
    'monthly charges: months 2 and 3 charged once per plan, one debit each',
    charges.filter((c) => c.period > 1).length === 2 * plans.length &&
      charges.every((c) => c.n === 1) &&
      ledger.length === 2 * plans.length,
    `charges ${JSON.stringify(charges)}, debits ${ledger.length}`,
  );

  // Renewal reminders: the reminder clock to 10 days before the policies' end while all three run the job.
  const ends = await rows(
    "select min(c.end_date) e from contracts c join sale_bodies b on b.contract_id = c.id where c.status in ('paid', 'issued') and c.product <> 'monthly-kasko'",
  );
  const days = Math.round((Date.parse(ends[0].e) - Date.now()) / 86_400_000) - 10;
  await call(lb.origin, 'POST', '/sandbox/api/reminders/advance', { json: { days } });
  await sleep(2500);
  const reminders = await rows('select count(*)::int n from policy_reminders');
  const reminderSms = await rows(
    "select text, count(*)::int n from sms_outbox where purpose = 'renewal-reminder' group by text",
  );
  check(
    `renewal reminders: ${reminders[0].n} sent, each SMS once`,
    reminders[0].n > 0 &&
      reminderSms.every((r) => r.n === 1) &&
      reminderSms.reduce((n, r) => n + r.n, 0) === reminders[0].n,
    `${reminders[0].n} reminders, ${reminderSms.length} distinct SMS`,
  );

  // Mail: each queued mail delivered once (the delivery job runs on every instance).
  // (A mail the killed instance was sending stays `sending` for ten minutes: it may be received without being
  // marked, never received twice.)
  await waitFor(
    'the mail queue is sent',
    async () => (await rows("select count(*)::int n from mail_outbox where status = 'pending'"))[0].n === 0,
    15_000,
  ).catch(() => undefined);
  const mails = await rows('select status, count(*)::int n from mail_outbox group by status');
  const received = await rows('select subject, count(*)::int n from sandbox_mail group by subject, rcpt_to');
  const sent = mails.find((m) => m.status === 'sent')?.n ?? 0;
  check(
    `mail: ${sent} sent, each received once`,
    sent > 0 &&
      received.every((r) => r.n === 1) &&
      received.length >= sent &&
      !mails.some((m) => m.status === 'pending'),
    `${JSON.stringify(mails)}, ${received.length} received`,
  );
  // The default set-up, one instance on SQLite, killed amid concurrent saves (its group commit).
  await sqliteCrash({ dir, bundle: BUNDLE, check });

  console.log(
    `figures: ${acknowledged.length} saves and ${paid.length} payments acknowledged, ${files.length} files, ` +
      `${traffic.requests} requests (${traffic.retries} retries), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

try {
  await main();
} catch (error) {
  check('the cluster test ran to its end', false, error.message);
  console.log(error.stack);
  for (const name of ['api-a', 'api-b', 'api-c', 'haproxy', 'postgres']) {
    const log = path.join(dir, `${name}.log`);
    if (existsSync(log)) console.log(`--- ${name}.log (last lines)\n${logTail({ log })}`);
  }
} finally {
  await cleanup();
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify(results, null, 2));
  if (results.failures.length)
    console.log(`\nfailed checks:\n${results.failures.map((f) => `- ${f}`).join('\n')}`);
  console.log(`cluster: ${results.passed} passed, ${results.failed} failed`);
  process.exitCode = results.failed ? 1 : 0;
}
