import { isLang, type Lang } from './langs';
import { paramsValid } from './params';
import { ROUTES, type HostApp, type RouteDef } from './routes';

export interface RouteMatch {
  readonly route: RouteDef;
  readonly lang: Lang | null;
  readonly params: Readonly<Record<string, string | undefined>>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Splits `/ru/osago/beeline` into the language and the rest (`osago/beeline`). */
export function splitLang(pathname: string): { lang: Lang | null; rest: string } {
  const parts = segments(pathname);
  if (isLang(parts[0])) return { lang: parts[0], rest: parts.slice(1).join('/') };
  return { lang: null, rest: parts.join('/') };
}

/** Matches one pattern against the path without its language prefix; `null` when it does not fit. */
export function matchPattern(pattern: string, rest: string): Record<string, string | undefined> | null {
  const want = segments(pattern);
  const got = segments(rest).map((s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  });
  if (got.length > want.length) return null;
  const params: Record<string, string | undefined> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i];
    const g = got[i];
    if (w.startsWith(':')) {
      const optional = w.endsWith('?');
      const name = w.slice(1, optional ? -1 : undefined);
      if (g === undefined) {
        if (!optional) return null;
        params[name] = undefined;
      } else params[name] = g;
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * Finds the route a browser path opens, with its parameters checked by PARAM_RULES. Literal routes win over
 * parametric ones (`dashboard/policies/ConfirmAutoPayment` before `dashboard/policies/:_id`). `null` is a 404.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const { lang, rest } = splitLang(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route.path, rest);
    if (params && paramsValid(params)) return { route, lang, params };
  }
  return null;
}

/** The host app that serves a path, known or not (its 404 page is shown in that app's layout). */
export function appForPath(pathname: string): HostApp {
  const match = matchRoute(pathname);
  if (match) return match.route.app;
  const first = segments(splitLang(pathname).rest)[0] ?? '';
  if (first === 'dashboard' || first === 'login') return 'cabinet';
  if (first === 'mobile' || first === 'webview-thank-you') return 'webview';
  return 'site';
}
