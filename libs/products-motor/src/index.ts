export { OsagoPage } from './osago/osago-page';
export { osagoApi } from './osago/api/osago-api';
export { motorMessages } from './motor-messages';
export { OsagoRenewalPage } from './osago/osago-renewal-page';
export { motorPages } from './routes';
