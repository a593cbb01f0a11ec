export { useGetSubscriptionQuery } from './payment-api';
export { PaymentStep, type PaymentStepProps } from './payment-step';
export { PolicyDownload } from './policy-download';
export { PaymentResult, type PaymentResultProps } from './payment-result';
export { paymentMessages } from './payment-messages';
export type { IssuedPolicy, PaymentProduct, PolicyItem, SavedContract } from './payment-types';
export type { CheckKind } from './model/check-request';

// Return pages (webview host).
export {
  parseReturnParams,
  type ReturnPage,
  type ReturnParams,
  type ProviderStatus,
} from './model/return-params';
export { appReturnLink, APP_SCHEME, type AppReturn, type PaymentOutcome } from './model/app-return-link';

// Auto-payment management (cabinet).
export { ResubscribeCard, type ResubscribeCardProps } from './auto-payment/resubscribe-card';
export { CancelAutoPayment, type CancelAutoPaymentProps } from './auto-payment/cancel-auto-payment';
