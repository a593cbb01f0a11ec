export {
  createHostApp,
  loadFirstPage,
  type HostAppConfig,
  type HostAppInstance,
  type HostAppOptions,
  type PageTable,
} from './host-app';
export { buildRoutes, missingPages, type HostRoutes, type LazyPage } from './route-tree';
export { NotFoundRoute } from './not-found-route';
export { PageMeta, type PageMetaProps } from './page-meta';
export {
  PRODUCTS,
  MOBILE_ONLY_PRODUCTS,
  productByKey,
  productsForFilter,
  type ProductEntry,
  type ProductCategory,
  type Audience,
} from './products';
export { shellMessages } from './shell-messages';
export { bootHostApp, hostAppConfig, PRERENDERED_ATTRIBUTE, type BootConfig, type HostEnv } from './boot';
export { DefaultLayout } from './layouts/default-layout';
export { BusinessLayout } from './layouts/business-layout';
export { WebviewLayout } from './layouts/webview-layout';
export { MainHeader } from './layouts/main-header';
export { MainFooter } from './layouts/main-footer';
export { NAV_GROUPS, FOOTER_COLUMNS, type NavGroup } from './nav-groups';
export { ProductCard, ProductGrid } from './product-card';
export { ProductSoon } from './product-soon';
export { usePriceFrom } from './use-price-from';
