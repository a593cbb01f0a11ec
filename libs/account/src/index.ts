// Pages (one per cabinet route; the host maps route patterns to them).
export { LoginPage } from './login/login-page';
export { WizardLogin } from './login/wizard-login';
export { UserInfoPage } from './profile/user-info-page';
export { EditProfilePage } from './profile/edit-profile-page';
export { ReferalsPage } from './profile/referals-page';
export { PoliciesPage } from './policies/policies-page';
export { PolicyPage } from './policies/policy-page';
export { ConfirmAutoPaymentPage } from './policies/confirm-auto-payment-page';
export { ChangePolicyPage } from './changes/change-page';
export { ApplicationsPage } from './applications/applications-page';
export { ApplicationPage } from './applications/application-page';
export { SavedPage } from './saved/saved-page';
export { BusinessRequestsPage } from './business-requests/business-requests-page';
export { MyDataPage } from './my-data/my-data-page';
// The online claim of the public /{lang}/insurance-event page (no account: the claimant's SMS code).
export { InsuranceEventClaim } from './claims/insurance-event-claim';
// The one-tap renewal of the site's /{lang}/prolong/{token} (a reminder's SMS or the cabinet's link; no account).
export { RenewalPage } from './renewal/renewal-page';

// The session token: the host hands `readToken` to the API client, which sends it as X-Auth-Token.
export { readToken } from './session/token-store';
