import './site.css';
import { bootHostApp } from '@polis/shell';
import { siteApp } from './site-app';

bootHostApp({
  ...siteApp,
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
