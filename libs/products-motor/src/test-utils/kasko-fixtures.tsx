import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { apiClientMessages } from '@polis/api-client';
import {
  apiUrl,
  configureTestApiClient,
  renderWithProviders,
  setupApiServer,
} from '@polis/api-client/testing';
import { combineMessageSources, i18nMessages, type Messages } from '@polis/i18n';
import { productMessageLoader, ProductWizard, type ProductDefinition } from '@polis/product-kit';
import { uiMessages } from '@polis/ui';
import { motorMessages } from '../motor-messages';

// Test-only (not built, not exported): the set-up the motor product tests (kasko family, OSGOP) share.

/** Bodies as apps/api answers them (HTTP 200 envelopes), for MSW handlers. */
export const OK = { error: 0, result: true, message: 'success' } as const;

/** A refusal with failure number `error` and its `code`. */
export const refusal = (error: number, code: string, extra: Record<string, unknown> = {}) => ({
  error,
  result: false,
  message: code,
  error_message: code,
  code,
  ...extra,
});

/** A saved contract to be paid for `amount_uzs`. */
export const saved = (amount_uzs: number) => ({
  ...OK,
  contract_id: 41,
  order_id: 'P261123-ABCDEFGHJK',
  payme_url: 'http://localhost/sandbox/payme/x',
  click_url: 'http://localhost/sandbox/click/x',
  amount_uzs,
});

/** The car step's values for that Cobalt (01A123BC, AAF 1234567) and the resident applicant who insures it. */
export const COBALT_CAR = {
  gosNumber: '01A123BC',
  techSery: 'AAF',
  techNumber: '1234567',
  carModel: 'Chevrolet Cobalt',
  issueYear: 2020,
};
export const RESIDENT = {
  passportSery: 'AA',
  passportNumber: '1234567',
  birthday: '15.03.1990',
  phone: '+998 90 123 45 67',
};

/** The registry's record of a person's 2020 Chevrolet Cobalt with tech passport AAF 1234567. */
export const vehicle = (gos_number: string) => ({
  gos_number,
  tech_sery: 'AAF',
  tech_number: '1234567',
  car_model: 'Chevrolet Cobalt',
  car_owner: 'Karimov Alisher Bahodirovich',
  owner_type: 'person',
  inn: null,
  vehicle_type_id: 1,
  issue_year: 2020,
  body_number: 'XWBJA69V9LA123456',
  engine_number: 'B15D2-0123456',
  territory: 'tashkent',
  restricted: false,
});

const PROVIDERS = {
  ...OK,
  data: [{ id: 'payme', name: 'Payme', type: 'link', url: 'http://localhost/sandbox/payme/41' }],
};

/** The bodies the wizard saved in the current test (emptied before each test). */
export const saves: unknown[] = [];

let messages: Messages;

/**
 * Call once at the top of a test file: the MSW server with the product's `handlers` and the payment
 * providers (returned, for `server.use`), the English catalogues of the host and of motor, and before each
 * test a fresh client, no saved bodies and no saved draft.
 */
export function setupKaskoTests(...handlers: RequestHandler[]) {
  const server = setupApiServer(
    ...handlers,
    http.post(apiUrl('/contract/get-payment'), () => HttpResponse.json(PROVIDERS)),
  );
  beforeAll(async () => {
    const host = combineMessageSources(i18nMessages, uiMessages, apiClientMessages);
    messages = { ...(await host('en')), ...(await productMessageLoader(motorMessages)('en')) };
  });
  beforeEach(() => {
    configureTestApiClient();
    saves.length = 0;
    sessionStorage.clear();
  });
  return server;
}

/** `element` at `route` in English, with a real store and router (and the catalogues `setupKaskoTests` loads). */
export const renderInEnglish = (element: ReactElement, route: string) =>
  renderWithProviders(element, { lang: 'en', route, messages });

/** The wizard of `product` at `route` (`/en/mini-kasko`) in English, with a real store and router. */
export function renderKaskoWizard<Snap>(product: ProductDefinition<Snap>, route: string) {
  return renderInEnglish(<ProductWizard product={product} />, route);
}

/** Fills the car step (vehicle number, tech passport series, AAF by default, and its number) and goes on. */
export async function carStep(
  user: UserEvent,
  { plate = '01a123bc', series = 'aaf', techNumber = '1234567' } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: /Vehicle number/ }), plate);
  await user.type(screen.getByRole('textbox', { name: /Tech passport series/ }), series);
  await user.type(screen.getByRole('textbox', { name: /Tech passport number/ }), techNumber);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}
