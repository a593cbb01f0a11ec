import {
  CHUNK_RELOAD_GUARD_MS,
  isChunkLoadError,
  reloadOnceForChunkError,
  type ReloadGuardStorage,
} from './chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://polis.uz/assets/osago-3f2a.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://polis.uz/assets/kasko.js'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
  ])('recognises %s', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([
    new Error('Network request failed'),
    new TypeError('x is undefined'),
    'Failed',
    null,
    undefined,
    42,
    {},
  ])('ignores %p', (error) => expect(isChunkLoadError(error)).toBe(false));
});

function memoryStorage(): ReloadGuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('reloadOnceForChunkError', () => {
  const t0 = Date.UTC(2026, 2, 7, 12, 0, 0);

  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError('/uz/osago', t0, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect([...storage.data.values()]).toEqual([String(t0)]);
  });

  it('does not reload the same path again within 10 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError('/uz/osago', t0, storage, reload);
    expect(reloadOnceForChunkError('/uz/osago', t0 + CHUNK_RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10 seconds have passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError('/uz/osago', t0, storage, reload);
    expect(reloadOnceForChunkError('/uz/osago', t0 + 10_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each path on its own', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError('/uz/osago', t0, storage, reload);
    expect(reloadOnceForChunkError('/uz/kasko', t0 + 1, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage refuses, as it could not stop a loop', () => {
    const reload = jest.fn();
    const broken: ReloadGuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForChunkError('/uz/osago', t0, broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default', () => {
    sessionStorage.clear();
    const reload = jest.fn();
    expect(reloadOnceForChunkError('/ru/travel', t0, undefined, reload)).toBe(true);
    expect(reloadOnceForChunkError('/ru/travel', t0 + 5000, undefined, reload)).toBe(false);
    expect(sessionStorage.length).toBe(1);
  });
});
