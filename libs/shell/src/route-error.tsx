import { useLocation } from 'react-router';
import { ErrorPage, LoadingPage, isChunkLoadError, reloadOnceForChunkError } from '@polis/ui';

/**
 * What a route shows when its page or layout throws: a chunk that failed to load (a new deployment replaced
 * it) reloads the page once per 10 s; anything else shows a friendly error with a retry (React reports the
 * error itself, as it does for every error a boundary catches).
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  if (isChunkLoadError(error) && reloadOnceForChunkError(location.pathname)) return <LoadingPage />;
  return <ErrorPage onRetry={() => window.location.reload()} />;
}
