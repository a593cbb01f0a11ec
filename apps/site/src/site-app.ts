import { lazy } from 'react';
import { BusinessLayout, DefaultLayout, type BootConfig } from '@polis/shell';
import { siteMessages } from './site-messages';

/** The site host: what the browser boots (main.tsx) and the build prerenders (prerender.tsx). */
export const siteApp = {
  app: 'site',
  layouts: { default: DefaultLayout, business: BusinessLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.sitePages),
  notFound: [
    { prefix: 'for-business', layout: 'business' },
    { prefix: '', layout: 'default' },
  ],
  appMessages: siteMessages,
  // A wizard's "Log in to fill from your account": the cabinet's login steps, loaded when opened.
  wizardLogin: lazy(() => import('./pages').then((m) => m.loadWizardLogin())),
} satisfies Omit<BootConfig, 'env' | 'getToken'>;
