export { OsagoPage, type OsagoPageProps } from './osago/osago-page';
export { osagoApi } from './osago/api/osago-api';
export { motorMessages } from './motor-messages';
