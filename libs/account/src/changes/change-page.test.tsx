import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PolicyChangeOptions, PolicyChangeQuote, PolicyVersionsResponse } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO_DETAIL, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const OPTIONS: PolicyChangeOptions = {
  ...OK,
  product: 'osago',
  policy: { series: 'EIOO', number: '0000042' },
  version: 1,
  changes: [
    { change: 'add_driver', allowed: true, reason: null },
    { change: 'remove_driver', allowed: false, reason: 'last_driver' },
    { change: 'phone', allowed: true, reason: null },
    { change: 'plate', allowed: true, reason: null },
  ],
  drivers: [{ key: 1, name: 'K. Alisher' }],
  limited: true,
  plate: '01A123BC',
  phone: '+998 90 *** ** 67',
  travellers: null,
  address: null,
  pending: null,
};
const PENDING = {
  contract_id: 77,
  order_id: 'P261128-CHANGEAAAA',
  change: 'add_driver' as const,
  summary: 'Driver added: more than 5 named, any driver may drive',
  amount_uzs: 192_000,
  payme_url: 'http://localhost/sandbox/payme/77',
  click_url: 'http://localhost/sandbox/click/77',
};
const QUOTE = (difference: number): PolicyChangeQuote => ({
  ...OK,
  change: 'add_driver',
  summary: 'Driver added',
  amount_uzs: 192_000 + difference,
  previous_amount_uzs: 192_000,
  difference_uzs: difference,
});
const VERSIONS: PolicyVersionsResponse = {
  ...OK,
  current: 2,
  versions: [
    {
      number: 1,
      change: 'issued',
      summary: 'Issued',
      difference_uzs: 0,
      refund_due_uzs: null,
      date: '2026-11-20T05:00:00.000Z',
    },
    {
      number: 2,
      change: 'add_driver',
      summary: 'Driver added',
      difference_uzs: 0,
      refund_due_uzs: null,
      date: '2026-11-28T05:00:00.000Z',
    },
  ],
  pending: null,
};

let options: PolicyChangeOptions = OPTIONS;
let quoteAnswer: () => Response = () => HttpResponse.json(QUOTE(0));
let submitAnswer: () => Response = () =>
  HttpResponse.json({ ...OK, version: VERSIONS.versions[1], pending: null, refund_due_uzs: null });
const seen: { quotes: unknown[]; submits: { body: unknown; key: string | null }[] } = {
  quotes: [],
  submits: [],
};

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/policy/:id/changes'), ({ params }) =>
    params.id === '42'
      ? HttpResponse.json(options)
      : HttpResponse.json(platformError('policy_not_found'), { status: 404 }),
  ),
  http.post(apiUrl('/shaxsiy_kabinet/policy/42/changes/quote'), async ({ request }) => {
    seen.quotes.push(await request.json());
    return quoteAnswer();
  }),
  http.post(apiUrl('/shaxsiy_kabinet/policy/42/changes'), async ({ request }) => {
    seen.submits.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
    return submitAnswer();
  }),
  http.get(apiUrl('/shaxsiy_kabinet/policy/42/versions'), () => HttpResponse.json(VERSIONS)),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/42'), () =>
    HttpResponse.json({ ...OK, data: { ...OSAGO_DETAIL, id: 42, contract_id: 42 } }),
  ),
  http.post(apiUrl('/web/subscription/get'), () =>
    HttpResponse.json({
      ...OK,
      data: {
        status: 'inactive',
        subscription_id: null,
        contract_id: 42,
        card_number: null,
        card_date: null,
      },
    }),
  ),
  http.post(apiUrl('/contract/get-payment'), () =>
    HttpResponse.json({
      ...OK,
      data: [{ id: 'payme', name: 'Payme', type: 'link', url: PENDING.payme_url }],
    }),
  ),
  http.post(apiUrl('/sayt/contract/check'), () =>
    HttpResponse.json({ error: 1, check: false, message: 'payment_not_made' }),
  ),
);

beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  options = OPTIONS;
  quoteAnswer = () => HttpResponse.json(QUOTE(0));
  seen.quotes.length = 0;
  seen.submits.length = 0;
});

async function addDriver(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add a driver' }));
  await user.type(screen.getByRole('textbox', { name: /Passport series/ }), 'ab');
  await user.type(screen.getByRole('textbox', { name: /Passport number/ }), '2345678');
  await user.type(screen.getByRole('textbox', { name: /Date of birth/ }), '22071995');
  await user.click(screen.getByRole('button', { name: 'See the price' }));
}

it('lists the changes the policy allows, with why the others are not', async () => {
  renderCabinet('/en/dashboard/policies/42/change');
  expect(await screen.findByRole('heading', { level: 1, name: 'Change policy EIOO 0000042' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Remove a driver' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove a driver' })).toHaveAccessibleDescription(
    'The policy names one driver only.',
  );
  expect(screen.getByText('K. Alisher')).toBeVisible();
});

it('adds a driver: the server price first, then the change and back to the policy at its new version', async () => {
  const user = userEvent.setup();
  const { router } = renderCabinet('/en/dashboard/policies/42/change');
  await addDriver(user);
  expect(locationOf(router)).toBe('/en/dashboard/policies/42/change?change=add_driver');
  expect(await screen.findByRole('heading', { name: 'The new price' })).toBeVisible();
  expect(screen.getByText('This change costs nothing.')).toBeVisible();
  expect(seen.quotes).toEqual([
    {
      change: 'add_driver',
      driver: { passport__seria: 'AB', passport__number: '2345678', driver_birthday: '22.07.1995' },
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
  await waitFor(() => expect(locationOf(router)).toBe('/en/dashboard/policies/42?changed=2'));
  expect(seen.submits[0].body).toMatchObject({ change: 'add_driver', difference_uzs: 0 });
  expect(seen.submits[0].key).toBeTruthy();
  expect(await screen.findByText('Version 2 of the policy is in effect.')).toHaveAttribute('role', 'status');
  expect(screen.getByText('2. 28.11.2026 — Driver added')).toBeVisible();
  // Personal data stays in the form, never in the URL or the tab's storage.
  expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('2345678');
});

it('shows a registry refusal beside the field, in the page language', async () => {
  quoteAnswer = () =>
    HttpResponse.json(
      { error: { code: 'driving_license_inf_not_found', message: 'no licence' }, field: '/driver' },
      { status: 422 },
    );
  const user = userEvent.setup();
  renderCabinet('/ru/dashboard/policies/42/change');
  await user.click(await screen.findByRole('button', { name: 'Добавить водителя' }));
  await user.type(screen.getByRole('textbox', { name: /Серия паспорта/ }), 'ac');
  await user.type(screen.getByRole('textbox', { name: /Номер паспорта/ }), '7890123');
  await user.type(screen.getByRole('textbox', { name: /Дата рождения/ }), '25122003');
  await user.click(screen.getByRole('button', { name: 'Узнать цену' }));
  expect(await screen.findByRole('textbox', { name: /Номер паспорта/ })).toHaveAccessibleDescription(
    /нет водительского удостоверения в реестре/,
  );
});

it('goes to the payment step when the change costs money', async () => {
  quoteAnswer = () => HttpResponse.json(QUOTE(192_000));
  submitAnswer = () => {
    options = { ...OPTIONS, pending: PENDING };
    return HttpResponse.json({ ...OK, version: null, pending: PENDING, refund_due_uzs: null });
  };
  const user = userEvent.setup();
  const { router } = renderCabinet('/en/dashboard/policies/42/change');
  await addDriver(user);
  await user.click(await screen.findByRole('button', { name: /Confirm and pay 192.000 UZS/ }));
  expect(await screen.findByRole('heading', { name: 'Pay for the change' })).toBeVisible();
  expect(locationOf(router)).toBe('/en/dashboard/policies/42/change?change=add_driver&step=pay');
  expect(await screen.findByRole('link', { name: /Payme/ })).toBeVisible();
});

it('returns to the unpaid change after a reload: the server keeps it, not the tab', async () => {
  options = { ...OPTIONS, pending: PENDING };
  renderCabinet('/en/dashboard/policies/42/change?change=add_driver&step=pay');
  expect(await screen.findByRole('heading', { name: 'Pay for the change' })).toBeVisible();
  expect(screen.getByText(/“Add a driver” takes effect once it is paid/)).toBeVisible();
});

it('answers another user’s policy as not found', async () => {
  renderCabinet('/en/dashboard/policies/43/change');
  expect(await screen.findByRole('alert')).toHaveTextContent('404');
});
