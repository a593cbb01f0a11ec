import type { LazyPage } from '@polis/shell';

const travel: LazyPage = () => import('./travel/travel-page').then((m) => ({ Component: m.TravelPage }));

const travelMinimal: LazyPage = () =>
  import('./travel-minimal/travel-minimal-page').then((m) => ({ Component: m.TravelMinimalPage }));

/** The travel products' pages, as each host adds them with one line. */
export const travelPages = {
  site: {
    travel,
    'travel/:ad?': travel,
    'travel-minimal': travelMinimal,
    'travel-minimal/:ad?': travelMinimal,
  },
  webview: {
    'mobile/travel': travel,
    'mobile/travel/:ad?': travel,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
