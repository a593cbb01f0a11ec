/**
 * The cabinet session token (spec 000 sections 3 and 6: "token from local storage"). It is the only thing
 * the cabinet keeps in localStorage: names, passports, PINFL and cards stay on the server and in memory.
 */
export const TOKEN_KEY = 'polis:cabinet:token';

type Listener = () => void;
const listeners = new Set<Listener>();
// Used only when storage is blocked (some private modes, embedded webviews): the session then lasts
// as long as the page, which is better than a login that silently does nothing.
let memoryToken: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const notify = () => listeners.forEach((listener) => listener());

export function readToken(): string | null {
  try {
    const store = storage();
    return store ? store.getItem(TOKEN_KEY) || null : memoryToken;
  } catch {
    return memoryToken;
  }
}

export function writeToken(token: string): void {
  memoryToken = token;
  try {
    storage()?.setItem(TOKEN_KEY, token);
  } catch {
    // Quota or a blocked store: the in-memory copy keeps this page logged in.
  }
  notify();
}

export function removeToken(): void {
  memoryToken = null;
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  notify();
}

/** Another tab logging in or out changes the key there; this tab follows (a logout ends every tab). */
const onStorage = (event: StorageEvent) => {
  if (event.key === TOKEN_KEY || event.key === null) notify();
};

/** For useSyncExternalStore: called after every write or removal, here or in another tab. */
export function subscribeToken(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}
