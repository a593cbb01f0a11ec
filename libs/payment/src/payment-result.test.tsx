import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { makeStore } from '@polis/api-client';
import { apiUrl, configureTestApiClient, setupApiServer } from '@polis/api-client/testing';
import { TestIntlProvider } from '@polis/i18n/testing';
import uz from './messages/uz.json';
import { PaymentResult, type PaymentResultProps } from './payment-result';

const server = setupApiServer();
beforeEach(() => configureTestApiClient());

const renderResult = (props: PaymentResultProps) =>
  render(
    <Provider store={makeStore()}>
      <TestIntlProvider lang="uz" messages={uz}>
        <PaymentResult {...props} />
      </TestIntlProvider>
    </Provider>,
  );

it('checks the returned order at once and offers the policy PDF when paid', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiUrl('/sayt/contract/check'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({
        error: false,
        check: true,
        url: '/api/policy/EIOO/0000003/pdf?t=t',
        polis_seria: 'EIOO',
        polis_number: '0000003',
      });
    }),
  );
  renderResult({ contractId: 3, orderId: 'P261122-ABCDEFGHJK' });
  expect(screen.getByRole('status')).toHaveTextContent('Toʻlov tekshirilmoqda');
  expect(await screen.findByRole('link', { name: 'Polisni yuklab olish (PDF)' })).toHaveAttribute(
    'href',
    '/api/policy/EIOO/0000003/pdf?t=t',
  );
  expect(bodies).toEqual([{ order_id: 'P261122-ABCDEFGHJK', contract_id: 3 }]);
});

it('says the payment has not arrived and checks again on request', async () => {
  let paid = false;
  server.use(
    http.post(apiUrl('/sayt/contract/check'), () =>
      HttpResponse.json(
        paid
          ? { error: false, check: true, url: '/p.pdf', polis_seria: 'EIOO', polis_number: '0000004' }
          : { error: 1, check: false, message: 'payment_not_made' },
      ),
    ),
  );
  renderResult({ orderId: 'P261122-ABCDEFGHJK' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Toʻlov hali kelib tushmadi');
  paid = true;
  await userEvent.click(screen.getByRole('button', { name: 'Toʻlovni tekshirish' }));
  expect(await screen.findByText('Polis EIOO 0000004')).toBeInTheDocument();
});

it('without an order or contract in the link it says it cannot find the payment, without calling', () => {
  renderResult({});
  expect(screen.getByRole('alert')).toHaveTextContent('Bu toʻlov topilmadi');
});
