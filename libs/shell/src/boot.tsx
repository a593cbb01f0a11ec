import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  beginHydration,
  combineMessageSources,
  endHydration,
  i18nMessages,
  type MessageSource,
} from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import { LANG_TAGS } from '@polis/routing';
import {
  apiClientMessages,
  configureApiClient,
  credentialsFromEnv,
  DEV_CREDENTIALS,
} from '@polis/api-client';
import { createHostApp, loadFirstPage, type HostAppConfig } from './host-app';
import { shellMessages } from './shell-messages';

/** The build-time settings a host app reads from `import.meta.env`. */
export interface HostEnv {
  readonly BASE_URL: string;
  readonly VITE_POLIS_VERSION?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_COOKIE_CROSS_ORIGIN?: string;
  readonly [key: string]: unknown;
}

export interface BootConfig extends Omit<
  HostAppConfig,
  'messages' | 'version' | 'versionUrl' | 'crossOriginCookie'
> {
  /** The app's own catalogue; the shared libraries' catalogues are added here. */
  readonly appMessages: MessageSource;
  readonly env: HostEnv;
  /** The cabinet's session token, read at each request (sent as X-Auth-Token); other hosts have none. */
  readonly getToken?: () => string | null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first use of `Intl` for a language loads ICU's data for it: 10-30 ms of the main thread on a desktop, four
 * times that on a phone, once per page. Each runs in a task of its own before hydration (react-intl checks the
 * language's number and date formats, luxon reads the default date format), not inside one of its slices.
 */
const icuWarmUps = (tag: string) => [
  () => Intl.NumberFormat.supportedLocalesOf(tag),
  () => Intl.DateTimeFormat.supportedLocalesOf(tag),
  () => new Intl.DateTimeFormat().resolvedOptions(),
];

/** The attribute a prerendered page's root carries (tools/prerender.mjs writes it; its head tags too). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A host app's configuration from its boot settings: the same in the browser and when prerendering. */
export function hostAppConfig({
  appMessages,
  env,
  getToken: _getToken,
  ...config
}: BootConfig): HostAppConfig {
  return {
    ...config,
    messages: combineMessageSources(i18nMessages, uiMessages, apiClientMessages, shellMessages, appMessages),
    version: env.VITE_POLIS_VERSION ?? 'dev',
    versionUrl: `${env.BASE_URL}version.json`,
    crossOriginCookie: env.VITE_COOKIE_CROSS_ORIGIN === 'true',
  };
}

/**
 * Starts a host app in the browser: API client configuration, then either hydration of the prerendered
 * page (its catalogue, page table and page module loaded first, so the first render matches the HTML) or a
 * first render into the empty root.
 */
export function bootHostApp(boot: BootConfig): void {
  const { env, getToken } = boot;
  configureApiClient({
    baseUrl: env.VITE_API_BASE_URL || undefined,
    credentials: { ...DEV_CREDENTIALS, ...credentialsFromEnv(env) },
    getToken,
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('bootHostApp: the page has no #root element');
  const config = hostAppConfig(boot);
  if (!root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    // In a transition the first render yields to the browser every few milliseconds (no long task).
    startTransition(() => createRoot(root).render(createHostApp(config).element));
    return;
  }
  void loadFirstPage(config, window.location.pathname)
    .then(async (first) => {
      // Hydration starts some tasks later: the page's modules were evaluated in this one (their top-level
      // code, the API's endpoints), and ICU's first use would come inside a slice of hydration.
      for (const warmUp of icuWarmUps(LANG_TAGS[first.messages.lang])) {
        await nextTask();
        warmUp();
      }
      await nextTask();
      return first;
    })
    .then(
      (first) => {
        // The description, canonical and hreflang links of the HTML are React's to keep from here on (their
        // absolute URLs name the public origin; React writes this origin's).
        for (const node of document.head.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) node.remove();
        // What the visitor typed into a prerendered wizard step meanwhile is noted for its form (wizard-core).
        beginHydration(root);
        // Hydration in a transition is time-sliced: the page stays responsive while React takes it over, and
        // input that arrives meanwhile hydrates its own part first.
        startTransition(() => {
          hydrateRoot(root, createHostApp(config, first).element);
        });
        // A visitor who stays on the page: parts that mount later render their forms at once too.
        setTimeout(endHydration, 10_000);
      },
      (error: unknown) => {
        // A chunk of another deployment: the page is drawn anew (the route's error page offers the reload).
        console.error(error);
        root.removeAttribute(PRERENDERED_ATTRIBUTE);
        root.replaceChildren();
        createRoot(root).render(createHostApp(config).element);
      },
    );
}
