import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorPage, LoadingPage, isChunkLoadError, reloadOnceForChunkError } from '@polis/ui';
import { NotFoundRoute } from './not-found-route';

/**
 * Error element of every route: a 404 response shows the 404 page inside the layout; a chunk that failed to
 * load (a new deployment replaced it) reloads the page once per 10 s; anything else shows a friendly error.
 */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (isChunkLoadError(error) && reloadOnceForChunkError(location.pathname)) return <LoadingPage />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage onRetry={() => window.location.reload()} />;
}
