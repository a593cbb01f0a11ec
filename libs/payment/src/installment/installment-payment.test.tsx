import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import type { IssuedPolicy } from '../payment-types';
import { loadCatalogues, renderPayment } from '../test-utils/render';
import { OK, refusal } from '../test-utils/api-fixtures';
import { InstallmentPayment } from './installment-payment';

const STATUS = {
  ...OK,
  status: 4,
  periods: [
    { period: 3, monthly_amount: 128_000, total_amount: 384_000 },
    { period: 6, monthly_amount: 64_000, total_amount: 384_000 },
    { period: 12, monthly_amount: 32_000, total_amount: 384_000 },
  ],
  data: { buyer_id: 700001, status: 4, available_periods: [3, 6, 12] },
};
const ORDER = {
  ...OK,
  data: {
    contract_id: 9,
    webview_path: 'http://localhost/sandbox/uzum-nasiya/tok',
    status: 'pending',
    period: 6,
    monthly_amount: 64_000,
    total_amount: 384_000,
  },
};
const CONFIRMED = {
  ...OK,
  data: {
    uzum_contract_id: 9,
    neo_contract_id: 41,
    status: 'completed',
    polis_seria: 'EIOO',
    polis_number: '0000012',
    url: '/api/policy/EIOO/0000012/pdf?t=z',
  },
};

const calls: { path: string; body: unknown }[] = [];
const record = async (request: Request) =>
  calls.push({
    path: new URL(request.url).pathname.replace('/api/uzumnasiya/', ''),
    body: await request.json(),
  });
let confirmAnswer: object = CONFIRMED;
const server = setupApiServer(
  http.post(apiUrl('/uzumnasiya/check-user-status'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(STATUS);
  }),
  http.post(apiUrl('/uzumnasiya/create-order'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(ORDER);
  }),
  http.post(apiUrl('/uzumnasiya/confirm-contract'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(confirmAnswer);
  }),
);

const popup = { opener: {}, closed: false, location: { href: '' }, close: jest.fn() };
let open: jest.SpyInstance;
beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureTestApiClient();
  calls.length = 0;
  confirmAnswer = CONFIRMED;
  popup.location.href = '';
  popup.close.mockClear();
  open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
});
afterEach(() => open.mockRestore());

const FAILURE = 'Could not arrange instalments for this payment';

function renderInstallment(lang: 'en' | 'ru' = 'en') {
  const onPaid = jest.fn<void, [IssuedPolicy]>();
  renderPayment(
    <InstallmentPayment
      contractId={41}
      amountUzs={384_000}
      product={{ id: 'osago', name: 'OSAGO' }}
      callback="/en/payment-complete?order_id=P1"
      onPaid={onPaid}
    />,
    lang,
  );
  return onPaid;
}

async function submitPhone(digits = '901234567') {
  const dialog = screen.getByRole('dialog', { name: 'Instalments with Uzum Nasiya' });
  await userEvent.type(within(dialog).getByLabelText(/Phone number/), digits);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

async function placeOrder(months = '6 months') {
  const dialog = await screen.findByRole('dialog', { name: 'Instalment period' });
  await userEvent.click(within(dialog).getByRole('radio', { name: months }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Place the order' }));
}

it('phone (prefixed 998) -> periods of that buyer -> order opened in a new window -> confirmed policy', async () => {
  const onPaid = renderInstallment();
  expect(screen.getByRole('dialog', { name: 'Instalments with Uzum Nasiya' })).toBeInTheDocument();
  await submitPhone();

  const dialog = await screen.findByRole('dialog', { name: 'Instalment period' });
  expect(screen.queryByRole('dialog', { name: 'Instalments with Uzum Nasiya' })).not.toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: '3 months' })).toBeChecked();
  expect(within(dialog).getByText('64 000 UZS a month, 384 000 UZS in total')).toBeInTheDocument();
  await placeOrder();

  expect(
    await screen.findByRole('heading', { name: 'Confirm the order in Uzum Nasiya' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveBeenCalledWith('', '_blank');
  expect(popup.location.href).toBe(ORDER.data.webview_path);
  expect(screen.getByRole('link', { name: 'Open the Uzum Nasiya page again' })).toHaveAttribute(
    'href',
    ORDER.data.webview_path,
  );

  await userEvent.click(screen.getByRole('button', { name: 'I have confirmed the order' }));
  await waitFor(() =>
    expect(onPaid).toHaveBeenCalledWith({ series: 'EIOO', number: '0000012', url: CONFIRMED.data.url }),
  );
  expect(calls).toEqual([
    { path: 'check-user-status', body: { phone_number: '998901234567', contract_id: 41 } },
    {
      path: 'create-order',
      body: {
        user_id: 700001,
        period: 6,
        contract_id: 41,
        callback: '/en/payment-complete?order_id=P1',
        products: [{ amount: 1, name: 'OSAGO', price: 384_000, unit_id: 1, product_id: 'osago' }],
      },
    },
    { path: 'confirm-contract', body: { uzum_contract_id: 9, neo_contract_id: 41 } },
  ]);
});

it.each([['buyer_not_found'], ['buyer_not_verified'], ['limit_insufficient']])(
  'a refused buyer (%s) gets cant-get-ins-for-installment-pay in the phone modal',
  async (code) => {
    server.use(http.post(apiUrl('/uzumnasiya/check-user-status'), () => HttpResponse.json(refusal(code))));
    renderInstallment();
    await submitPhone('935550011');
    const dialog = screen.getByRole('dialog', { name: 'Instalments with Uzum Nasiya' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByRole('dialog', { name: 'Instalment period' })).not.toBeInTheDocument();
  },
);

it('a refused order keeps the period modal with the error and closes the empty window', async () => {
  server.use(
    http.post(apiUrl('/uzumnasiya/create-order'), () => HttpResponse.json(refusal('amount_mismatch'))),
  );
  renderInstallment();
  await submitPhone();
  await placeOrder();
  const dialog = screen.getByRole('dialog', { name: 'Instalment period' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILURE);
  expect(popup.close).toHaveBeenCalled();
});

it('an order not confirmed yet: the error shows, and confirming again later succeeds', async () => {
  confirmAnswer = refusal('order_not_confirmed');
  const onPaid = renderInstallment('ru');
  const dialog = screen.getByRole('dialog', { name: 'Рассрочка Uzum Nasiya' });
  await userEvent.type(within(dialog).getByLabelText(/Номер телефона/), '901234567');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
  const periods = await screen.findByRole('dialog', { name: 'Срок рассрочки' });
  expect(within(periods).getByRole('radio', { name: '12 месяцев' })).toBeInTheDocument();
  await userEvent.click(within(periods).getByRole('button', { name: 'Оформить заказ' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Я подтвердил заказ' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось оформить рассрочку');
  expect(onPaid).not.toHaveBeenCalled();

  confirmAnswer = CONFIRMED;
  await userEvent.click(screen.getByRole('button', { name: 'Я подтвердил заказ' }));
  await waitFor(() => expect(onPaid).toHaveBeenCalled());
});

it('coming back to the tab confirms by itself; "not confirmed yet" then stays quiet', async () => {
  confirmAnswer = refusal('order_not_confirmed');
  const onPaid = renderInstallment();
  await submitPhone();
  await placeOrder();
  await screen.findByRole('button', { name: 'I have confirmed the order' });

  act(() => window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(calls.filter((c) => c.path === 'confirm-contract')).toHaveLength(1));
  await screen.findByRole('button', { name: 'I have confirmed the order' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  confirmAnswer = CONFIRMED;
  act(() => window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
});

it('a cancelled order is a failure even when noticed on return', async () => {
  confirmAnswer = refusal('order_cancelled');
  renderInstallment();
  await submitPhone();
  await placeOrder();
  await screen.findByRole('button', { name: 'I have confirmed the order' });
  act(() => window.dispatchEvent(new Event('focus')));
  expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
});

it('closing the modal leaves a way to start again', async () => {
  renderInstallment();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose an instalment plan' }));
  expect(screen.getByRole('dialog', { name: 'Instalments with Uzum Nasiya' })).toBeInTheDocument();
});
