import { startTransition, useEffect, useState } from 'react';

/** True from just before the browser hydrates a prerendered page until the visitor's first navigation. */
let hydrating = false;

/** What a page's modules do as the host begins hydrating its root, and at the first navigation. */
export interface HydrationHooks {
  readonly begin: (root: ParentNode) => void;
  readonly end: () => void;
}

const hooks = new Set<HydrationHooks>();

/**
 * Registers hooks for the page's hydration (@polis/wizard-core notes what was typed into a prerendered step
 * before the app ran): registered by a module the page loads before it hydrates.
 */
export function onHydration(hydration: HydrationHooks): void {
  hooks.add(hydration);
}

/** Called by the host right before hydrateRoot (see @polis/shell boot) with the root it hydrates. */
export function beginHydration(root?: ParentNode): void {
  hydrating = true;
  if (root) for (const hook of hooks) hook.begin(root);
}

/** Called by the host at the first navigation: the prerendered page has long been taken over by then. */
export function endHydration(): void {
  hydrating = false;
  for (const hook of hooks) hook.end();
}

/**
 * False on the server and, on a prerendered page, in the render that hydrates it; true in every other render
 * (it turns true in a transition, which React renders in slices between the visitor's input). What only the
 * browser knows (the tab's storage, a session) waits for it. A wizard step renders its fields either way and
 * takes over what was typed into them before hydration (wizard-core's early-input.ts, an onHydration hook); a
 * form that does not (the content pages' message and poll forms) shows its fields only once this is true.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready;
}
