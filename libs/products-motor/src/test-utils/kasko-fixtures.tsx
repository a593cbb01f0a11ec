import { COBALT_IN_REGISTRY } from '@polis/api-contract/examples';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import type { ProductDefinition } from '@polis/product-kit';
import { setupProductTests } from '@polis/product-kit/testing';
import { motorMessages } from '../motor-messages';

// Test-only (not built, not exported): the set-up the motor product tests (kasko family, OSGOP) share.

/** A refusal with failure number `error` and its `code`. */
export const refusal = (error: number, code: string, extra: Record<string, unknown> = {}) => ({
  error,
  result: false,
  message: code,
  error_message: code,
  code,
  ...extra,
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
  ...COBALT_IN_REGISTRY,
  gos_number,
  car_owner: 'Karimov Alisher Bahodirovich',
});

/** The bodies the wizard saved in the current test (emptied before each test). */
export const saves: unknown[] = [];

let kit: ReturnType<typeof setupProductTests> | undefined;

/**
 * Call once at the top of a test file: the MSW server with the product's `handlers` and the payment
 * providers (`server`, for `server.use`, and the renderers), the English catalogues of the host and of motor, and before each
 * test a fresh client, no saved bodies and no saved draft.
 */
export function setupKaskoTests(...handlers: RequestHandler[]) {
  kit = setupProductTests({ messages: motorMessages, alsoIn: ['ru'] }, ...handlers);
  beforeEach(() => {
    saves.length = 0;
  });
  return kit;
}

/** `element` at `route` in English, with a real store and router (and the catalogues `setupKaskoTests` loads). */
export function renderInEnglish(element: ReactElement, route: string) {
  if (!kit) throw new Error('Call setupKaskoTests() first');
  return kit.render(element, route);
}

/** The wizard of `product` at `route` (`/en/mini-kasko`) in English, with a real store and router. */
export function renderKaskoWizard<Snap>(product: ProductDefinition<Snap>, route: string) {
  if (!kit) throw new Error('Call setupKaskoTests() first');
  return kit.renderWizard(product, route);
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
