import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Marks the entry this page adds in front of itself, so a reload or a second effect adds no other. */
const GUARD = 'polisReturnGuard';

/**
 * Browser (or the app's) Back on a return page would open the provider's page again, which sits just before it
 * in this view's history. One entry is added in front of the page; Back takes it off and goes to `target`
 * instead (the wizard), in place of the page. Nothing happens without a target.
 */
export function useBackInstead(target: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!target) return;
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (!state[GUARD]) window.history.pushState({ ...state, [GUARD]: true }, '');
    const onBack = () => void navigate(target, { replace: true });
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [target, navigate]);
}
