export { OsagoPage, type OsagoPageProps } from './osago/osago-page';
export { osagoApi } from './osago/api/osago-api';
export { motorMessages } from './motor-messages';
export { OsagoRenewalPage, type OsagoRenewalPageProps } from './osago/osago-renewal-page';
export type { RenewalRef } from './osago/model/prefill';
export { motorPages } from './routes';
export { miniKaskoApi } from './mini-kasko/api/mini-kasko-api';
export { quickKaskoApi } from './quick-kasko/api/quick-kasko-api';
export { osgopApi } from './osgop/api/osgop-api';
