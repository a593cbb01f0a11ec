export { OsagoPage, OsagoRenewalPage } from './osago/osago-page';
export { motorMessages } from './motor-messages';
export { motorPages } from './routes';
