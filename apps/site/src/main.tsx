import './site.css';
import { bootHostApp, BusinessLayout, DefaultLayout } from '@polis/shell';
import { siteMessages } from './site-messages';

bootHostApp({
  app: 'site',
  layouts: { default: DefaultLayout, business: BusinessLayout },
  // The page table loads beside the message catalogue, not with the first load.
  pages: () => import('./pages').then((m) => m.sitePages),
  notFound: [
    { prefix: 'for-business', layout: 'business' },
    { prefix: '', layout: 'default' },
  ],
  appMessages: siteMessages,
  env: import.meta.env,
  // A visitor logged into the cabinet on this origin is its holder: a copy or renewal pre-fill of their own
  // contract then comes whole (X-Auth-Token), everyone else gets it masked.
  // Read directly (the key of @polis/account's token store): importing the account library would add
  // to the home page's initial JavaScript.
  getToken: () => {
    try {
      return localStorage.getItem('polis:cabinet:token') || null;
    } catch {
      return null;
    }
  },
});
