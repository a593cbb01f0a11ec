import type { LazyPage } from '@polis/shell';
import { BUSINESS_PRODUCTS } from '@polis/routing';

const osgor: LazyPage = () => import('./osgor/osgor-page').then((m) => ({ Component: m.OsgorPage }));
const clinics: LazyPage = () => import('./dms/clinics-page').then((m) => ({ Component: m.ClinicsPage }));
const businessProduct: LazyPage = () =>
  import('./business/business-product-page').then((m) => ({ Component: m.BusinessProductPage }));

/** The business products' pages, as each host adds them with one line. */
export const businessPages = {
  site: {
    osgor,
    'osgor/:ad?': osgor,
    // The route list only (the pages' facts load with the page): every business product has its page.
    ...Object.fromEntries(BUSINESS_PRODUCTS.map((slug) => [`for-business/${slug}`, businessProduct])),
    'for-business/dms/clinics': clinics,
  },
  webview: {},
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
