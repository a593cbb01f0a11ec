import { startTransition, useEffect, useState } from 'react';

/** True from just before the browser hydrates a prerendered page until the visitor's first navigation. */
let hydrating = false;

/** Called by the host right before hydrateRoot (see @polis/shell boot). */
export function beginHydration(): void {
  hydrating = true;
}

/** Called by the host at the first navigation: the prerendered page has long been taken over by then. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * False on the server and, on a prerendered page, in the render that hydrates it; true in every other render.
 * A form renders its fields only once it is true: typed into the prerendered HTML before the app had taken
 * it over, a field would lose its text when React hydrates it. After hydration the fields come in a
 * transition, which React renders in slices between the visitor's input rather than in one long task.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
