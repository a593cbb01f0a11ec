type Settled =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: unknown };

const settled = new WeakMap<Promise<unknown>, Settled>();
const watched = new WeakSet<Promise<unknown>>();

/**
 * The value of a promise, read while rendering: it suspends the component (React's Suspense protocol) until
 * the promise settles, then returns its value or throws its error to the nearest error boundary. A promise
 * read again after it settled answers at once, so a page keeps it across renders (a cache per key).
 *
 * Not React's `use`: a component that `use`s a promise inside a test's `act` is never retried unless the act
 * is awaited, while a thrown promise is, and the server's prerender and hydration treat both alike.
 */
export function suspendOn<T>(promise: Promise<T>): T {
  const result = settled.get(promise);
  if (result) {
    if (result.ok) return result.value as T;
    throw result.reason;
  }
  if (!watched.has(promise)) {
    watched.add(promise);
    promise.then(
      (value) => settled.set(promise, { ok: true, value }),
      (reason: unknown) => settled.set(promise, { ok: false, reason }),
    );
  }
  throw promise;
}

/** A promise already settled with `value`: suspendOn reads it at once (a value loaded before the render). */
export function settledWith<T>(value: T): Promise<T> {
  const promise = Promise.resolve(value);
  settled.set(promise, { ok: true, value });
  return promise;
}
