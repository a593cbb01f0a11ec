import { Component as ReactComponent, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router';
import { LANGS, ROUTES, paramsValid, type HostApp, type Lang, type Layout } from '@polis/routing';
import { LangRedirect } from '@polis/i18n';
import { LoadingPage } from '@polis/ui';

// The 404 and error pages are rare: they load on demand, not with every first page.
const NotFoundRoute = lazy(() => import('./not-found-route').then((m) => ({ default: m.NotFoundRoute })));
const RouteError = lazy(() => import('./route-error').then((m) => ({ default: m.RouteError })));

function NotFound() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <NotFoundRoute />
    </Suspense>
  );
}

/** A page module loaded on demand (the `{ Component }` shape of React Router's `lazy` convention). */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface HostRoutes {
  readonly app: HostApp;
  /** Layout components render an `<Outlet />`. */
  readonly layouts: Partial<Record<Layout, ComponentType>>;
  /** One page per route pattern this app owns (see ROUTES). */
  readonly pages: Readonly<Record<string, LazyPage>>;
  /** Where an unknown path shows its 404: first matching path prefix wins; `''` matches all. */
  readonly notFound: readonly { readonly prefix: string; readonly layout: Layout }[];
}

/** Pages whose module has loaded through preloadPage: they render at once, without suspending. */
const loadedPages = new WeakMap<LazyPage, ComponentType>();

/**
 * Loads a page's module before the first render (a prerendered page is hydrated, or rendered on the server):
 * the page then renders in the same pass as everything around it.
 */
export async function preloadPage(page: LazyPage): Promise<void> {
  const { Component } = await page();
  loadedPages.set(page, Component);
}

/**
 * One React.lazy component per page module, made once: a page keeps its identity across navigations, and
 * the same page under another language or parameter does not load or mount twice.
 */
const lazyPages = new WeakMap<LazyPage, ComponentType>();
function lazyPage(page: LazyPage): ComponentType {
  let component = loadedPages.get(page) ?? lazyPages.get(page);
  if (!component) {
    component = lazy(() => page().then(({ Component }) => ({ default: Component })));
    lazyPages.set(page, component);
  }
  return component;
}

/**
 * The element of one route: its parameters are checked before the page's chunk loads (a failing rule is a
 * 404 inside the layout); the chunk loads while the loading page shows.
 */
function PageRoute({ page }: { page: LazyPage }) {
  const params = useParams();
  if (!paramsValid(params)) return <NotFound />;
  const Page = lazyPage(page);
  return (
    <Suspense fallback={<LoadingPage />}>
      <Page />
    </Suspense>
  );
}

interface BoundaryProps {
  readonly children: ReactNode;
  readonly pathname: string;
}

/**
 * Catches what a page or layout throws while rendering (a chunk that failed to load included) and shows
 * RouteError; navigating elsewhere clears it.
 */
class RouteErrorBoundaryInner extends ReactComponent<BoundaryProps, { error: unknown; pathname: string }> {
  override state: { error: unknown; pathname: string } = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown render error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; pathname: string },
  ): { error: unknown; pathname: string } | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={<LoadingPage />}>
        <RouteError error={this.state.error} />
      </Suspense>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundaryInner pathname={pathname}>{children}</RouteErrorBoundaryInner>;
}

/** Patterns this app owns that have no page: a gap the app's tests report. */
export function missingPages({ app, pages }: Pick<HostRoutes, 'app' | 'pages'>): string[] {
  return ROUTES.filter((r) => r.app === app && !pages[r.path]).map((r) => r.path);
}

/**
 * The route tree of one host app (for `useRoutes`): every route pattern it owns, under each language prefix,
 * grouped by layout; a 404 catch-all per layout; paths without a language prefix redirect to one. Only
 * elements, no loaders: the app runs in React Router's declarative mode, whose first load is much smaller
 * than a data router's, and whose pages render on the server as they do in the browser.
 */
export function buildRoutes(config: HostRoutes): RouteObject[] {
  const missing = missingPages(config);
  if (missing.length) throw new Error(`${config.app}: no page for ${missing.join(', ')}`);
  const layouts = Object.entries(config.layouts) as [Layout, ComponentType][];
  return [
    ...layouts.map(([layout, Layout]): RouteObject => {
      const defs = ROUTES.filter((r) => r.app === config.app && r.layout === layout);
      const catchAlls = config.notFound.filter((n) => n.layout === layout);
      return {
        element: (
          <RouteErrorBoundary>
            <Layout />
          </RouteErrorBoundary>
        ),
        children: [
          ...LANGS.flatMap((lang) =>
            defs.map((def): RouteObject => ({
              path: `/${lang}/${def.path}`,
              element: (
                <RouteErrorBoundary>
                  <PageRoute page={config.pages[def.path]} />
                </RouteErrorBoundary>
              ),
            })),
          ),
          ...LANGS.flatMap((lang) =>
            catchAlls.map((n): RouteObject => ({
              path: `/${[lang, n.prefix].filter(Boolean).join('/')}/*`,
              element: <NotFound />,
            })),
          ),
        ],
      };
    }),
    { path: '*', element: <LangRedirect /> },
  ];
}

/** The route tree cut to one language: each layout keeps its routes under `/{lang}/` (the 404 catch-all too). */
export function routesOfLang(routes: readonly RouteObject[], lang: Lang): RouteObject[] {
  const prefix = `/${lang}/`;
  return routes.map((route) =>
    route.children
      ? { ...route, children: route.children.filter((child) => child.path?.startsWith(prefix)) }
      : route,
  );
}
