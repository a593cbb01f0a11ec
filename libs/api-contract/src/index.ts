// The schema builders of common.ts (insurerSuccess, DateInput, OrderCapability) and sale.ts (saleEndpoints) stay
// inside the contract.
export {
  ERROR_RESPONSES,
  ErrorBody,
  InsurerFailure,
  ValidationIssue,
  type PlatformErrorCode,
} from './common';
export { PriceMismatchBody, withSaleEmail, type SaleContact } from './sale';
export * from './registries';
export * from './vehicle';
export * from './payments';
export * from './osago';
export * from './subscriptions';
export * from './installments';
export * from './promo';
export * from './cabinet';
export * from './housing';
export * from './travel';
export * from './travel-around-uzbekistan';
export * from './accident';
export * from './kids';
export * from './sport';
export * from './kindness';
export * from './mini-kasko';
export * from './quick-kasko';
export * from './osgop';
export * from './kasko';
export * from './osgor';
export * from './site-requests';
export * from './dms';
export * from './documents';
export * from './monthly-kasko';
export * from './pets';
export * from './job-loss';
export * from './platform';
export { endpoint, type Endpoint, type EndpointRequest, type EndpointSchemas } from './endpoint';
export * from './paths';
export * from './claims';
export * from './renewals';
export * from './drafts';
export * from './saved';
export * from './receipts';
export * from './cancel';
export * from './my-data';
export * from './policy-changes';
