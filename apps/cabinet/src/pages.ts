import type { LazyPage } from '@polis/shell';

// One route module per group of pages, so each group is its own chunk: the login page does not download
// the policy pages, and only the policy pages download the payment library's auto-payment pieces.
const login: LazyPage = () => import('./pages/login-route').then((m) => ({ Component: m.LoginRoute }));
const profile =
  (name: 'UserInfoRoute' | 'EditProfileRoute' | 'ReferalsRoute'): LazyPage =>
  () =>
    import('./pages/profile-routes').then((m) => ({ Component: m[name] }));
const policies =
  (name: 'PoliciesRoute' | 'PolicyRoute' | 'ConfirmAutoPaymentRoute'): LazyPage =>
  () =>
    import('./pages/policy-routes').then((m) => ({ Component: m[name] }));
// Saved people and cars: their forms only load on their own tab.
const saved: LazyPage = () => import('./pages/saved-route').then((m) => ({ Component: m.SavedRoute }));
// Business applications: a short list of its own.
const businessRequests: LazyPage = () =>
  import('./pages/business-requests-route').then((m) => ({ Component: m.BusinessRequestsRoute }));
// The customer's data (issue 27): its own chunk.
// A mid-term change: its forms on a route of their own.
const change: LazyPage = () =>
  import('./pages/change-route').then((m) => ({ Component: m.ChangePolicyRoute }));
const myData: LazyPage = () => import('./pages/my-data-route').then((m) => ({ Component: m.MyDataRoute }));
const claims =
  (name: 'ApplicationsRoute' | 'ApplicationRoute'): LazyPage =>
  () =>
    import('./pages/claim-routes').then((m) => ({ Component: m[name] }));

/** Every route pattern the cabinet owns (libs/routing), mapped to its page in @polis/account. */
export const cabinetPages: Readonly<Record<string, LazyPage>> = {
  login,
  'login/:app?': login,
  dashboard: profile('UserInfoRoute'),
  'dashboard/edit-profile': profile('EditProfileRoute'),
  'dashboard/referals': profile('ReferalsRoute'),
  'dashboard/policies': policies('PoliciesRoute'),
  'dashboard/policies/ConfirmAutoPayment': policies('ConfirmAutoPaymentRoute'),
  'dashboard/policies/:_id': policies('PolicyRoute'),
  'dashboard/policies/:_id/change': change,
  'dashboard/applications': claims('ApplicationsRoute'),
  'dashboard/applications/:_id': claims('ApplicationRoute'),
  'dashboard/saved': saved,
  'dashboard/business-requests': businessRequests,
  'dashboard/my-data': myData,
};
