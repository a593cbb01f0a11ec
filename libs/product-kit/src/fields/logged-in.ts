import { hasSessionToken } from '@polis/api-client';
import { useHydrated } from '@polis/i18n';

/** Whether the page has a logged-in customer (after hydration: the prerendered page has none). */
export function useLoggedIn(): boolean {
  const hydrated = useHydrated();
  return hydrated && hasSessionToken();
}
