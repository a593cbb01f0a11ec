import type { LazyPage } from '@polis/shell';

const travel: LazyPage = () => import('./travel/travel-page').then((m) => ({ Component: m.TravelPage }));

const travelMinimal: LazyPage = () =>
  import('./travel-minimal/travel-minimal-page').then((m) => ({ Component: m.TravelMinimalPage }));

const travelAroundUzbekistan: LazyPage = () =>
  import('./travel-around-uzbekistan/travel-around-uzbekistan-page').then((m) => ({
    Component: m.TravelAroundUzbekistanPage,
  }));

/** The travel products' pages, as each host adds them with one line. */
export const travelPages = {
  site: {
    travel,
    'travel/:ad?': travel,
    'travel-minimal': travelMinimal,
    'travel-minimal/:ad?': travelMinimal,
    'travel-around-uzbekistan': travelAroundUzbekistan,
    'travel-around-uzbekistan/:ad?': travelAroundUzbekistan,
  },
  webview: {
    'mobile/travel': travel,
    'mobile/travel/:ad?': travel,
    'mobile/travel-around-uzbekistan': travelAroundUzbekistan,
    'mobile/travel-around-uzbekistan/:ad?': travelAroundUzbekistan,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
