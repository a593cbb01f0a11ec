import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

/** One attempt held against a passport until it is known whether it failed (`fail`) or not (`release`). */
export interface BirthdayAttempt {
  /** The passport exists with another birthday: the attempt stays counted for the hour. */
  fail(): Promise<void>;
  /** The birthday matched, or the passport is unknown: the attempt is given back. */
  release(): Promise<void>;
}

/**
 * Counts an attempt on a passport before its birthday is compared, so concurrent guesses cannot all pass
 * a check made before any of them failed. The counter is the `client_limits` table: kind `birthday`,
 * client the passport's hash, `window_start` the attempt's millisecond (a sliding hour: rows of the last
 * hour are summed). Over the limit: the attempt is given back and 429 `rate_limited` is thrown with
 * `Retry-After`, whatever the birthday, until enough failures are an hour old.
 */
export async function holdBirthdayAttempt(
  db: Kysely<Database>,
  passport: Passport,
  at: number = Date.now(),
): Promise<BirthdayAttempt> {
  const client = passportKey(passport);
  const stamp = String(at);
  const since = String(at - BIRTHDAY_ATTEMPTS.windowMs);
  await db
    .insertInto('client_limits')
    .values({ kind: KIND, client, window_start: stamp, count: 1 })
    .onConflict((oc) =>
      oc.columns(['kind', 'client', 'window_start']).doUpdateSet({ count: sql`client_limits.count + 1` }),
    )
    .execute();
  const release = async () => {
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
  };
  const rows = await db
    .selectFrom('client_limits')
    .select(['window_start', 'count'])
    .where('kind', '=', KIND)
    .where('client', '=', client)
    .where('window_start', '>', since)
    .orderBy('window_start')
    .execute();
  // The attempts held besides this one: failures of the hour, and guesses still being compared.
  const others = rows.reduce((sum, row) => sum + Number(row.count), 0) - 1;
  if (others < BIRTHDAY_ATTEMPTS.max) {
    return {
      fail: async () => {
        // An hour on, nothing reads the rows of this passport again.
        await db
          .deleteFrom('client_limits')
          .where('kind', '=', KIND)
          .where('client', '=', client)
          .where('window_start', '<=', since)
          .execute();
      },
      release,
    };
  }
  await release();
  const retryAfter = retryAfterSeconds(rows, stamp, at);
  throw new RequestError(
    429,
    'rate_limited',
    `Too many wrong birthdays for this passport; try again in ${retryAfter} s`,
    { limit: 'birthday', retry_after: retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

type Row = { readonly window_start: string; readonly count: number | string };

/** Seconds until the oldest attempts leave the window and fewer than `max` stay held. */
function retryAfterSeconds(rows: readonly Row[], stamp: string, at: number): number {
  let held = rows.reduce((sum, row) => sum + Number(row.count), 0) - 1;
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
