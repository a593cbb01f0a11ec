import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import type { IssuedPolicy } from '../payment-types';
import { loadCatalogues, renderPayment } from '../test-utils/render';
import { cardRefusal, OK, PAID } from '../test-utils/api-fixtures';
import { CardPayment } from './card-payment';

const PENDING = {
  ...OK,
  status: 'pending',
  subscription_id: 'SABCDEFGHJKLMNPQR',
  card_number: '8600 11** **** 1110',
  phone: '+998 90 *** ** 67',
  expires_in: 300,
};
const ACTIVE = {
  ...OK,
  data: {
    status: 'active',
    subscription_id: 'SABCDEFGHJKLMNPQR',
    contract_id: 41,
    card_number: '8600 11** **** 1110',
    card_date: '1229',
  },
};

const calls: { path: string; body: unknown; lang: string | null }[] = [];
const record = async (request: Request) =>
  calls.push({
    path: new URL(request.url).pathname,
    body: await request.json(),
    lang: request.headers.get('lang'),
  });

const server = setupApiServer(
  http.post(apiUrl('/web/subscription/create-card'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(PENDING);
  }),
  http.post(apiUrl('/web/subscription/verify'), async ({ request }) => {
    await record(request);
    const { code } = (calls[calls.length - 1].body ?? {}) as { code?: string };
    return HttpResponse.json(
      code === '123456' ? ACTIVE : cardRefusal('password_incorrect', { attempts_left: 4 }),
    );
  }),
  http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
    await record(request);
    return HttpResponse.json(PAID);
  }),
);
beforeAll(() => loadCatalogues('en', 'ru'));
beforeEach(() => {
  configureTestApiClient();
  calls.length = 0;
});

function renderCard(lang: 'en' | 'ru' = 'en', resendSeconds?: number) {
  const onPaid = jest.fn<void, [IssuedPolicy]>();
  renderPayment(
    <CardPayment
      contractId={41}
      orderId="P1-AB"
      checkKind="contract"
      onPaid={onPaid}
      resendSeconds={resendSeconds}
    />,
    lang,
  );
  return onPaid;
}

async function enterCard(number = '8600111111111110', date = '1229') {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry date/), date);
  await userEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
}

it('card, then the SMS code: a wrong code says so, the right one pays and hands over the policy', async () => {
  const onPaid = renderCard();
  await enterCard();
  expect(await screen.findByText(/We sent a six-digit code to \+998 90 \*\*\* \*\* 67/)).toHaveTextContent(
    'to confirm the card 8600 11** **** 1110',
  );
  expect(calls[0]).toEqual({
    path: '/api/web/subscription/create-card',
    body: { contract_id: 41, order_id: 'P1-AB', card_number: '8600111111111110', card_date: '1229' },
    lang: 'en',
  });

  await userEvent.type(screen.getByLabelText(/Code from the SMS/), '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code. 4 attempts left.');
  expect(onPaid).not.toHaveBeenCalled();

  await userEvent.clear(screen.getByLabelText(/Code from the SMS/));
  await userEvent.type(screen.getByLabelText(/Code from the SMS/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
  await waitFor(() =>
    expect(onPaid).toHaveBeenCalledWith({
      series: 'EIOO',
      number: '0000009',
      url: PAID.url,
      autoPaymentContractId: 41,
      autoPaymentOrderId: 'P1-AB',
    }),
  );
  expect(calls.map((c) => c.path)).toEqual([
    '/api/web/subscription/create-card',
    '/api/web/subscription/verify',
    '/api/web/subscription/verify',
    '/api/sayt/contract/check',
  ]);
  expect(calls[2].body).toEqual({ code: '123456', subscription_id: 'SABCDEFGHJKLMNPQR', order_id: 'P1-AB' });
});

it.each([
  ['card_declined', 'The bank declined the card'],
  ['card_expired', 'The card has expired'],
  ['card_not_found', 'Card not found'],
  ['phone_not_found', 'No phone number is linked to this card'],
])('a refused card (%s) shows its own message and stays on the card form', async (code, text) => {
  server.use(http.post(apiUrl('/web/subscription/create-card'), () => HttpResponse.json(cardRefusal(code))));
  renderCard();
  await enterCard('8600222222222223');
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText(/Card number/)).toBeInTheDocument();
});

it('an expired or locked code says what to do next, in Russian', async () => {
  server.use(
    http.post(apiUrl('/web/subscription/verify'), () => HttpResponse.json(cardRefusal('code_expired'))),
  );
  renderCard('ru');
  await userEvent.type(screen.getByLabelText(/Номер карты/), '8600111111111110');
  await userEvent.type(screen.getByLabelText(/Срок действия/), '1229');
  await userEvent.click(screen.getByRole('button', { name: 'Получить код по SMS' }));
  await userEvent.type(await screen.findByLabelText(/Код из SMS/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Подтвердить и оплатить' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Срок действия кода истёк. Запросите новый.');
});

it('once the countdown is over the code can be sent again: create-card is asked again', async () => {
  renderCard('en', 0);
  await enterCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Send the code again' }));
  await screen.findByText(/We sent a six-digit code/);
  expect(calls.filter((c) => c.path === '/api/web/subscription/create-card')).toHaveLength(2);
});

it('waits a minute before the first resend', async () => {
  renderCard();
  await enterCard();
  expect(await screen.findByRole('button', { name: 'Send the code again in 60 s' })).toBeDisabled();
});

it('"Use another card" goes back to the card form', async () => {
  renderCard();
  await enterCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Use another card' }));
  expect(screen.getByLabelText(/Card number/)).toHaveValue('');
});

it('checks the card form before sending anything', async () => {
  renderCard();
  await enterCard('8600 1111', '1320');
  expect(await screen.findByText('Enter all 16 digits of the card number')).toBeInTheDocument();
  expect(screen.getByText('The month must be from 01 to 12')).toBeInTheDocument();
  expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toHaveLength(0);
});

it('a rate limit is named as such', async () => {
  server.use(
    http.post(apiUrl('/web/subscription/create-card'), () =>
      HttpResponse.json({ error: { code: 'rate_limited', message: 'x' } }, { status: 429 }),
    ),
  );
  renderCard();
  await enterCard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
});
