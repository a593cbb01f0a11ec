import { useSyncExternalStore } from 'react';
import { readToken, subscribeToken } from './token-store';

/** The stored session token; re-renders when it is written or removed (here or in another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken, () => null);
}
