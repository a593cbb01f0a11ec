import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Messages } from '@polis/i18n';
import { TestIntlProvider } from '@polis/i18n/testing';
import type { Lang } from '@polis/routing';
import { navigated } from '../channel-slice';
import { makeStore } from '../store';

export interface RenderOptions {
  readonly lang?: Lang;
  /** The router's starting URL (path and query); the language's home page by default. */
  readonly route?: string;
  /** The whole catalogue the page needs (load it first: catalogues are loaded per language). */
  readonly messages?: Messages;
  /** Pages by path instead of `ui` at every path (a cabinet's routes, to follow its redirects). */
  readonly routes?: RouteObject[];
}

/**
 * One harness for every front-end test: a real store (one per call, with the channel of the route, as
 * the hosts set it on navigation), react-intl in `lang`, and a memory router whose one route renders `ui`
 * at any path, so `?step=`, links and the browser's Back work. Returns the store and the router.
 */
export function renderWithProviders(
  ui: ReactElement | null,
  { lang = 'en', route, messages, routes }: RenderOptions = {},
) {
  const start = route ?? `/${lang}`;
  const store = makeStore();
  store.dispatch(navigated({ pathname: start.split('?')[0], ad: undefined, lang }));
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [start] });
  const view = render(
    <Provider store={store}>
      <TestIntlProvider lang={lang} messages={messages}>
        <RouterProvider router={router} />
      </TestIntlProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
