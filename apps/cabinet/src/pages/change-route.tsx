// A mid-term change's forms (Formik, yup, the wizards' rules) load on their own route, not with the policy pages.
export { ChangePolicyPage as ChangePolicyRoute } from '@polis/account';
