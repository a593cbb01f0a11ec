import { BUSINESS_PRODUCTS, PRODUCT_PAGES } from '@polis/routing';
import { propertyPages } from '@polis/products-property';
import type { LazyPage } from '@polis/shell';
import { travelPages } from '@polis/products-travel';
import { personalPages } from '@polis/products-personal';
import { motorPages } from '@polis/products-motor';
import { businessPages } from '@polis/products-business';
import { contentPages } from './content/routes';

const product: LazyPage = () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage }));
const osago: LazyPage = () => import('./pages/osago-route').then((m) => ({ Component: m.OsagoRoute }));
const osagoRenewal: LazyPage = () =>
  import('./pages/osago-route').then((m) => ({ Component: m.OsagoRenewalRoute }));
const osagoLimited: LazyPage = () =>
  import('./pages/osago-route').then((m) => ({ Component: m.OsagoLimitedRoute }));

/** Every route pattern the site owns, mapped to its page (checked complete by buildRoutes and its test). */
export const sitePages: Readonly<Record<string, LazyPage>> = {
  '': () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  catalogue: () => import('./pages/catalogue-page').then((m) => ({ Component: m.CataloguePage })),
  'catalogue/:filter?': () => import('./pages/catalogue-page').then((m) => ({ Component: m.CataloguePage })),
  'thank-you/:contractId?': () =>
    import('./pages/thank-you-page').then((m) => ({ Component: m.ThankYouPage })),
  'for-business': () => import('./pages/business-page').then((m) => ({ Component: m.BusinessPage })),
  ...Object.fromEntries(
    PRODUCT_PAGES.flatMap((p) => [
      [p, product],
      [`${p}/:ad?`, product],
    ]),
  ),
  ...Object.fromEntries(BUSINESS_PRODUCTS.map((p) => [`for-business/${p}`, product])),
  ...propertyPages.site,
  ...travelPages.site,
  ...personalPages.site,
  ...motorPages.site,
  ...businessPages.site,
  osago,
  'osago/:ad?': osago,
  'osago-limited': osagoLimited,
  'osago-limited/:ad?': osagoLimited,
  'o-renew/:contract/:agentId': osagoRenewal,
  'o-renew/:contract': osagoRenewal,
  'osago-uzaytirish/:contract?': osagoRenewal,
  'prolong/:token': () => import('./pages/prolong-page').then((m) => ({ Component: m.ProlongPage })),
  ...contentPages,
};

/**
 * A wizard's "Log in to fill from your account" (the cabinet's login steps), loaded when opened. Imported from
 * here, beside the page table, so that the list of its modules is not part of the first load.
 */
export const loadWizardLogin = () => import('./pages/wizard-login').then((m) => ({ default: m.WizardLogin }));
