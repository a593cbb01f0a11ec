import type { LazyPage } from '@polis/shell';

const travel: LazyPage = () => import('./travel/travel-page').then((m) => ({ Component: m.TravelPage }));

/** The travel products' pages, as each host adds them with one line. */
export const travelPages = {
  site: {
    travel,
    'travel/:ad?': travel,
  },
  webview: {
    'mobile/travel': travel,
    'mobile/travel/:ad?': travel,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
