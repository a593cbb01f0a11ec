import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { loadCatalogues, renderPayment } from '../test-utils/render';
import { cardRefusal, OK, platformError } from '../test-utils/api-fixtures';
import { AutoPaymentManager } from './auto-payment-manager';

type Status = 'active' | 'inactive' | 'pending';
let state: { status: Status; subscription_id: string | null; card_number: string | null } = {
  status: 'active',
  subscription_id: 'SOLDCARDXXXXXXXXX',
  card_number: '8600 11** **** 1110',
};
const info = () => ({ ...OK, data: { ...state, contract_id: 41, card_date: '1229' } });
const calls: { path: string; body: unknown }[] = [];
const record = async (request: Request) =>
  calls.push({
    path: new URL(request.url).pathname.replace('/api/web/subscription/', ''),
    body: await request.json(),
  });

const server = setupApiServer(
  http.post(apiUrl('/web/subscription/get'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(info());
  }),
  http.post(apiUrl('/web/subscription/cancel'), async ({ request }) => {
    await record(request);
    state = { ...state, status: 'inactive' };
    return HttpResponse.json(info());
  }),
  http.post(apiUrl('/web/subscription/resubscribe'), async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      ...OK,
      status: 'pending',
      subscription_id: 'SNEWCARDXXXXXXXXX',
      card_number: '9860 44** **** 4442',
      phone: '+998 90 *** ** 11',
      expires_in: 300,
    });
  }),
  http.post(apiUrl('/web/subscription/verify'), async ({ request }) => {
    await record(request);
    state = { status: 'active', subscription_id: 'SNEWCARDXXXXXXXXX', card_number: '9860 44** **** 4442' };
    return HttpResponse.json(info());
  }),
);
beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureTestApiClient();
  calls.length = 0;
  state = { status: 'active', subscription_id: 'SOLDCARDXXXXXXXXX', card_number: '8600 11** **** 1110' };
});

it("shows that auto-payment is on ('active') with the card", async () => {
  renderPayment(<AutoPaymentManager contractId={41} />);
  expect(await screen.findByText('Auto-payment is on. Card 8600 11** **** 1110.')).toBeInTheDocument();
  expect(calls).toEqual([{ path: 'get', body: { contract_id: 41 } }]);
});

it('cancel asks first; keeping it changes nothing, confirming closes the modal and shows it off', async () => {
  renderPayment(<AutoPaymentManager contractId={41} />, 'ru');
  await userEvent.click(await screen.findByRole('button', { name: 'Отключить автоплатёж' }));
  let dialog = screen.getByRole('alertdialog', { name: 'Отключить автоплатёж?' });
  expect(within(dialog).getByRole('button', { name: 'Оставить включённым' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить включённым' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === 'cancel')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Отключить автоплатёж' }));
  dialog = screen.getByRole('alertdialog', { name: 'Отключить автоплатёж?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
  expect(await screen.findByText('Автоплатёж выключен.')).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(calls.find((c) => c.path === 'cancel')?.body).toEqual({ subscription_id: 'SOLDCARDXXXXXXXXX' });
  expect(screen.getByRole('button', { name: 'Включить автоплатёж' })).toBeInTheDocument();
});

it('a failed cancel keeps the modal open with the reason', async () => {
  server.use(http.post(apiUrl('/web/subscription/cancel'), () => HttpResponse.error()));
  renderPayment(<AutoPaymentManager contractId={41} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Turn off auto-payment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  const dialog = screen.getByRole('alertdialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('No connection to the server');
});

it('re-subscribe in two steps: the card, then the SMS code; the status then shows the new card', async () => {
  state = { status: 'inactive', subscription_id: 'SOLDCARDXXXXXXXXX', card_number: '8600 11** **** 1110' };
  renderPayment(<AutoPaymentManager contractId={41} />);
  expect(await screen.findByText('Auto-payment is off.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Turn on auto-payment' }));
  await userEvent.type(screen.getByLabelText(/Card number/), '9860444444444442');
  await userEvent.type(screen.getByLabelText(/Expiry date/), '1229');
  await userEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  await userEvent.type(await screen.findByLabelText(/Code from the SMS/), '654321');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Auto-payment is on. Card 9860 44** **** 4442.')).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual(['get', 'resubscribe', 'verify', 'get']);
  expect(calls[1].body).toEqual({ contract_id: 41, card_number: '9860444444444442', card_date: '1229' });
});

it('a refused re-subscription card is maybe-data-is-incorrect; an unpaid contract is named', async () => {
  server.use(
    http.post(apiUrl('/web/subscription/resubscribe'), () => HttpResponse.json(cardRefusal('card_declined'))),
  );
  renderPayment(<AutoPaymentManager contractId={41} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Change the card' }));
  await userEvent.type(screen.getByLabelText(/Card number/), '8600222222222223');
  await userEvent.type(screen.getByLabelText(/Expiry date/), '1229');
  await userEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The data may be incorrect');

  server.use(
    http.post(apiUrl('/web/subscription/resubscribe'), () =>
      HttpResponse.json(platformError('contract_not_paid'), { status: 409 }),
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Auto-payment can be turned on after the policy is paid',
  );
});
