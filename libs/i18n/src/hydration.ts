import { startTransition, useEffect, useState } from 'react';
import { noteEarlyInput, stopNotingEarlyInput } from './early-input';

/** True from just before the browser hydrates a prerendered page until the visitor's first navigation. */
let hydrating = false;

/**
 * Called by the host right before hydrateRoot (see @polis/shell boot) with the root it hydrates: what the
 * visitor already typed into the prerendered forms is noted for them (see takeEarlyInput).
 */
export function beginHydration(root?: ParentNode): void {
  hydrating = true;
  if (root) noteEarlyInput(root);
}

/** Called by the host at the first navigation: the prerendered page has long been taken over by then. */
export function endHydration(): void {
  hydrating = false;
  stopNotingEarlyInput();
}

/**
 * False on the server and, on a prerendered page, in the render that hydrates it; true in every other render
 * (it turns true in a transition, which React renders in slices between the visitor's input). What only the
 * browser knows (the tab's storage, a session) waits for it. A wizard step renders its fields either way and
 * takes over what was typed into them before hydration (takeEarlyInput); a form that does not (the content
 * pages' message and poll forms) shows its fields only once this is true.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
