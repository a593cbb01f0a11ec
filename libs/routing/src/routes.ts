/**
 * The route map of spec 000 section 2 and spec 001 section 2, without the language prefix.
 * Patterns use `:name` for a parameter and `:name?` for an optional one; every pattern exists under
 * /uz, /en and /ru. Which host app serves a route follows ARCHITECTURE.md "apps".
 */
export type HostApp = 'site' | 'webview' | 'cabinet';
export type Layout = 'default' | 'business' | 'webview' | 'dashboard';

export interface RouteDef {
  /** Pattern without the language prefix, e.g. `osago/:ad?`; the home page is the empty pattern. */
  readonly path: string;
  readonly app: HostApp;
  readonly layout: Layout;
  /** Flagged business (spec: for-business pages). */
  readonly business?: boolean;
}

/** Product pages with an optional advertising segment (pets has only the plain path). */
export const PRODUCT_PAGES = [
  'kasko',
  'mini-kasko',
  'osago',
  'osago-limited',
  'osgop',
  'osgor',
  'sport',
  'travel',
  'travel-minimal',
  'housing',
  'job-loss',
  'accident',
  'accident-driver',
  'accident-foreign',
  'accident-student',
  'accident-teacher',
  'documents',
  'kids',
  'quick-car-insurance',
  'travel-around-uzbekistan',
  'pets',
] as const;
export type ProductPage = (typeof PRODUCT_PAGES)[number];

export const MOBILE_PRODUCTS = [
  'kids',
  'pets',
  'kasko',
  'osago',
  'sport',
  'travel',
  'housing',
  'accident',
  'job-loss',
  'documents',
  'mini-kasko',
  'monthly-kasko',
  'quick-car-insurance',
  'travel-around-uzbekistan',
] as const;
export type MobileProduct = (typeof MOBILE_PRODUCTS)[number];

export const BUSINESS_PRODUCTS = [
  'dms',
  'ipoteka',
  'accident',
  'property',
  'auto-loan',
  'car-leasing',
  'loan-insurance',
  'advance-payment',
  'property-leasing',
  'surety-insurance',
  'special-equipment',
  'transport-mortgage',
  'manufacturing-accident',
] as const;
export type BusinessProduct = (typeof BUSINESS_PRODUCTS)[number];

/** Company and information pages of the default layout. */
export const CONTENT_PAGES = [
  'mobile-app',
  'news',
  'jobs',
  'charter',
  'notices',
  'auditors',
  'branches',
  'affiliates',
  'ask-a-poll',
  'about-company',
  'online-survey',
  'leave-feedback',
  'material-facts',
  'company-management',
  'financial-statements',
  'licenses-and-sertificates',
  'business-plan-and-strategy',
  'neo-partner',
  'mehr-nuri',
  'insurance-event',
  'takaful',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];

/** Payment return pages of the webview host. */
export const PAYMENT_RETURN_PAGES = [
  'payment-complete',
  'click',
  'paynet',
  'davrbank',
  'click-auto',
] as const;

const site = (path: string): RouteDef => ({ path, app: 'site', layout: 'default' });
const business = (path: string): RouteDef => ({ path, app: 'site', layout: 'business', business: true });
const webview = (path: string): RouteDef => ({ path, app: 'webview', layout: 'webview' });
const cabinet = (path: string, layout: Layout = 'dashboard'): RouteDef => ({ path, app: 'cabinet', layout });

export const ROUTES: readonly RouteDef[] = [
  site(''),
  ...CONTENT_PAGES.map(site),
  site('news/:slug'),
  site('soon'),
  site('catalogue'),
  site('catalogue/:filter?'),
  site('mehr-nuri/:ad?'),
  site('insurance-event/Main'),
  site('takaful/:_product'),
  site('thank-you/:contractId?'),
  ...PRODUCT_PAGES.flatMap((p) => (p === 'pets' ? [site(p)] : [site(p), site(`${p}/:ad?`)])),
  site('o-renew/:contract/:agentId'),
  site('o-renew/:contract'),
  site('osago-uzaytirish/:contract?'),
  // The one-tap renewal of a reminder's SMS and of the cabinet (issue 23): a signed token opens one policy.
  site('prolong/:token'),
  // Kindness (spec 001 gives its steps but no route; issue 12: linked from mehr-nuri).
  site('kindness'),
  site('kindness/:ad?'),
  business('for-business'),
  business('for-business/dms/clinics'),
  ...BUSINESS_PRODUCTS.map((p) => business(`for-business/${p}`)),
  ...PAYMENT_RETURN_PAGES.map(webview),
  webview('webview-thank-you/:contractId?'),
  ...MOBILE_PRODUCTS.flatMap((p) => [webview(`mobile/${p}`), webview(`mobile/${p}/:ad?`)]),
  cabinet('login', 'default'),
  cabinet('login/:app?', 'default'),
  cabinet('dashboard'),
  cabinet('dashboard/referals'),
  cabinet('dashboard/edit-profile'),
  cabinet('dashboard/policies'),
  cabinet('dashboard/policies/ConfirmAutoPayment'),
  cabinet('dashboard/policies/:_id'),
  // Mid-term changes of a policy (issue 27): each change a new version of it.
  cabinet('dashboard/policies/:_id/change'),
  cabinet('dashboard/applications'),
  cabinet('dashboard/applications/:_id'),
  // Saved people and cars (issue 24): what the customer keeps to fill applications from.
  cabinet('dashboard/saved'),
  // Business applications (issue 25): the site's for-business leads of the customer, apart from the claims.
  cabinet('dashboard/business-requests'),
  // The customer's data (issue 27): what is kept, its export, consents, devices, deleting the account.
  cabinet('dashboard/my-data'),
];
