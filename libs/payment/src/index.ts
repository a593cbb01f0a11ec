export {
  paymentApi,
  useGetPaymentProvidersQuery,
  useCheckContractPaymentMutation,
  type PaidContract,
} from './payment-api';
export { PaymentStep, type PaymentStepProps } from './payment-step';
export { PolicyDownload } from './policy-download';
export { PaymentResult, type PaymentResultProps } from './payment-result';
export { paymentMessages } from './payment-messages';
export type { IssuedPolicy, SavedContract } from './payment-types';
