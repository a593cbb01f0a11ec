import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { configureApiClient, defaultBaseUrl, type ApiClientOptions } from './config';
import { DEV_CREDENTIALS } from './dev-credentials';

/** Absolute URL of an API path as the client requests it (`/health` -> `http://localhost/api/health`). */
export function apiUrl(path: string): string {
  return `${defaultBaseUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * An MSW server at the network edge for one test file: listens before all tests, drops per-test handlers
 * after each, closes after all. Unhandled requests fail the test instead of reaching a real network.
 */
export function setupApiServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The client configured as in development, with a short time-out and no retry pause, for tests. */
export function configureTestApiClient(overrides: Partial<ApiClientOptions> = {}) {
  return configureApiClient({
    credentials: DEV_CREDENTIALS,
    timeoutMs: 2_000,
    retryDelayMs: 0,
    ...overrides,
  });
}
export { renderWithProviders, type RenderOptions } from './test-utils/render-with-providers';
