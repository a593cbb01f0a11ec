import './shell.css';
import { StrictMode, useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { matchRoute, splitLang, type Lang } from '@polis/routing';
import { HostAppContext, I18nProvider, detectLang, useRememberLang, type Messages } from '@polis/i18n';
import { GlobalStyles, SpinnerIcon, Toaster, useDeploymentWatcher } from '@polis/ui';
import { makeStore, navigated, type AppStore } from '@polis/api-client';
import { buildRoutes, type HostRoutes } from './route-tree';

export interface HostAppConfig extends HostRoutes {
  /** Loads one language's merged catalogue (combineMessageSources of every library the app uses). */
  readonly messages: (lang: Lang) => Promise<Messages>;
  /** Build id written to /version.json; a different one on the server means a new deployment. */
  readonly version: string;
  /** Where this app's build wrote its version.json (each app has its own). */
  readonly versionUrl?: string;
  readonly crossOriginCookie?: boolean;
}

type Router = ReturnType<typeof createBrowserRouter>;

export interface HostAppInstance {
  readonly router: Router;
  readonly store: AppStore;
  readonly element: ReactNode;
}

/**
 * Creates one host app: its router, its store, and the element to render. The sales channel (credential)
 * and language are chosen per navigation, before any page of the new location renders and fetches.
 */
export function createHostApp(
  config: HostAppConfig,
  { initialEntries, store = makeStore() }: { initialEntries?: string[]; store?: AppStore } = {},
): HostAppInstance {
  const routes = buildRoutes(config);
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries })
    : createBrowserRouter(routes);
  const sync = (pathname: string) => {
    const match = matchRoute(pathname);
    const lang = splitLang(pathname).lang ?? detectLang();
    store.dispatch(navigated({ pathname, ad: match?.params['ad'], lang }));
  };
  sync(router.state.location.pathname);
  router.subscribe((state) => sync(state.location.pathname));
  return { router, store, element: <HostApp config={config} router={router} store={store} /> };
}

function HostApp({ config, router, store }: { config: HostAppConfig; router: Router; store: AppStore }) {
  const pathname = useSyncExternalStore(router.subscribe, () => router.state.location.pathname);
  const lang = splitLang(pathname).lang ?? detectLang();
  return (
    <StrictMode>
      <GlobalStyles />
      <Provider store={store}>
        <I18nProvider
          lang={lang}
          load={config.messages}
          crossOriginCookie={config.crossOriginCookie}
          fallback={<BootFallback />}
        >
          <HostAppContext.Provider value={config.app}>
            <Platform
              lang={lang}
              version={config.version}
              versionUrl={config.versionUrl}
              crossOriginCookie={config.crossOriginCookie ?? false}
            />
            <RouterProvider router={router} />
          </HostAppContext.Provider>
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}

interface PlatformProps {
  readonly lang: Lang;
  readonly version: string;
  readonly versionUrl?: string;
  readonly crossOriginCookie: boolean;
}

function Platform({ lang, version, versionUrl, crossOriginCookie }: PlatformProps) {
  useRememberLang(lang, crossOriginCookie);
  useDeploymentWatcher({ currentVersion: version, url: versionUrl });
  return <Toaster />;
}

/** Shown while the first catalogue loads: no text, since no messages exist yet. */
function BootFallback() {
  return (
    <div className="shell-boot" aria-busy="true">
      <SpinnerIcon size="lg" />
    </div>
  );
}
