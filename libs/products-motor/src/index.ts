export { OsagoPage } from './osago/osago-page';
export { osagoApi } from './osago/api/osago-api';
export { motorMessages } from './motor-messages';
export { OsagoRenewalPage } from './osago/osago-renewal-page';
export { motorPages } from './routes';
export { miniKaskoApi } from './mini-kasko/api/mini-kasko-api';
export { osgopApi } from './osgop/api/osgop-api';
export { kaskoApi } from './kasko/api/kasko-api';
