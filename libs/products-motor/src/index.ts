export { OsagoPage } from './osago/osago-page';
export { motorMessages } from './motor-messages';
export { OsagoRenewalPage } from './osago/osago-renewal-page';
export { motorPages } from './routes';
