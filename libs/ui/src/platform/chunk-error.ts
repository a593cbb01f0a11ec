// What Chrome/Vite, Safari, Firefox and webpack say when a lazy chunk of an older deployment is gone.
const CHUNK_ERROR_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
];

/** Whether a lazy import failed because its file is missing (typically: a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((text) => message.includes(text));
}

export const CHUNK_RELOAD_GUARD_MS = 10_000;
const storageKey = (path: string) => `polis:chunk-reload:${path}`;

/** The storage part reloadOnceForChunkError needs (sessionStorage satisfies it). */
export type ReloadGuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page to fetch the new deployment's files, at most once per 10 s for the same path, so a chunk
 * that is truly broken shows the error page instead of reloading forever. Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  path: string,
  now: number = Date.now(),
  storage: ReloadGuardStorage = sessionStorage,
  reload: () => void = () => location.reload(),
): boolean {
  try {
    const last = Number(storage.getItem(storageKey(path)));
    if (last && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(storageKey(path), String(now));
  } catch {
    // Storage refused (private mode, quota): without the guard a reload could loop, so do not reload.
    return false;
  }
  reload();
  return true;
}
