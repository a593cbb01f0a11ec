export {
  PoliciesPage as PoliciesRoute,
  PolicyPage as PolicyRoute,
  ConfirmAutoPaymentPage as ConfirmAutoPaymentRoute,
} from '@polis/account';
