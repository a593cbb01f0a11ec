import { bootHostApp } from '@polis/shell';
import { webviewApp } from './webview-app';

bootHostApp({
  ...webviewApp,
  env: import.meta.env,
  // The cabinet session of this origin (the key of @polis/account's token store), read directly so the
  // account library stays out of the first load.
  getToken: () => {
    try {
      return localStorage.getItem('polis:cabinet:token') || null;
    } catch {
      return null;
    }
  },
});
