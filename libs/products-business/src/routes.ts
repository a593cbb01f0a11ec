import type { LazyPage } from '@polis/shell';
import { BUSINESS_PAGE_SLUGS } from './business/business-products';

const osgor: LazyPage = () => import('./osgor/osgor-page').then((m) => ({ Component: m.OsgorPage }));
const clinics: LazyPage = () => import('./dms/clinics-page').then((m) => ({ Component: m.ClinicsPage }));
const businessProduct: LazyPage = () =>
  import('./business/business-product-page').then((m) => ({ Component: m.BusinessProductPage }));

/** The business products' pages, as each host adds them with one line. */
export const businessPages = {
  site: {
    osgor,
    'osgor/:ad?': osgor,
    ...Object.fromEntries(BUSINESS_PAGE_SLUGS.map((slug) => [`for-business/${slug}`, businessProduct])),
    'for-business/dms/clinics': clinics,
  },
  webview: {},
} as const satisfies Record<'site' | 'webview', Record<string, LazyPage>>;
