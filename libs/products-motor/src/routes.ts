import type { LazyPage } from '@polis/shell';

const miniKasko: LazyPage = () =>
  import('./mini-kasko/mini-kasko-page').then((m) => ({ Component: m.MiniKaskoPage }));

const quickKasko: LazyPage = () =>
  import('./quick-kasko/quick-kasko-page').then((m) => ({ Component: m.QuickKaskoPage }));

const osgop: LazyPage = () => import('./osgop/osgop-page').then((m) => ({ Component: m.OsgopPage }));

const kasko: LazyPage = () => import('./kasko/kasko-page').then((m) => ({ Component: m.KaskoPage }));
const monthlyKasko: LazyPage = () =>
  import('./monthly-kasko/monthly-kasko-page').then((m) => ({ Component: m.MonthlyKaskoPage }));

/** The motor products' pages built on the product kit, as each host adds them with one line. */
export const motorPages = {
  site: {
    'mini-kasko': miniKasko,
    'mini-kasko/:ad?': miniKasko,
    'quick-car-insurance': quickKasko,
    'quick-car-insurance/:ad?': quickKasko,
    osgop,
    'osgop/:ad?': osgop,
    kasko,
    'kasko/:ad?': kasko,
  },
  webview: {
    'mobile/mini-kasko': miniKasko,
    'mobile/mini-kasko/:ad?': miniKasko,
    'mobile/quick-car-insurance': quickKasko,
    'mobile/quick-car-insurance/:ad?': quickKasko,
    'mobile/kasko': kasko,
    'mobile/kasko/:ad?': kasko,
    'mobile/monthly-kasko': monthlyKasko,
    'mobile/monthly-kasko/:ad?': monthlyKasko,
  },
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
