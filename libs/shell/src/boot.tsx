import { createRoot } from 'react-dom/client';
import { combineMessageSources, i18nMessages, type MessageSource } from '@polis/i18n';
import { uiMessages } from '@polis/ui';
import {
  apiClientMessages,
  configureApiClient,
  credentialsFromEnv,
  DEV_CREDENTIALS,
} from '@polis/api-client';
import { createHostApp, type HostAppConfig } from './host-app';
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

/** Starts a host app in the browser: API client configuration, message catalogues, router, render. */
export function bootHostApp({ appMessages, env, getToken, ...config }: BootConfig) {
  configureApiClient({
    baseUrl: env.VITE_API_BASE_URL || undefined,
    credentials: { ...DEV_CREDENTIALS, ...credentialsFromEnv(env) },
    getToken,
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('bootHostApp: the page has no #root element');
  const app = createHostApp({
    ...config,
    messages: combineMessageSources(i18nMessages, uiMessages, apiClientMessages, shellMessages, appMessages),
    version: env.VITE_POLIS_VERSION ?? 'dev',
    versionUrl: `${env.BASE_URL}version.json`,
    crossOriginCookie: env.VITE_COOKIE_CROSS_ORIGIN === 'true',
  });
  createRoot(root).render(app.element);
  return app;
}
