import { MOBILE_PRODUCTS, PAYMENT_RETURN_PAGES } from '@polis/routing';
import { propertyPages } from '@polis/products-property';
import type { LazyPage } from '@polis/shell';
import { travelPages } from '@polis/products-travel';
import { personalPages } from '@polis/products-personal';
import { motorPages } from '@polis/products-motor';

const product: LazyPage = () =>
  import('./pages/mobile-product-page').then((m) => ({ Component: m.MobileProductPage }));
const osago: LazyPage = () =>
  import('./pages/mobile-osago-page').then((m) => ({ Component: m.MobileOsagoPage }));
const paymentReturn: LazyPage = () =>
  import('./pages/payment-return-page').then((m) => ({ Component: m.PaymentReturnPage }));

/** Every route pattern the webview owns, mapped to its page. */
export const webviewPages: Readonly<Record<string, LazyPage>> = {
  ...Object.fromEntries(
    MOBILE_PRODUCTS.flatMap((p) => [
      [`mobile/${p}`, product],
      [`mobile/${p}/:ad?`, product],
    ]),
  ),
  ...propertyPages.webview,
  ...travelPages.webview,
  ...personalPages.webview,
  ...motorPages.webview,
  'mobile/osago': osago,
  'mobile/osago/:ad?': osago,
  ...Object.fromEntries(PAYMENT_RETURN_PAGES.map((p) => [p, paymentReturn])),
  'webview-thank-you/:contractId?': () =>
    import('./pages/webview-thank-you-page').then((m) => ({ Component: m.WebviewThankYouPage })),
};

/**
 * A wizard's "Log in to fill from your account" (the cabinet's login steps), loaded when opened. Imported from
 * here, beside the page table, so that the list of its modules is not part of the first load.
 */
export const loadWizardLogin = () => import('./pages/wizard-login').then((m) => ({ default: m.WizardLogin }));
