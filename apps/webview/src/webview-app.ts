import { lazy } from 'react';
import { WebviewLayout, type BootConfig } from '@polis/shell';
import { webviewMessages } from './webview-messages';

/** The webview host: what the native apps' browser boots (main.tsx) and the build prerenders (prerender.tsx). */
export const webviewApp = {
  app: 'webview',
  layouts: { webview: WebviewLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.webviewPages),
  notFound: [{ prefix: '', layout: 'webview' }],
  appMessages: webviewMessages,
  // A wizard's login in place opens its steps when asked (the account library stays out of the first load).
  wizardLogin: lazy(() => import('./pages').then((m) => m.loadWizardLogin())),
} satisfies Omit<BootConfig, 'env' | 'getToken'>;
