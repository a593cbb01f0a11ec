import './shell.css';
import {
  StrictMode,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Provider } from 'react-redux';
import {
  BrowserRouter,
  matchRoutes,
  MemoryRouter,
  renderMatches,
  StaticRouter,
  useLocation,
} from 'react-router';
import { matchRoute, splitLang, type Lang } from '@polis/routing';
import {
  HostAppContext,
  I18nProvider,
  detectLang,
  endHydration,
  settledWith,
  suspendOn,
  useRememberLang,
  type Messages,
} from '@polis/i18n';
import { GlobalStyles, PlatformOverlays, SpinnerIcon } from '@polis/ui';
import { makeStore, navigated, type AppStore } from '@polis/api-client';
import {
  buildRoutes,
  preloadPage,
  RouteErrorBoundary,
  routesOfLang,
  type HostRoutes,
  type LazyPage,
} from './route-tree';
import { WizardLoginContext, type WizardLoginProps } from './wizard-login';

/** The app's page of each route pattern it owns. */
export type PageTable = HostRoutes['pages'];

export interface HostAppConfig extends Omit<HostRoutes, 'pages'> {
  /**
   * The page table, or a loader of it. Loaded, it leaves the first load of every page: it starts at boot and
   * arrives with the message catalogue, which the first render waits for anyway.
   */
  readonly pages: PageTable | (() => Promise<PageTable>);
  /** Loads one language's merged catalogue (combineMessageSources of every library the app uses). */
  readonly messages: (lang: Lang) => Promise<Messages>;
  /** Build id written to /version.json; a different one on the server means a new deployment. */
  readonly version: string;
  /** Where this app's build wrote its version.json (each app has its own). */
  readonly versionUrl?: string;
  readonly crossOriginCookie?: boolean;
  /** The login a wizard opens in place, when the host has a cabinet session (site, webview). */
  readonly wizardLogin?: ComponentType<WizardLoginProps>;
}

export interface HostAppInstance {
  readonly store: AppStore;
  readonly element: ReactNode;
}

/** The sales channel (credential) and language of a location, written to the store. */
function syncLocation(store: AppStore, pathname: string) {
  const match = matchRoute(pathname);
  const lang = splitLang(pathname).lang ?? detectLang();
  store.dispatch(navigated({ pathname, ad: match?.params['ad'], lang }));
}

export interface HostAppOptions {
  /** Tests: a history in memory, from these entries. */
  readonly initialEntries?: string[];
  /** The server (prerendering): this one location, no history. */
  readonly location?: string;
  readonly store?: AppStore;
  /** The catalogue of the first location's language, loaded already (hydration, prerendering). */
  readonly messages?: { readonly lang: Lang; readonly messages: Messages };
  /** The page table, loaded already. */
  readonly pages?: PageTable;
}

/**
 * Creates one host app: its store and the element to render (in the browser's history, in memory from
 * `initialEntries` in tests, or at one `location` on the server). The sales channel and language are chosen
 * per navigation, before any page of the new location fetches: the first location here, each later one in a
 * layout effect, which runs before the effects that start a page's requests.
 */
export function createHostApp(config: HostAppConfig, options: HostAppOptions = {}): HostAppInstance {
  const { initialEntries, location, store = makeStore() } = options;
  syncLocation(store, location ?? initialEntries?.[0] ?? window.location.pathname);
  const pages = options.pages
    ? settledWith(options.pages)
    : typeof config.pages === 'function'
      ? config.pages()
      : settledWith(config.pages);
  const frame = <HostFrame config={config} pages={pages} store={store} messages={options.messages} />;
  const router =
    location !== undefined ? (
      <StaticRouter location={location}>{frame}</StaticRouter>
    ) : initialEntries ? (
      <MemoryRouter initialEntries={initialEntries}>{frame}</MemoryRouter>
    ) : (
      <BrowserRouter>{frame}</BrowserRouter>
    );
  return {
    store,
    element: (
      <StrictMode>
        <GlobalStyles />
        <Provider store={store}>{router}</Provider>
      </StrictMode>
    ),
  };
}

/**
 * What the first render of a location needs, loaded before it: the catalogue of its language, the page
 * table, and the page's own module. A prerendered page is hydrated with them, so its first render matches the
 * HTML; the server renders with them too.
 */
export async function loadFirstPage(
  config: Pick<HostAppConfig, 'messages' | 'pages'>,
  pathname: string,
): Promise<Required<Pick<HostAppOptions, 'messages' | 'pages'>>> {
  const lang = splitLang(pathname).lang ?? detectLang();
  const [messages, pages] = await Promise.all([
    config.messages(lang),
    typeof config.pages === 'function' ? config.pages() : config.pages,
  ]);
  const match = matchRoute(pathname);
  const page = match ? pages[match.route.path] : undefined;
  if (page) await preloadPage(page);
  return { messages: { lang, messages }, pages };
}

interface HostFrameProps {
  readonly config: HostAppConfig;
  readonly pages: Promise<PageTable>;
  readonly store: AppStore;
  readonly messages?: HostAppOptions['messages'];
}

function HostFrame({ config, pages, store, messages }: HostFrameProps) {
  const { pathname, key } = useLocation();
  const synced = useRef(pathname);
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    // The first navigation (a wizard's next step too): forms from here on render at once (see useHydrated).
    if (key !== firstKey.current) endHydration();
  }, [key]);
  useLayoutEffect(() => {
    if (synced.current === pathname) return;
    synced.current = pathname;
    syncLocation(store, pathname);
  }, [store, pathname]);
  const lang = splitLang(pathname).lang ?? detectLang();
  return (
    <I18nProvider
      lang={lang}
      load={config.messages}
      crossOriginCookie={config.crossOriginCookie}
      fallback={<BootFallback />}
      initial={messages}
    >
      <HostAppContext.Provider value={config.app}>
        <Platform
          lang={lang}
          version={config.version}
          versionUrl={config.versionUrl}
          crossOriginCookie={config.crossOriginCookie ?? false}
        />
        <WizardLoginContext.Provider value={config.wizardLogin ?? null}>
          <RouteErrorBoundary>
            <Suspense fallback={<BootFallback />}>
              <HostRoutesView config={config} pages={pages} />
            </Suspense>
          </RouteErrorBoundary>
        </WizardLoginContext.Provider>
      </HostAppContext.Provider>
    </I18nProvider>
  );
}

function HostRoutesView({ config, pages }: Pick<HostFrameProps, 'config' | 'pages'>) {
  const table: Readonly<Record<string, LazyPage>> = suspendOn(pages);
  const routes = useMemo(() => buildRoutes({ ...config, pages: table }), [config, table]);
  const { pathname } = useLocation();
  const lang = splitLang(pathname).lang;
  // A path with a language prefix can only match that language's routes: ranking the other languages' too
  // (matchRoutes flattens and sorts every route it is given) was a long task of the hydration on a slow phone.
  const candidates = useMemo(() => (lang ? routesOfLang(routes, lang) : routes), [routes, lang]);
  // useRoutes would match again on every location change (a wizard's `?step=` too), ranking every route of
  // the app each time: a long task on a slow phone. The match only depends on the path. (The app's paths are
  // plain ASCII, so the matched pathnames need none of useRoutes' re-encoding.)
  const matches = useMemo(() => matchRoutes(candidates, pathname), [candidates, pathname]);
  return renderMatches(matches);
}

interface PlatformProps {
  readonly lang: Lang;
  readonly version: string;
  readonly versionUrl?: string;
  readonly crossOriginCookie: boolean;
}

function Platform({ lang, version, versionUrl, crossOriginCookie }: PlatformProps) {
  useRememberLang(lang, crossOriginCookie);
  return <PlatformOverlays currentVersion={version} url={versionUrl} />;
}

/** Shown while the first catalogue loads: no text, since no messages exist yet. */
function BootFallback() {
  return (
    <div className="shell-boot" aria-busy="true">
      <SpinnerIcon size="lg" />
    </div>
  );
}
