import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { timeRegistryLookup } from '../http/metrics';

/** How long a registry answer is kept before it is read again (a registry import shows within this time). */
export const REGISTRY_CACHE_MS = 60_000;
/** Answers kept per registry and database; past it the oldest go first (a script's misses cannot fill memory). */
export const REGISTRY_CACHE_SIZE = 20_000;

interface Kept<T> {
  readonly at: number;
  readonly value: Promise<T>;
  /** Set once the read answered: a look-up of it is timed at once, without waiting on the promise. */
  settled?: boolean;
}

export type Registry = 'persons' | 'companies' | 'vehicles';

/**
 * A per-process cache of registry rows (persons, companies, vehicles: data the API only reads, imported or
 * seeded behind it), by database and key. Every instance answers the same, so keeping an answer for a minute
 * changes nothing a caller can see but the time it takes. Not found is kept too. What is kept is frozen: a
 * caller cannot change the next caller's answer. Only the registries' rows: the limits, the wrong-birthday
 * counters and everything a customer writes are read from the database every time.
 *
 * Keyed by the database's dialect adapter, which a database shares with its transactions: a save's
 * transaction finds what a look-up read, and reads through itself what is not kept (never through the
 * database it holds the connection of).
 */
const caches = new WeakMap<object, Map<string, Kept<unknown>>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function cachedRegistry<T>(
  db: Kysely<Database>,
  registry: Registry,
  key: string,
  read: () => Promise<T>,
  now: number = Date.now(),
): Promise<T> {
  const owner = db.getExecutor().adapter;
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const id = `${registry}\u0000${key}`;
  const kept = cache.get(id) as Kept<T> | undefined;
  if (kept && now - kept.at < REGISTRY_CACHE_MS) {
    if (kept.settled) timeRegistryLookup(registry, 'cache')();
    else kept.value.finally(timeRegistryLookup(registry, 'cache')).catch(() => undefined);
    return kept.value;
  }
  // The promise is kept, so concurrent first look-ups of one key read the database once.
  const done = timeRegistryLookup(registry, 'database');
  const value = read().then(deepFreeze);
  const entry: Kept<T> = { at: now, value };
  value
    .finally(() => {
      entry.settled = true;
      done();
    })
    .catch(() => undefined);
  cache.delete(id);
  cache.set(id, entry);
  // A failed read is not kept: the next look-up tries again.
  value.catch(() => {
    if (cache.get(id)?.value === value) cache.delete(id);
  });
  if (cache.size > REGISTRY_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return value;
}
