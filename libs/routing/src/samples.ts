import { LANGS, type Lang } from './langs';
import { ROUTES, type RouteDef } from './routes';

/** Valid sample values for every parameter, used by the route crawl and the server tests. */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  ad: 'beeline',
  slug: 'new-osago-tariffs-2026',
  _id: '1001',
  contract: '500001',
  contractId: '500001',
  agentId: '77',
  filter: 'auto',
  app: 'android',
  _product: 'family',
  token: 'aoh.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_',
};

/** One concrete path per route pattern and language, with every optional parameter filled in. */
export function samplePaths(routes: readonly RouteDef[] = ROUTES, langs: readonly Lang[] = LANGS) {
  return langs.flatMap((lang) =>
    routes.map((route) => {
      const rest = route.path
        .split('/')
        .filter(Boolean)
        .map((s) => (s.startsWith(':') ? SAMPLE_PARAMS[s.replace(/^:|\?$/g, '')] : s));
      return { lang, route, path: `/${[lang, ...rest].join('/')}` };
    }),
  );
}
