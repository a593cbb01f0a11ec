/**
 * `login/{app}`: the cabinet opened from a native app's webview. The app's name (a route parameter, never
 * personal) is kept for the tab's session so the dashboard can offer the way back, and logout returns to
 * the app's login page. sessionStorage: it ends with the webview.
 */
export const APP_KEY = 'polis:cabinet:app';

/** The deep link the native apps listen for (the same `polis://` scheme as the payment return pages). */
export const appReturnUrl = (app: string, scheme: string): string =>
  `${scheme}://login-complete?${new URLSearchParams({ app }).toString()}`;

const APP_NAME = /^[a-z][a-z0-9-]{0,30}$/;

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberApp(app: string): void {
  if (!APP_NAME.test(app)) return;
  try {
    session()?.setItem(APP_KEY, app);
  } catch {
    // Without storage the flag lasts as long as the login page; the login itself still works.
  }
}

export function currentApp(): string | null {
  try {
    const app = session()?.getItem(APP_KEY) ?? null;
    return app && APP_NAME.test(app) ? app : null;
  } catch {
    return null;
  }
}
