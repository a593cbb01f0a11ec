import type { ComponentType } from 'react';
import { data, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LANGS, ROUTES, paramsValid, type HostApp, type Layout } from '@polis/routing';
import { LangRedirect } from '@polis/i18n';
import { LoadingPage } from '@polis/ui';
import { RouteError } from './route-error';
import { NotFoundRoute } from './not-found-route';

/** A page module loaded on demand (React Router's `lazy` convention). */
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

/**
 * Route parameters are checked before the page's chunk loads (a failing rule is a 404 inside the layout);
 * then the loader loads the chunk. Loading it here rather than through React Router's `lazy` makes a failed
 * chunk reach the route's error element: a failed `lazy()` is swallowed when the route has a loader.
 */
const pageLoader =
  (page: LazyPage) =>
  async ({ params }: LoaderFunctionArgs): Promise<{ Component: ComponentType }> => {
    if (!paramsValid(params)) throw data('Page Not Found', { status: 404 });
    return page();
  };

function LoadedPage() {
  const { Component } = useLoaderData() as { Component: ComponentType };
  return <Component />;
}

/** Patterns this app owns that have no page: a gap the app's tests report. */
export function missingPages({ app, pages }: Pick<HostRoutes, 'app' | 'pages'>): string[] {
  return ROUTES.filter((r) => r.app === app && !pages[r.path]).map((r) => r.path);
}

/**
 * The React Router tree of one host app: every route pattern it owns, under each language prefix, grouped
 * by layout; a 404 catch-all per layout; paths without a language prefix redirect to one.
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
        Component: Layout,
        errorElement: <RouteError />,
        children: [
          ...LANGS.flatMap((lang) =>
            defs.map((def): RouteObject => ({
              path: `/${lang}/${def.path}`,
              loader: pageLoader(config.pages[def.path]),
              Component: LoadedPage,
              HydrateFallback: LoadingPage,
              errorElement: <RouteError />,
            })),
          ),
          ...LANGS.flatMap((lang) =>
            catchAlls.map((n): RouteObject => ({
              path: `/${[lang, n.prefix].filter(Boolean).join('/')}/*`,
              Component: NotFoundRoute,
            })),
          ),
        ],
      };
    }),
    { path: '*', Component: LangRedirect },
  ];
}
