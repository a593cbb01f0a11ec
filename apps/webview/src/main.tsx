import { lazy } from 'react';
import { bootHostApp, WebviewLayout } from '@polis/shell';
import { webviewMessages } from './webview-messages';

bootHostApp({
  app: 'webview',
  layouts: { webview: WebviewLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.webviewPages),
  notFound: [{ prefix: '', layout: 'webview' }],
  appMessages: webviewMessages,
  env: import.meta.env,
  // The cabinet session of this origin (the key of @polis/account's token store), read directly so the
  // account library stays out of the first load; a wizard's login in place opens its steps when asked.
  getToken: () => {
    try {
      return localStorage.getItem('polis:cabinet:token') || null;
    } catch {
      return null;
    }
  },
  wizardLogin: lazy(() => import('./pages/wizard-login').then((m) => ({ default: m.WizardLogin }))),
});
