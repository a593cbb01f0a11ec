import type { ComponentType, ReactElement } from 'react';
import type { createMemoryRouter } from 'react-router';
import { apiClientMessages } from '@polis/api-client';
import { configureTestApiClient, renderWithProviders } from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { paymentMessages } from '@polis/payment';
import { LANGS, type Lang } from '@polis/routing';
import { shellMessages } from '@polis/shell';
import { uiMessages } from '@polis/ui';
import { accountMessages } from '../account-messages';
import { ChangePolicyPage } from '../changes/change-page';
import { changeMessages } from '../changes/change-messages';
import { myDataMessages } from '../my-data/my-data-messages';
import { policyPageMessages } from '../policies/policy-messages';
import { ApplicationPage } from '../applications/application-page';
import { ApplicationsPage } from '../applications/applications-page';
import { LoginPage } from '../login/login-page';
import { ConfirmAutoPaymentPage } from '../policies/confirm-auto-payment-page';
import { PoliciesPage } from '../policies/policies-page';
import { PolicyPage } from '../policies/policy-page';
import { EditProfilePage } from '../profile/edit-profile-page';
import { ReferalsPage } from '../profile/referals-page';
import { UserInfoPage } from '../profile/user-info-page';
import { SavedPage } from '../saved/saved-page';
import { BusinessRequestsPage } from '../business-requests/business-requests-page';
import { MyDataPage } from '../my-data/my-data-page';
import { readToken } from '../session/token-store';

/** What the cabinet host gives the pages: its libraries' catalogues (shell's product names included). */
const load = combineMessageSources(
  accountMessages,
  changeMessages,
  myDataMessages,
  policyPageMessages,
  paymentMessages,
  i18nMessages,
  uiMessages,
  apiClientMessages,
  shellMessages,
);
const catalogues: Partial<Record<Lang, Messages>> = {};

export async function loadCatalogues(...langs: Lang[]) {
  for (const lang of langs) catalogues[lang] = await load(lang);
}

/** The API client as the cabinet configures it: the stored token goes with every request. */
export const configureCabinetClient = () => configureTestApiClient({ getToken: readToken });

const PAGES: Readonly<Record<string, ComponentType>> = {
  login: LoginPage,
  'login/:app': LoginPage,
  dashboard: UserInfoPage,
  'dashboard/edit-profile': EditProfilePage,
  'dashboard/referals': ReferalsPage,
  'dashboard/policies': PoliciesPage,
  'dashboard/policies/ConfirmAutoPayment': ConfirmAutoPaymentPage,
  'dashboard/policies/:_id': PolicyPage,
  'dashboard/policies/:_id/change': ChangePolicyPage,
  'dashboard/applications': ApplicationsPage,
  'dashboard/applications/:_id': ApplicationPage,
  'dashboard/saved': SavedPage,
  'dashboard/business-requests': BusinessRequestsPage,
  'dashboard/my-data': MyDataPage,
};

/**
 * Renders the cabinet's pages at `path` (`/ru/dashboard/policies`) with a real store and router, in the
 * language of the path (call loadCatalogues first). The router is returned to check where a page went.
 */
export function renderCabinet(path: string) {
  const lang = path.split('/')[1] as Lang;
  // Every language's paths exist, as in the host; the catalogue stays the first path's.
  const routes = LANGS.flatMap((prefix) =>
    Object.entries(PAGES).map(([pattern, Page]) => ({ path: `/${prefix}/${pattern}`, Component: Page })),
  );
  return renderWithProviders(null, { lang, route: path, messages: catalogues[lang], routes });
}

/** The public claim of /insurance-event (no session gate) in `lang` (call loadCatalogues first). */
export const renderPublic = (ui: ReactElement, lang: Lang) =>
  renderWithProviders(ui, { lang, route: `/${lang}/insurance-event`, messages: catalogues[lang] });

/** A page of the site shown at `route` (path and query) in its language (call loadCatalogues first). */
export const renderAt = (ui: ReactElement, route: string) =>
  renderWithProviders(ui, {
    lang: route.split('/')[1] as Lang,
    route,
    messages: catalogues[route.split('/')[1] as Lang],
  });

/** The current path and query of the rendered router. */
export const locationOf = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;
