import { createHash } from 'node:crypto';
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
  createHash('sha256').update(`passport ${series.toUpperCase()}${number}`).digest('hex');

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

/**
 * A look-up that is not a wrong birthday (the right one, or a passport the registry does not hold): one read
 * of the passport's hour. With 5 attempts counted (failures, and wrong guesses still being answered) it
 * throws 429 `rate_limited` with `Retry-After`, whatever the birthday; otherwise it counts nothing.
 */
export async function assertPassportOpen(
  db: Kysely<Database>,
  passport: Passport,
  at: number = Date.now(),
): Promise<void> {
  const rows = await attemptsOf(db, passportKey(passport), at);
  if (heldIn(rows) >= BIRTHDAY_ATTEMPTS.max) throw rateLimited(retryAfterSeconds(rows, null, at));
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
