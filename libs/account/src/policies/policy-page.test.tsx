import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SubscriptionInfo } from '@polis/api-contract';
import { apiUrl, setupApiServer } from '@polis/api-client/testing';
import { TOKEN_KEY } from '../session/token-store';
import { KARIMOV, OK, OSAGO_DETAIL, platformError, TOKEN } from '../test-utils/fixtures';
import { configureCabinetClient, loadCatalogues, locationOf, renderCabinet } from '../test-utils/render';

const OFF: SubscriptionInfo = {
  status: 'inactive',
  subscription_id: null,
  contract_id: 42,
  card_number: null,
  card_date: null,
};
const ON: SubscriptionInfo = {
  status: 'active',
  subscription_id: 'SACTIVE',
  contract_id: 42,
  card_number: '8600 11** **** 1110',
  card_date: '1229',
};
let subscription: SubscriptionInfo = OFF;
let monthly: Record<string, unknown> = {};
let renewal: string | null = null;
const posted: { path: string; body: unknown }[] = [];

setupApiServer(
  http.get(apiUrl('/shaxsiy_kabinet/get/info'), () => HttpResponse.json({ ...OK, data: KARIMOV })),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id'), ({ params }) =>
    params.id === '42'
      ? HttpResponse.json({
          ...OK,
          data: { ...OSAGO_DETAIL, auto_payment: subscription, renewal, ...monthly },
        })
      : params.id === '43'
        ? HttpResponse.json({
            ...OK,
            data: {
              ...OSAGO_DETAIL,
              id: 43,
              contract_id: 43,
              product: 'pets',
              auto_payment: subscription,
              files: [
                {
                  id: 7,
                  kind: 'photo',
                  content_type: 'image/png',
                  size_bytes: 4,
                  url: '/api/contract-files/7',
                },
                {
                  id: 8,
                  kind: 'passport_photo',
                  content_type: 'image/png',
                  size_bytes: 4,
                  url: '/api/contract-files/8',
                },
              ],
            },
          })
        : HttpResponse.json(platformError('policy_not_found'), { status: 404 }),
  ),
  http.get(apiUrl('/contract-files/:id'), ({ params, request }) =>
    request.headers.get('x-auth-token') === TOKEN && params.id === '7'
      ? new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'content-type': 'image/png' },
        })
      : HttpResponse.json(platformError('file_not_found'), { status: 404 }),
  ),
  http.get(apiUrl('/shaxsiy_kabinet/get/policy/:id/receipts'), () => HttpResponse.json({ ...OK, data: [] })),
  http.post(apiUrl('/web/subscription/get'), () => HttpResponse.json({ ...OK, data: subscription })),
  // A policy never changed (issue 27): version 1, no history.
  http.get(apiUrl('/shaxsiy_kabinet/policy/:id/versions'), () =>
    HttpResponse.json({ ...OK, current: 1, versions: [], pending: null }),
  ),
  http.post(apiUrl('/web/subscription/cancel'), async ({ request }) => {
    posted.push({ path: 'cancel', body: await request.json() });
    subscription = { ...subscription, status: 'inactive' };
    return HttpResponse.json({ ...OK, data: subscription });
  }),
  http.post(apiUrl('/web/subscription/resubscribe'), async ({ request }) => {
    posted.push({ path: 'resubscribe', body: await request.json() });
    return HttpResponse.json({
      ...OK,
      status: 'pending',
      subscription_id: 'SNEW',
      card_number: '8600 11** **** 1110',
      phone: '+998 90 *** ** 67',
      expires_in: 300,
    });
  }),
  http.post(apiUrl('/web/subscription/verify'), async ({ request }) => {
    posted.push({ path: 'verify', body: await request.json() });
    subscription = { ...ON, subscription_id: 'SNEW' };
    return HttpResponse.json({ ...OK, data: subscription });
  }),
);

beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureCabinetClient();
  localStorage.setItem(TOKEN_KEY, TOKEN);
  subscription = OFF;
  monthly = {};
  renewal = null;
  posted.length = 0;
});

it('shows monthly mini KASKO: the next charge, the history of each month, and the lapse', async () => {
  const history = [
    { period: 1, attempt: 1, status: 'charged', amount_uzs: 60_000, at: '2026-11-23T10:00:00.000Z' },
    { period: 2, attempt: 1, status: 'charged', amount_uzs: 60_000, at: '2026-12-23T19:00:01.000Z' },
  ];
  const plan = {
    status: 'active',
    amount_uzs: 60_000,
    periods_paid: 2,
    paid_through: '23.01.2027',
    next_charge_date: '24.01.2027',
    history,
  };
  monthly = { monthly: plan };
  const first = renderCabinet('/en/dashboard/policies/42');
  const section = await screen.findByRole('region', { name: 'Monthly payments' });
  expect(within(section).getByRole('status')).toHaveTextContent('Next charge on 24.01.2027: 60 000 UZS');
  expect(within(section).getAllByRole('row')).toHaveLength(3);
  first.unmount();

  monthly = {
    monthly: {
      ...plan,
      status: 'lapsed',
      periods_paid: 1,
      paid_through: '23.12.2026',
      next_charge_date: null,
      history: [history[0], { ...history[1], status: 'declined' }],
    },
  };
  renderCabinet('/en/dashboard/policies/42');
  const lapsed = await screen.findByRole('region', { name: 'Monthly payments' });
  expect(within(lapsed).getByRole('status')).toHaveTextContent('The cover has stopped');
  expect(within(lapsed).getByText('Declined by the bank')).toBeInTheDocument();
});

it('shows the policy: period, premium, holder, printed facts and the PDF', async () => {
  renderCabinet('/en/dashboard/policies/42');
  expect(await screen.findByRole('heading', { level: 1, name: 'Policy EIOO 0000042' })).toBeInTheDocument();
  expect(screen.getByText(OSAGO_DETAIL.product_name)).toBeInTheDocument();
  const facts = screen.getAllByRole('definition').map((dd) => dd.textContent);
  expect(facts).toEqual([
    '02.03.2026 – 01.03.2027',
    '384 000 UZS',
    'Karimov Alisher Bahodirovich',
    '01.03.2026',
    '01A123BC',
    'Chevrolet Cobalt',
    '12 months',
    'Any driver (unlimited)',
    'Tashkent and Tashkent region',
    '80 000 000 UZS',
    'number plate insurance',
  ]);
  expect(screen.getByRole('link', { name: 'Download EIOO 0000042 (PDF)' })).toHaveAttribute(
    'href',
    OSAGO_DETAIL.url,
  );
  expect(await screen.findByText('Auto-payment is off.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Turn on auto-payment' })).toHaveAttribute(
    'href',
    '/en/dashboard/policies/ConfirmAutoPayment?policy=42',
  );
  // Not ending soon: no renewal.
  expect(screen.queryByRole('link', { name: /Renew/ })).not.toBeInTheDocument();
  // Never changed: no versions section (and no "Version 1 of" without a day).
  expect(await screen.findByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Versions of the policy' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Version 1 of/)).not.toBeInTheDocument();
});

it('offers the one-tap renewal of a policy that ends soon', async () => {
  renewal = '16.mjx8k2.Q3xV9pL0aB7cD1eF2gH3iJ4kL5mN6oP_';
  renderCabinet('/ru/dashboard/policies/42');
  expect(await screen.findByRole('link', { name: 'Продлить полис EIOO 0000042' })).toHaveAttribute(
    'href',
    `/ru/prolong/${renewal}`,
  );
});

it("another user's policy id gives the not-found state and no data", async () => {
  renderCabinet('/en/dashboard/policies/77');
  expect(await screen.findByRole('heading', { level: 1, name: 'Policy not found' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('There is no such policy in your cabinet.');
  expect(screen.queryByText(/EIOO/)).not.toBeInTheDocument();
  // Still logged in: a 404 is not a failed session.
  expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
});

it('turns auto-payment off after a confirmation; the status follows (Russian)', async () => {
  subscription = ON;
  const user = userEvent.setup();
  renderCabinet('/ru/dashboard/policies/42');
  expect(await screen.findByText(/^Автоплатёж включён\./)).toHaveTextContent(
    'Автоплатёж включён. Карта 8600 11** **** 1110, действует до 12/29.',
  );

  await user.click(screen.getByRole('button', { name: 'Отключить автоплатёж' }));
  const dialog = await screen.findByRole('alertdialog');
  // The safe choice has the focus: a stray Enter keeps auto-payment on.
  expect(within(dialog).getByRole('button', { name: 'Оставить включённым' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));

  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Автоплатёж выключен.')).toBeInTheDocument();
  expect(posted).toEqual([{ path: 'cancel', body: { subscription_id: 'SACTIVE' } }]);
});

it('ConfirmAutoPayment runs the re-subscribe steps, card then code, and auto-payment is on', async () => {
  const user = userEvent.setup();
  const { router } = renderCabinet('/en/dashboard/policies/42');
  await user.click(await screen.findByRole('link', { name: 'Turn on auto-payment' }));
  expect(locationOf(router)).toBe('/en/dashboard/policies/ConfirmAutoPayment?policy=42');

  expect(await screen.findByRole('heading', { level: 2, name: 'Policy EIOO 0000042' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '8600111111111110');
  await user.type(screen.getByRole('textbox', { name: 'Expiry date' }), '1229');
  await user.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  await user.type(await screen.findByRole('textbox', { name: 'Code from the SMS' }), '654321');
  await user.click(screen.getByRole('button', { name: /Confirm/ }));

  expect(
    await screen.findByText(/Auto-payment is on with the card 8600 11\*\* \*\*\*\* 1110/),
  ).toBeInTheDocument();
  expect(posted).toEqual([
    { path: 'resubscribe', body: { contract_id: 42, card_number: '8600111111111110', card_date: '1229' } },
    { path: 'verify', body: { code: '654321', subscription_id: 'SNEW' } },
  ]);
  // Card numbers never reach web storage.
  expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('8600111111111110');

  // Below the success, as well as above the title: a phone user need not scroll back up.
  await user.click(screen.getAllByRole('link', { name: 'Back to the policy' }).at(-1)!);
  expect(await screen.findByText(/^Auto-payment is on\./)).toBeInTheDocument();
});

it('ConfirmAutoPayment without a policy of the user shows not-found', async () => {
  renderCabinet('/en/dashboard/policies/ConfirmAutoPayment?policy=77');
  expect(await screen.findByRole('alert')).toHaveTextContent('There is no such policy in your cabinet.');
  expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
});

it('shows the photos uploaded with the application, fetched with the session token', async () => {
  renderCabinet('/en/dashboard/policies/43');
  const photo = await screen.findByRole('img', { name: 'Photo of the pet' });
  expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(await screen.findByText('“Photo of the pet passport” could not be loaded')).toBeInTheDocument();
});
