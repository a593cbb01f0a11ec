export {
  PoliciesPage as PoliciesRoute,
  PolicyPage as PolicyRoute,
  ConfirmAutoPaymentPage as ConfirmAutoPaymentRoute,
  ChangePolicyPage as ChangePolicyRoute,
} from '@polis/account';
