import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React renders on the server and while it hydrates a prerendered page, true afterwards and in
 * every render that is not a hydration. A form renders only once it is true: typed into the prerendered
 * HTML before the app has taken it over, a field would lose its text when React hydrates it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
