import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import en from './messages/en.json';
import ru from './messages/ru.json';
import { PaymentStep } from './payment-step';
import type { IssuedPolicy } from './payment-types';

const server = setupApiServer();
beforeEach(() => configureTestApiClient());

const contract = {
  contractId: 41,
  orderId: 'P261122-ABCDEFGHJK',
  amountUzs: 384_000,
  paymeUrl: 'http://localhost/sandbox/payme/abc',
  clickUrl: 'http://localhost/sandbox/click/services/pay?x=1',
};

function renderStep(onPaid: (p: IssuedPolicy) => void, quoted?: number, lang: 'en' | 'ru' = 'en') {
  render(
    <Provider store={makeStore()}>
      <TestIntlProvider lang={lang} messages={lang === 'en' ? en : ru}>
        <PaymentStep contract={contract} quotedAmountUzs={quoted} onPaid={onPaid} />
      </TestIntlProvider>
    </Provider>,
  );
}

it('offers the Payme and Click checkout links of the saved contract', () => {
  renderStep(jest.fn());
  expect(screen.getByRole('link', { name: 'Pay with Payme' })).toHaveAttribute('href', contract.paymeUrl);
  expect(screen.getByRole('link', { name: 'Pay with Click' })).toHaveAttribute('href', contract.clickUrl);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says so when the server amount differs from the quote', () => {
  renderStep(jest.fn(), 374_000);
  expect(screen.getByRole('status')).toHaveTextContent('The insurer recalculated the price');
});

it('keeps the user on the step with payment_not_made until the payment arrives, then hands over the policy', async () => {
  let paid = false;
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(
        paid
          ? {
              error: false,
              check: true,
              url: '/api/policy/EIOO/0000007/pdf?t=x',
              polis_seria: 'EIOO',
              polis_number: '0000007',
            }
          : { error: 1, check: false, message: 'payment_not_made' },
      );
    }),
  );
  const onPaid = jest.fn();
  renderStep(onPaid, undefined, 'ru');
  await userEvent.click(screen.getByRole('button', { name: 'Проверить оплату' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Оплата ещё не поступила');
  expect(onPaid).not.toHaveBeenCalled();
  expect(bodies[0]).toEqual({ order_id: contract.orderId, contract_id: contract.contractId });

  paid = true;
  await userEvent.click(screen.getByRole('button', { name: 'Проверить оплату' }));
  await screen.findByRole('button', { name: 'Проверить оплату' });
  expect(onPaid).toHaveBeenCalledWith({
    series: 'EIOO',
    number: '0000007',
    url: '/api/policy/EIOO/0000007/pdf?t=x',
  });
});

it('shows a network message when the check cannot reach the server', async () => {
  server.use(http.post(apiUrl('/sayt/contract/check'), () => HttpResponse.error()));
  renderStep(jest.fn());
  await userEvent.click(screen.getByRole('button', { name: 'Check payment' }));
  expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
});
