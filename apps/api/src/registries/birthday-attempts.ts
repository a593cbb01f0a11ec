import { hash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { reusableQuery } from '../db/reusable-query';
import { RequestError } from '../errors';

/** At most 5 wrong birthdays for one passport in any hour (a sliding window, across API instances). */
export const BIRTHDAY_ATTEMPTS = { max: 5, windowMs: 60 * 60_000 } as const;

const KIND = 'birthday';

export interface Passport {
  readonly series: string;
  readonly number: string;
}

/** The counter's key: a SHA-256 of the passport, never the passport in clear. */
export const passportKey = ({ series, number }: Passport): string =>
  // One call, no Hash object: every person look-up makes one.
  hash('sha256', `passport ${series.toUpperCase()}${number}`, 'hex');

/**
 * The passport's attempts counted in the last hour (a sliding hour: the `client_limits` rows of kind
 * `birthday`, client the passport's hash, `window_start` the attempt's millisecond).
 */
const attemptsSince = reusableQuery((db, client: string, since: string) =>
  db
    .selectFrom('client_limits')
    .select(['window_start', 'count'])
    .where('kind', '=', KIND)
    .where('client', '=', client)
    .where('window_start', '>', since)
    .orderBy('window_start'),
);
const attemptsOf = (db: Kysely<Database>, client: string, at: number) =>
  attemptsSince(db, client, String(at - BIRTHDAY_ATTEMPTS.windowMs));

const heldIn = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + Number(row.count), 0);

function rateLimited(retryAfter: number): RequestError {
  return new RequestError(
    429,
    'rate_limited',
    `Too many wrong birthdays for this passport; try again in ${retryAfter} s`,
    { limit: 'birthday', retry_after: retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

/** Passports one read of `readTogether` asks for at most. */
export const PASSPORTS_PER_READ = 50;

/** The hours of `clients` passports, in one statement (compiled once per number of passports and dialect). */
const manyAttemptsStatements = new Map<number, ReturnType<typeof manyAttemptsStatement>>();
const manyAttemptsStatement = (clients: number) =>
  reusableQuery((db, since: string, ...keys: string[]) =>
    db
      .selectFrom('client_limits')
      .select(['client', 'window_start', 'count'])
      .where('kind', '=', KIND)
      .where('client', 'in', keys.slice(0, clients))
      .where('window_start', '>', since)
      .orderBy('window_start'),
  );
function manyAttemptsOf(clients: number) {
  let statement = manyAttemptsStatements.get(clients);
  if (!statement) {
    statement = manyAttemptsStatement(clients);
    manyAttemptsStatements.set(clients, statement);
  }
  return statement;
}

interface HourRead {
  readonly rows: readonly Row[];
  /** When the hour was read: its end. */
  readonly at: number;
}

/**
 * Reads the passports' hours of the look-ups that came in one event-loop turn in one statement, run after the
 * turn (and while one runs, the next turn's wait for it): each look-up gets its passport's attempts as the
 * database held them at that read, which is after the look-up came and before it answers, as its own read would
 * be. Nothing is kept: the next look-up reads again. A lone look-up waits for nothing but the end of the turn.
 */
function readTogether(db: Kysely<Database>) {
  let queued = new Map<string, { resolve: (read: HourRead) => void; reject: (error: unknown) => void }[]>();
  let running = false;

  async function run() {
    while (queued.size > 0) {
      const all = [...queued.entries()];
      const batch = all.slice(0, PASSPORTS_PER_READ);
      queued = new Map(all.slice(PASSPORTS_PER_READ));
      const at = Date.now();
      try {
        const keys = batch.map(([client]) => client);
        const rows = await manyAttemptsOf(keys.length)(db, String(at - BIRTHDAY_ATTEMPTS.windowMs), ...keys);
        const byClient = new Map<string, Row[]>();
        for (const { client, ...row } of rows) {
          const held = byClient.get(client);
          if (held) held.push(row);
          else byClient.set(client, [row]);
        }
        for (const [client, waiting] of batch)
          for (const { resolve } of waiting) resolve({ rows: byClient.get(client) ?? [], at });
      } catch (error) {
        for (const [, waiting] of batch) for (const { reject } of waiting) reject(error);
      }
    }
    running = false;
  }

  return (client: string): Promise<HourRead> =>
    new Promise((resolve, reject) => {
      const waiting = queued.get(client);
      if (waiting) waiting.push({ resolve, reject });
      else queued.set(client, [{ resolve, reject }]);
      if (running) return;
      running = true;
      setImmediate(() => void run());
    });
}

/** One reader per database (a transaction reads through itself, at once: it holds SQLite's one connection). */
const readers = new WeakMap<Kysely<Database>, ReturnType<typeof readTogether>>();

function hourOf(db: Kysely<Database>, client: string, at: number | undefined): Promise<HourRead> {
  if (at !== undefined || db.isTransaction) {
    const now = at ?? Date.now();
    return attemptsOf(db, client, now).then((rows) => ({ rows, at: now }));
  }
  let read = readers.get(db);
  if (!read) {
    read = readTogether(db);
    readers.set(db, read);
  }
  return read(client);
}

/**
 * A look-up that is not a wrong birthday (the right one, or a passport the registry does not hold): one read
 * of the passport's hour (shared with the look-ups of the same event-loop turn: `readTogether`). With 5
 * attempts counted (failures, and wrong guesses still being answered) it throws 429 `rate_limited` with
 * `Retry-After`, whatever the birthday; otherwise it counts nothing. `at` (tests) reads the hour ending then.
 */
export async function assertPassportOpen(
  db: Kysely<Database>,
  passport: Passport,
  at?: number,
): Promise<void> {
  const hour = await hourOf(db, passportKey(passport), at);
  if (heldIn(hour.rows) >= BIRTHDAY_ATTEMPTS.max)
    throw rateLimited(retryAfterSeconds(hour.rows, null, hour.at));
}

/**
 * A wrong birthday for a passport that exists: counted first (one upsert), then compared with the hour's
 * count, so concurrent guesses cannot all pass a check made before any of them was counted: each sees every
 * guess counted before it. Within the limit it stays counted for the hour (the caller answers "not found");
 * over it, it is given back and 429 `rate_limited` is thrown with `Retry-After`.
 */
export async function countWrongBirthday(
  db: Kysely<Database>,
  passport: Passport,
  at: number = Date.now(),
): Promise<void> {
  const client = passportKey(passport);
  const stamp = String(at);
  await db
    .insertInto('client_limits')
    .values({ kind: KIND, client, window_start: stamp, count: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'client', 'window_start']).doUpdateSet({ count: sql`client_limits.count + 1` }),
    )
    .execute();
  const rows = await attemptsOf(db, client, at);
  // The attempts held besides this one: failures of the hour, and guesses still being answered.
  if (heldIn(rows) - 1 < BIRTHDAY_ATTEMPTS.max) {
    // An hour on, nothing reads the rows of this passport again.
    await db
      .deleteFrom('client_limits')
      .where('kind', '=', KIND)
      .where('client', '=', client)
      .where('window_start', '<=', String(at - BIRTHDAY_ATTEMPTS.windowMs))
      .execute();
    return;
  }
  await db
    .updateTable('client_limits')
    .set({ count: sql`client_limits.count - 1` })
    .where('kind', '=', KIND)
    .where('client', '=', client)
    .where('window_start', '=', stamp)
    .execute();
  await db
    .deleteFrom('client_limits')
    .where('kind', '=', KIND)
    .where('client', '=', client)
    .where('window_start', '=', stamp)
    .where('count', '<=', 0)
    .execute();
  throw rateLimited(retryAfterSeconds(rows, stamp, at));
}

type Row = { readonly window_start: string; readonly count: number | string };

/**
 * Seconds until the oldest attempts leave the window and fewer than `max` stay held (`stamp`: the attempt of
 * this request, which does not count against itself).
 */
function retryAfterSeconds(rows: readonly Row[], stamp: string | null, at: number): number {
  let held = heldIn(rows) - (stamp === null ? 0 : 1);
  for (const row of rows) {
    const count = Number(row.count) - (row.window_start === stamp ? 1 : 0);
    if (count <= 0) continue;
    held -= count;
    if (held < BIRTHDAY_ATTEMPTS.max) {
      return Math.max(1, Math.ceil((Number(row.window_start) + BIRTHDAY_ATTEMPTS.windowMs - at) / 1000));
    }
  }
  return 1;
}
