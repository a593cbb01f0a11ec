export { LANGS, DEFAULT_LANG, LANG_TAGS, isLang, langOfLocale, baseLang, type Lang } from './langs';
export { AD_KEYS, isAdKey, type AdKey } from './ad-keys';
export { CATALOGUE_FILTERS, paramsValid, type CatalogueFilter } from './params';
export {
  ROUTES,
  PRODUCT_PAGES,
  MOBILE_PRODUCTS,
  BUSINESS_PRODUCTS,
  CONTENT_PAGES,
  PAYMENT_RETURN_PAGES,
  type RouteDef,
  type HostApp,
  type Layout,
  type ProductPage,
  type MobileProduct,
  type BusinessProduct,
  type ContentPage,
} from './routes';
export { matchRoute, matchPattern, splitLang, appForPath, type RouteMatch } from './match';
export { href, switchLangPath } from './href';
export {
  paymentReturnHref,
  paymentStepHref,
  RETURN_BACK_PARAM,
  returnItemOf,
  type PaymentReturnPage,
  type PaymentReturnTarget,
} from './payment-return';
export { samplePaths } from './samples';
export {
  LANG_COOKIE,
  browserLang,
  parseAcceptLanguage,
  readCookie,
  langFromCookie,
  resolveLang,
  langCookie,
  type LangSources,
} from './lang-resolution';
export { NEWS_SLUGS, TAKAFUL_PRODUCT_SLUGS, publicPagePaths, privatePathHeads } from './public-pages';
