export { businessPages } from './routes';
export { businessMessages } from './business-messages';
export { useSendSiteRequestMutation } from './requests/requests-api';
export { ApplicationForm } from './requests/application-form';
export type { FactDef } from './requests/application-model';
export { RequestMessages } from './requests/request-messages';
