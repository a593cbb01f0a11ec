import { CATALOGUE_FILTERS } from './params';
import { ROUTES, type RouteDef } from './routes';

/**
 * Slugs of the news articles and takaful products the site publishes (their content is in
 * apps/site/src/content; a test there keeps both lists equal). The sitemap and the prerender list them.
 */
export const NEWS_SLUGS = [
  'takaful-products-launched',
  'new-office-in-nukus',
  'mehr-nuri-back-to-school',
  'new-osago-tariffs-2026',
] as const;
export const TAKAFUL_PRODUCT_SLUGS = ['family', 'property', 'travel'] as const;

/**
 * Site routes that are not pages for a search engine: a buyer's own contract (thank-you, renewal by contract
 * id or by a reminder's token) and the "not available yet" placeholder.
 */
export const UNLISTED_SITE_ROUTES: readonly string[] = [
  'soon',
  'thank-you/:contractId?',
  'o-renew/:contract/:agentId',
  'o-renew/:contract',
  'osago-uzaytirish/:contract?',
  'prolong/:token',
];

/**
 * The values a public page takes for each parameter: an optional `ad` (an advertising channel: the same page)
 * is left out; a catalogue filter is a page of its own; news and takaful products one page each.
 */
const PUBLIC_PARAM_VALUES: Readonly<Record<string, readonly string[]>> = {
  ad: [],
  filter: CATALOGUE_FILTERS,
  slug: NEWS_SLUGS,
  _product: TAKAFUL_PRODUCT_SLUGS,
};

function expand(pattern: string): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) {
      paths = paths.map((p) => `${p}/${segment}`);
      continue;
    }
    const optional = segment.endsWith('?');
    const name = segment.slice(1, optional ? -1 : undefined);
    const values = PUBLIC_PARAM_VALUES[name];
    if (!values)
      throw new Error(`publicPagePaths: say which values of :${name} (${pattern}) are public pages`);
    const filled = paths.flatMap((p) => values.map((v) => `${p}/${encodeURIComponent(v)}`));
    // An optional parameter is always last: the bare path is a page too.
    paths = optional ? [...paths, ...filled] : filled;
  }
  return paths;
}

/**
 * Every public page of the site without the language prefix (`''` is the home page, then `/osago`,
 * `/catalogue/auto`, ...), once each, in route order. The cabinet and webview hosts are never public.
 */
export function publicPagePaths(routes: readonly RouteDef[] = ROUTES): string[] {
  const paths = routes
    .filter((r) => r.app === 'site' && !UNLISTED_SITE_ROUTES.includes(r.path))
    .flatMap((r) => expand(r.path));
  return [...new Set(paths)];
}

/**
 * Path prefixes (after the language) that search engines are kept out of: every cabinet and webview route's
 * first segment, and the unlisted site routes'.
 */
export function privatePathHeads(routes: readonly RouteDef[] = ROUTES): string[] {
  const heads = routes
    .filter((r) => r.app !== 'site' || UNLISTED_SITE_ROUTES.includes(r.path))
    .map((r) => r.path.split('/')[0])
    .filter((head) => head !== 'soon');
  return [...new Set(heads)];
}
